/**
 * This tab's sessionStorage, or null where there is none (server rendering) or it is blocked
 * (Safari private mode, privacy settings): callers then carry on without it, and still wrap their
 * reads and writes, which can throw too (quota).
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null
  } catch {
    return null
  }
}
