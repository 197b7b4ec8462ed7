import { getSiteConfig } from 'shared/config'
import { smsHref, telHref } from 'shared/lib/contact-links'
import { bookingCalendar } from './booking-calendar'
import { buttonVariants } from './button'
import { PhoneNumber } from './contact-text'
import { embeddedFrame } from './embedded-frame'

const parts = { buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig }

export const EmbeddedFrame = embeddedFrame(parts)
export const BookingCalendar = bookingCalendar(parts)
