/** The booking section's anchor (docs/architecture.md): the shell's Book Call button and our CTAs scroll here. */
export const TELEHEALTH_BOOKING_ID = 'telehealth-booking-calendar'
