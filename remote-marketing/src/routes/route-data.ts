import type { RouteData } from 'shared/routes'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/',
      title: 'Grow Your Med Spa or Wellness Practice | Elevate Practice Partners',
      description: 'Grow Your Med Spa or Wellness Practice: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services',
      title: 'Services | Elevate Practice Partners',
      description: 'Services: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/ad-creative',
      title: 'Ad Creative | Elevate Practice Partners',
      description: 'Ad Creative: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/targeted-audience',
      title: 'Targeted Audience | Elevate Practice Partners',
      description: 'Targeted Audience: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/lead-system',
      title: 'Lead System | Elevate Practice Partners',
      description: 'Lead System: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/crm-automation',
      title: 'CRM Automation | Elevate Practice Partners',
      description: 'CRM Automation: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/local-seo',
      title: 'Local SEO | Elevate Practice Partners',
      description: 'Local SEO: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/services/web-presence',
      title: 'Web Presence | Elevate Practice Partners',
      description: 'Web Presence: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/onboarding',
      title: 'Welcome Aboard | Elevate Practice Partners',
      description: 'Welcome Aboard: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
  ],
  redirects: [
    { path: '/services/LocalSEOPage', to: '/services/local-seo' },
  ],
} satisfies RouteData
