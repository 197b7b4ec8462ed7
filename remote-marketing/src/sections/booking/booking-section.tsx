import { getSiteConfig } from 'shared/singletons/config'
import { buttonVariants, PhoneNumber, Section, SectionHeading, smsHref, telHref } from 'shared/singletons/ui'
import { bookingSection } from 'shared/ui/booking-section'

/** This remote's booking band, built on the page's one shared/singletons/ui (see shared/ui/booking-section). */
export const BookingSection = bookingSection({ Section, SectionHeading, buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig })
