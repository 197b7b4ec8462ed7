import { getSiteConfig } from 'shared/singletons/config'
import { smsHref, telHref } from 'shared/helpers/contact-links'
import { bookingCalendar } from '../../ui/booking-calendar'
import { buttonVariants } from './button'
import { PhoneNumber } from './contact-text'
import { embeddedFrame } from '../../ui/embedded-frame'

const parts = { buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig }

export const EmbeddedFrame = embeddedFrame(parts)
export const BookingCalendar = bookingCalendar(parts)
