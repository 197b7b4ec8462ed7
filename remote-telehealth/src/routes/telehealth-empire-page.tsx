import { deferSection, loadSections, useDeferredSections } from 'shared/singletons/ui'
import { IntroSection } from '../sections/intro/intro-section'
import { RoiCalculatorSection } from '../sections/roi-calculator/roi-calculator-section'

// Below the intro, each section's code loads as the visitor nears it; its prerendered HTML is on the
// page from the start. The calculator is the exception: Radix renders its slider thumbs hidden until
// they are measured in the browser, so it is hydrated at once, like the intro.
const successStories = deferSection('telehealth-success-stories', () => import('../sections/success-stories/success-stories-section').then((m) => m.SuccessStoriesSection))
const advantages = deferSection('telehealth-advantages', () => import('../sections/advantages/advantages-section').then((m) => m.AdvantagesSection))
const timeline = deferSection('telehealth-timeline', () => import('../sections/timeline/timeline-section').then((m) => m.TimelineSection))
const booking = deferSection('telehealth-booking', () => import('../sections/booking/booking-section').then((m) => m.BookingSection))
const faq = deferSection('telehealth-faq', () => import('../sections/faq/faq-section').then((m) => m.FaqSection))
const related = deferSection('telehealth-related', () => import('../sections/related-resources/related-resources-section').then((m) => m.RelatedResourcesSection))

const deferred = [successStories, advantages, timeline, booking, faq, related]

/** Every section's code at once (rendering outside a browser, tests). */
export const loadTelehealthEmpireSections = (): Promise<void> => loadSections(deferred)

/** /telehealth-empire (docs/product.md §11). */
export function TelehealthEmpirePage() {
  useDeferredSections(deferred)
  return (
    <>
      <IntroSection />
      <successStories.Section />
      <advantages.Section />
      <timeline.Section />
      <RoiCalculatorSection />
      <booking.Section />
      <faq.Section />
      <related.Section />
    </>
  )
}
