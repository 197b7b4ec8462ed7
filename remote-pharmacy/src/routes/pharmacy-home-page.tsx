import { networkHome } from '../content/network-home'
import { AboutNetwork } from '../sections/about-network/about-network'
import { BookingSection } from '../sections/booking/booking-section'
import { CatalogueSection } from '../sections/catalogue/catalogue-section'
import { ClosingCta } from '../sections/closing-cta/closing-cta'
import { Comparison } from '../sections/comparison/comparison'
import { CompoundingServices } from '../sections/compounding-services/compounding-services'
import { NetworkCategories } from '../sections/network-categories/network-categories'
import { NetworkHero } from '../sections/network-hero/network-hero'
import { PartnerTestimonial } from '../sections/partner-testimonial/partner-testimonial'
import { RelatedSection } from '../sections/related-resources/related-section'
import { WhyChoose } from '../sections/why-choose/why-choose'

/** /pharmacy-partners, in the order of SPEC §2. */
export function PharmacyHomePage() {
  return (
    <>
      <NetworkHero />
      <Comparison />
      <CompoundingServices />
      <BookingSection {...networkHome.booking} />
      <CatalogueSection />
      <NetworkCategories />
      <AboutNetwork />
      <WhyChoose />
      <PartnerTestimonial />
      <RelatedSection />
      <ClosingCta />
    </>
  )
}
