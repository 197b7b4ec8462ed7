import { deferSection, loadSections, useDeferredSections } from 'shared/singletons/ui'
import { booking as bookingCopy } from '../content/network-home/booking'
import { CatalogueSection } from '../sections/catalogue/catalogue-section'
import { NetworkHero } from '../sections/network-hero/network-hero'

// Below the hero, each section's code loads as the visitor nears it; its prerendered HTML is on the
// page from the start. The catalogue is the exception: text typed into its search before hydration
// would sit in the field while the list, filtered by React state, ignored it; so it is hydrated at once.
const comparison = deferSection('pharmacy-comparison', () => import('../sections/comparison/comparison').then((m) => m.Comparison))
const compounding = deferSection('pharmacy-compounding', () => import('../sections/compounding-services/compounding-services').then((m) => m.CompoundingServices))
const booking = deferSection('pharmacy-booking', () => import('../sections/booking/booking-section').then((m) => m.BookingSection))
const categories = deferSection('pharmacy-categories', () => import('../sections/network-categories/network-categories').then((m) => m.NetworkCategories))
const about = deferSection('pharmacy-about', () => import('../sections/about-network/about-network').then((m) => m.AboutNetwork))
const whyChoose = deferSection('pharmacy-why-choose', () => import('../sections/why-choose/why-choose').then((m) => m.WhyChoose))
const testimonial = deferSection('pharmacy-testimonial', () => import('../sections/partner-testimonial/partner-testimonial').then((m) => m.PartnerTestimonial))
const related = deferSection('pharmacy-related', () => import('../sections/related-resources/related-section').then((m) => m.RelatedSection))
const closing = deferSection('pharmacy-closing', () => import('../sections/closing-cta/closing-cta').then((m) => m.ClosingCta))

const deferred = [comparison, compounding, booking, categories, about, whyChoose, testimonial, related, closing]

/** Every section's code at once (rendering outside a browser, tests). */
export const loadPharmacyHomeSections = (): Promise<void> => loadSections(deferred)

/** /pharmacy-partners, in the order of docs/product.md §10. */
export function PharmacyHomePage() {
  useDeferredSections(deferred)
  return (
    <>
      <NetworkHero />
      <comparison.Section />
      <compounding.Section />
      <booking.Section {...bookingCopy} />
      <CatalogueSection />
      <categories.Section />
      <about.Section />
      <whyChoose.Section />
      <testimonial.Section />
      <related.Section />
      <closing.Section />
    </>
  )
}
