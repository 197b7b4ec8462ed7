import { medicationSavings } from 'shared/helpers/content/brand-facts'
import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: why practices choose the network. Its place on the page and its claims: docs/product.md §10 and §1. */
export const whyChoose = {
  eyebrow: 'Why choose us',
  title: 'Why Practices Choose Our Pharmacy Network',
  reasons: [
    { title: 'Savings you can see', description: `Average savings of ${medicationSavings.firstInvoicePercent.min}%-${medicationSavings.firstInvoicePercent.max}% on the first invoice we compare, rising to ${medicationSavings.averagePercent}% as your volume grows.` },
    { title: 'Vetted pharmacies only', description: 'State licenses, inspection history, 503B registration and accreditation checked before a pharmacy joins.' },
    { title: 'No supply surprises', description: 'When a product runs short, we route your order to a backup partner instead of pausing your patients.' },
    { title: 'One point of contact', description: 'A named account manager who answers within 24 hours, not a pharmacy call center.' },
    { title: 'Built for telehealth', description: 'Partners licensed to ship across many states, ready for practices launching virtual programs.' },
    { title: 'Live in 30 days', description: 'Most practices move their first orders through the network within a month of the first call.' },
  ],
} satisfies NetworkHomeContent['whyChoose']
