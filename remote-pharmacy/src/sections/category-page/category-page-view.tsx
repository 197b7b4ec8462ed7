import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'
import { BookingSection } from '../booking/booking-section'
import { CategoryFeatures } from './category-features'
import { CategoryHeader } from './category-header'

/** The layout shared by the six category pages: header, three features, and a calendar where SPEC §2 has one. */
export function CategoryPageView({ page }: { page: CategoryPageContent }) {
  return (
    <>
      <CategoryHeader page={page} />
      <CategoryFeatures page={page} />
      {page.booking && (
        <BookingSection eyebrow={categoryCopy.bookingEyebrow} title={page.booking.title} intro={page.booking.intro} calendarTitle={page.booking.calendarTitle} />
      )}
    </>
  )
}
