import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: related resources (the blog's real article paths). Its place on the page and its claims: docs/product.md §10 and §1. */
export const related = {
  heading: 'Related resources',
  resources: [
    {
      title: 'Turn GLP-1 Weight Loss Into a Revenue Stream',
      description: 'How clinics price, staff and retain patients in compliant GLP-1 programs.',
      url: '/blog/glp1-weight-loss-revenue-stream',
    },
    {
      title: 'Building Patient Trust in Telehealth',
      description: 'What patients need to see before they book a virtual consult and pay for a prescription.',
      url: '/blog/building-patient-trust-telehealth',
    },
    {
      title: 'Digital Marketing for Aesthetic Practices',
      description: 'The channels and offers that keep injector and laser calendars full.',
      url: '/blog/digital-marketing-aesthetic-practices',
    },
  ],
} satisfies NetworkHomeContent['related']
