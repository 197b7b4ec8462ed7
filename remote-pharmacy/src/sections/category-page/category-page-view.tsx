import { deferSection, loadSections, useDeferredSections } from 'shared/singletons/ui'
import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'
import { CategoryAudience } from './category-audience'
import { CategoryFeatures } from './category-features'
import { CategoryHeader } from './category-header'
import { CategoryQuestions } from './category-questions'
import { CategorySteps } from './category-steps'

// The calendar band is far down the page: its code (and the calendar's) loads as the visitor nears it.
const booking = deferSection('category-booking', () => import('../booking/booking-section').then((m) => m.BookingSection))

/** The booking band's code now (rendering outside a browser, tests). */
export const loadCategorySections = (): Promise<void> => loadSections([booking])

/**
 * The layout shared by the six category pages: header, who the page is for, three features, how it
 * works, a calendar where docs/product.md §10 has one, then questions and answers. Bands alternate muted/white.
 */
export function CategoryPageView({ page }: { page: CategoryPageContent }) {
  // Only a page with a calendar waits for its code on a client-side visit.
  useDeferredSections(page.booking ? [booking] : [])
  return (
    <>
      <CategoryHeader page={page} />
      <CategoryAudience page={page} />
      <CategoryFeatures page={page} />
      <CategorySteps page={page} />
      {page.booking && (
        <booking.Section eyebrow={categoryCopy.bookingEyebrow} title={page.booking.title} intro={page.booking.intro} calendarTitle={page.booking.calendarTitle} />
      )}
      {/* Keep the bands alternating: after the white calendar band, or straight after the muted steps. */}
      <CategoryQuestions page={page} tone={page.booking ? 'muted' : 'white'} />
    </>
  )
}
