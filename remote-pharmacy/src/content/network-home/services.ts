import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: 503A and 503B compounding services. Its place on the page and its claims: docs/product.md §10 and §1. */
export const services = {
  eyebrow: 'Compounding services',
  title: '503A Patient-Specific and 503B Office-Stock Compounding',
  intro: 'Both models have a place in a modern practice. We match each product to the right kind of pharmacy for your state and your workflow.',
  items: [
    {
      badge: '503A',
      title: 'Patient-specific prescriptions',
      description:
        'State-licensed compounding pharmacies prepare each medication for a named patient against your provider\u2019s prescription, shipped to the patient or to your clinic.',
      bestFor: 'Best for: GLP-1 weight-loss programs, hormone therapy, telehealth patients in many states.',
      points: ['Custom strengths and combinations', 'Direct-to-patient shipping', 'Refill reminders routed to your team'],
    },
    {
      badge: '503B',
      title: 'Office-stock outsourcing',
      description:
        'FDA-registered outsourcing facilities produce batches under current good manufacturing practice (cGMP), so you can keep commonly used products on the shelf without a prescription per patient.',
      bestFor: 'Best for: IV lounges, injectables bars, numbing creams and in-clinic treatments.',
      points: ['Batch testing for potency and sterility', 'Beyond-use dates that fit your inventory', 'Predictable office-stock pricing'],
    },
  ],
} satisfies NetworkHomeContent['services']
