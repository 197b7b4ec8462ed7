import { medicationSavings } from 'shared/helpers/content/brand-facts'
import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: on your own vs. with the network. Its place on the page and its claims: docs/product.md §10 and §1. */
export const comparison = {
  eyebrow: 'Why practices switch',
  title: 'Sourcing on Your Own vs. With the Network',
  intro: 'Most practices we meet are paying retail-adjacent prices to one pharmacy and chasing orders by phone. Here is what changes.',
  alone: {
    title: 'On your own',
    points: [
      'One pharmacy relationship and whatever price it quotes',
      'Back-orders on GLP-1s and peptides stall patient programs',
      'Staff hours lost to faxes, refill calls and invoice checks',
      'Licensure, 503B registration and quality records to verify yourself',
      'Thin margins on weight-loss and hormone memberships',
    ],
  },
  network: {
    title: 'With the network',
    points: [
      `Negotiated network pricing: ${medicationSavings.range} savings, ${medicationSavings.averagePercent}% on average`,
      'Backup pharmacies for every product when one runs short',
      'Up to 70% lower admin cost with one ordering and refill workflow',
      'Every partner checked for state licensure, inspections and accreditation',
      'Up to 2x margin on the protocols you already offer',
    ],
  },
} satisfies NetworkHomeContent['comparison']
