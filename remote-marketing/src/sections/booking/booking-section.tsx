import { BookingCalendar, Section, SectionHeading } from 'shared/ui'
import { bookingSection } from 'shared/ui/booking-section'

/** This remote's booking band, built on the page's one shared/ui (see shared/ui/booking-section). */
export const BookingSection = bookingSection({ BookingCalendar, Section, SectionHeading })
