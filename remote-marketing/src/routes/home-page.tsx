import { BookingSection } from '../sections/booking/booking-section'
import { FaqSection } from '../sections/faq/faq-section'
import { HomeHero } from '../sections/hero/home-hero'
import { LeadProcess } from '../sections/lead-process/lead-process'
import { MarginSection } from '../sections/margin/margin-section'
import { PricingSection } from '../sections/pricing/pricing-section'
import { ServicesGrid } from '../sections/services-grid/services-grid'
import { TeamSection } from '../sections/team/team-section'
import { TestimonialsSection } from '../sections/testimonials/testimonials-section'
import { homeBookingCopy } from '../content/home'

/** SPEC §2 Home, sections in the specified order; the footer (#contact) is the shell's. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <LeadProcess />
      <BookingSection eyebrow={homeBookingCopy.eyebrow} title={homeBookingCopy.title} intro={homeBookingCopy.intro} />
      <ServicesGrid />
      <MarginSection />
      <TestimonialsSection />
      <PricingSection />
      <TeamSection />
      <FaqSection />
    </>
  )
}
