import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: the booking band, which the page passes to the shared booking section. Its place on the page and its claims: docs/product.md §10 and §1. */
export const booking = {
  eyebrow: 'Talk to the network',
  title: 'Book a 30-Minute Pharmacy Savings Call',
  intro: 'Bring your current invoices. We will show you the network price for each product and which partner pharmacy can ship to your state. Free, with no sales pressure.',
  calendarTitle: 'Book a pharmacy savings call',
} satisfies NetworkHomeContent['booking']
