/**
 * Analytics is off when the browser signals Global Privacy Control or Do Not Track: we honour both
 * as an opt-out of measurement (documented in the privacy policy and docs/analytics.md).
 */
export function trackingAllowed(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string }
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string })
  if (signals.globalPrivacyControl === true) return false
  if (nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || signals.msDoNotTrack === '1' || win?.doNotTrack === '1') return false
  return true
}
