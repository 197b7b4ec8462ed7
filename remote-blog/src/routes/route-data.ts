import type { RouteData } from 'shared/routes'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/blog',
      title: 'Blog | Elevate Practice Partners',
      description: 'Blog: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/blog/glp1-weight-loss-revenue-stream',
      title: 'GLP-1 Weight Loss Revenue Stream | Elevate Practice Partners',
      description: 'GLP-1 Weight Loss Revenue Stream: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
    {
      path: '/blog/compounding-pharmacy-partnerships',
      title: 'Compounding Pharmacy Partnerships | Elevate Practice Partners',
      description: 'Compounding Pharmacy Partnerships: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
    {
      path: '/blog/digital-marketing-aesthetic-practices',
      title: 'Digital Marketing for Aesthetic Practices | Elevate Practice Partners',
      description: 'Digital Marketing for Aesthetic Practices: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
    {
      path: '/blog/telehealth-compliance-regulations',
      title: 'Telehealth Compliance Regulations | Elevate Practice Partners',
      description: 'Telehealth Compliance Regulations: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
    {
      path: '/blog/building-patient-trust-telehealth',
      title: 'Building Patient Trust in Telehealth | Elevate Practice Partners',
      description: 'Building Patient Trust in Telehealth: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
    {
      path: '/blog/how-to-launch-a-telehealth-practice',
      title: 'How to Launch a Telehealth Practice | Elevate Practice Partners',
      description: 'How to Launch a Telehealth Practice: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'article',
    },
  ],
  redirects: [
    { path: '/blog/telehealth-guide', to: '/blog/how-to-launch-a-telehealth-practice' },
    { path: '/blog/telehealth-compliance', to: '/blog/telehealth-compliance-regulations' },
    { path: '/blog/pharmacy-partnerships', to: '/blog/compounding-pharmacy-partnerships' },
    { path: '/blog/glp1-revenue', to: '/blog/glp1-weight-loss-revenue-stream' },
    { path: '/blog/patient-trust', to: '/blog/building-patient-trust-telehealth' },
    { path: '/blog/digital-marketing', to: '/blog/digital-marketing-aesthetic-practices' },
  ],
} satisfies RouteData
