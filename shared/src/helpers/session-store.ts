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

/** The JSON value kept under `key` in this tab; null when there is none, or it is unreadable or blocked. */
export function readSessionJson(key: string): unknown {
  try {
    return JSON.parse(sessionStore()?.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/** Keeps `value` as JSON under `key` in this tab; null removes it. Full or blocked storage keeps nothing and breaks nothing. */
export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === null) sessionStore()?.removeItem(key)
    else sessionStore()?.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to keep, nothing to break.
  }
}
