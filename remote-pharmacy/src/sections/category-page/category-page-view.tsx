import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'
import { BookingSection } from '../booking/booking-section'
import { CategoryAudience } from './category-audience'
import { CategoryFeatures } from './category-features'
import { CategoryHeader } from './category-header'
import { CategoryQuestions } from './category-questions'
import { CategorySteps } from './category-steps'

/**
 * The layout shared by the six category pages: header, who the page is for, three features, how it
 * works, a calendar where docs/product.md §10 has one, then questions and answers. Bands alternate muted/white.
 */
export function CategoryPageView({ page }: { page: CategoryPageContent }) {
  return (
    <>
      <CategoryHeader page={page} />
      <CategoryAudience page={page} />
      <CategoryFeatures page={page} />
      <CategorySteps page={page} />
      {page.booking && (
        <BookingSection eyebrow={categoryCopy.bookingEyebrow} title={page.booking.title} intro={page.booking.intro} calendarTitle={page.booking.calendarTitle} />
      )}
      {/* Keep the bands alternating: after the white calendar band, or straight after the muted steps. */}
      <CategoryQuestions page={page} tone={page.booking ? 'muted' : 'white'} />
    </>
  )
}
