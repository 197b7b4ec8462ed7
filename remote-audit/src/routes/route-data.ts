import type { RouteData } from 'shared/helpers/routes'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/marketing-audit',
      title: 'Free Practice Marketing Audit | Elevate Practice Partners',
      description:
        'Score your practice marketing in 2 minutes, then get a free 30-minute audit for your med spa, wellness or GLP-1 clinic with at least 3 improvements guaranteed.',
      keywords: [
        'free marketing audit',
        'med spa marketing audit',
        'medical spa marketing',
        'wellness practice marketing',
        'GLP-1 clinic marketing',
        'aesthetic practice lead generation',
        'marketing maturity quiz',
      ],
      type: 'website',
      card: { section: 'Free Audit' },
    },
  ],
  redirects: [],
} satisfies RouteData
