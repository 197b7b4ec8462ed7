/** Ids of the booking-calendar sections that the Book Call buttons look for, in order of preference. */
export const BOOKING_SECTION_IDS = ['main-booking-calendar', 'telehealth-booking-calendar'] as const

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/**
 * Smoothly scrolls to the element with this id (instantly under reduced motion) and moves focus
 * there for keyboard and screen-reader users. Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
  return true
}

/** The first booking section present on the current page, if any. */
export function findBookingSectionId(): string | undefined {
  return BOOKING_SECTION_IDS.find((id) => document.getElementById(id) !== null)
}
