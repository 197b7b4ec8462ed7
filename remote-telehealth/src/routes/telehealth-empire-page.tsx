import { AdvantagesSection } from '../sections/advantages/advantages-section'
import { BookingSection } from '../sections/booking/booking-section'
import { FaqSection } from '../sections/faq/faq-section'
import { IntroSection } from '../sections/intro/intro-section'
import { RelatedResourcesSection } from '../sections/related-resources/related-resources-section'
import { RoiCalculatorSection } from '../sections/roi-calculator/roi-calculator-section'
import { SuccessStoriesSection } from '../sections/success-stories/success-stories-section'
import { TimelineSection } from '../sections/timeline/timeline-section'

/**
 * /telehealth-empire (SPEC §2). The calculator is a plain import, not React.lazy: the page is already
 * its own chunk, the slider adds little, and a lazy boundary would leave a placeholder in the
 * server-rendered HTML instead of the calculator.
 */
export function TelehealthEmpirePage() {
  return (
    <>
      <IntroSection />
      <SuccessStoriesSection />
      <AdvantagesSection />
      <TimelineSection />
      <RoiCalculatorSection />
      <BookingSection />
      <FaqSection />
      <RelatedResourcesSection />
    </>
  )
}
