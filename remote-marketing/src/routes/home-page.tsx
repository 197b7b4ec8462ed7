import { deferSection, loadSections, useDeferredSections } from 'shared/singletons/ui'
import { HomeHero } from '../sections/hero/home-hero'
import { homeBookingCopy } from '../content/home'

// Below the hero, each section's code loads as the visitor nears it (its prerendered HTML is on the
// page from the start), so the first load carries the hero's code only.
const leadProcess = deferSection('home-lead-process', () => import('../sections/lead-process/lead-process').then((m) => m.LeadProcess))
const booking = deferSection('home-booking', () => import('../sections/booking/booking-section').then((m) => m.BookingSection))
const servicesGrid = deferSection('home-services', () => import('../sections/services-grid/services-grid').then((m) => m.ServicesGrid))
const margin = deferSection('home-margin', () => import('../sections/margin/margin-section').then((m) => m.MarginSection))
const testimonials = deferSection('home-testimonials', () => import('../sections/testimonials/testimonials-section').then((m) => m.TestimonialsSection))
const pricing = deferSection('home-pricing', () => import('../sections/pricing/pricing-section').then((m) => m.PricingSection))
const team = deferSection('home-team', () => import('../sections/team/team-section').then((m) => m.TeamSection))
const faq = deferSection('home-faq', () => import('../sections/faq/faq-section').then((m) => m.FaqSection))

const deferred = [leadProcess, booking, servicesGrid, margin, testimonials, pricing, team, faq]

/** Every section's code at once (rendering outside a browser, tests). */
export const loadHomeSections = (): Promise<void> => loadSections(deferred)

/** Home, sections in the order of docs/product.md §4; the footer (#contact) is the shell's. */
export function HomePage() {
  useDeferredSections(deferred)
  return (
    <>
      <HomeHero />
      <leadProcess.Section />
      <booking.Section eyebrow={homeBookingCopy.eyebrow} title={homeBookingCopy.title} intro={homeBookingCopy.intro} tone="muted" joined />
      <servicesGrid.Section />
      <margin.Section />
      <testimonials.Section />
      <pricing.Section />
      <team.Section />
      <faq.Section />
    </>
  )
}
