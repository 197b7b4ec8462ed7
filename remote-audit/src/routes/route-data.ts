import type { RouteData } from 'shared/routes'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/marketing-audit',
      title: 'Free Marketing Audit | Elevate Practice Partners',
      description: 'Free Marketing Audit: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
  ],
  redirects: [
  ],
} satisfies RouteData
