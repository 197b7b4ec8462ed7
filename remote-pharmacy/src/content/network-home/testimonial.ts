import { quotedClients } from 'shared/helpers/content/brand-facts'
import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: a partner's story. Its place on the page and its claims: docs/product.md §10 and §1. */
export const testimonial = {
  eyebrow: 'Partner story',
  quote:
    'We were paying almost double for semaglutide and our testosterone supplier kept back-ordering. Within a month of joining the network our medication costs dropped by nearly half and we have not missed a patient shipment since.',
  author: quotedClients.pharmacyPartner.name,
  initials: quotedClients.pharmacyPartner.initials,
  title: quotedClients.pharmacyPartner.role,
  location: quotedClients.pharmacyPartner.location,
  result: '47% lower medication costs in the first quarter',
  rating: 5,
  ratingLabel: 'Rated 5 out of 5 stars',
} satisfies NetworkHomeContent['testimonial']
