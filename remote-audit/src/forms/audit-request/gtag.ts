type Gtag = (command: 'event', eventName: string, params?: Record<string, unknown>) => void

/**
 * Sends a Google tag event when gtag is on the page (it is loaded only when a measurement id is
 * configured). Read from `window` at call time, never declared globally, so this module doesn't
 * clash with another package's gtag typing. Never throws: tracking must not break a submission.
 */
export function sendGtagEvent(eventName: 'form_submission' | 'form_error', params: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined') return
    const gtag = (window as Window & { gtag?: Gtag }).gtag
    if (typeof gtag === 'function') gtag('event', eventName, { form_type: 'marketing_audit', ...params })
  } catch {
    // A broken tag manager is not the visitor's problem.
  }
}
