import type { RouteData } from 'shared/routes'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/pharmacy-partners',
      title: 'Pharmacy Partner Network | Elevate Practice Partners',
      description: 'Pharmacy Partner Network: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/compounding',
      title: 'Compounding Pharmacies | Elevate Practice Partners',
      description: 'Compounding Pharmacies: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/wellness-doctors',
      title: 'Wellness Doctors | Elevate Practice Partners',
      description: 'Wellness Doctors: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/aesthetic-practitioners',
      title: 'Aesthetic Practitioners | Elevate Practice Partners',
      description: 'Aesthetic Practitioners: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/telemedicine',
      title: 'Telemedicine | Elevate Practice Partners',
      description: 'Telemedicine: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/specialty-clinics',
      title: 'Specialty Clinics | Elevate Practice Partners',
      description: 'Specialty Clinics: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
    {
      path: '/pharmacy-partners/certified',
      title: 'Certified Pharmacies | Elevate Practice Partners',
      description: 'Certified Pharmacies: growth marketing, pharmacy savings and telehealth launch support for medical spas and wellness practices.',
      keywords: [],
      type: 'website',
    },
  ],
  redirects: [
  ],
} satisfies RouteData
