/**
 * UTM attribution for the session (docs/product.md §8: the lead carries utm_source … utm_term to the CRM).
 *
 * A visitor often lands on one page (an ad points at `/?utm_source=meta`) and converts on another
 * (/marketing-audit), so the landing page's parameters must survive in-app navigation. The shell
 * calls `captureUtm(location.search)` on every navigation (a remote run alone: its frame, on load,
 * `shared/helpers/standalone`); the first set seen in the tab's session wins (the campaign that brought
 * the visitor), later UTM-free or different sets never overwrite it.
 * Forms read it back with `readUtm()`.
 *
 * sessionStorage (not localStorage): attribution belongs to this visit and ends with the tab.
 * SSR-safe: both functions do nothing without a browser, and storage errors (Safari private mode,
 * disabled storage, quota) are swallowed because attribution must never break a page.
 */
import { sessionStore } from 'shared/helpers/session-store'

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmParams = Record<UtmKey, string | null>

export const UTM_STORAGE_KEY = 'epp:utm'

/** Values are capped so a crafted link can't bloat storage or the lead; the database keeps as much. */
export const MAX_UTM_LENGTH = 200

/** Trimmed, at most 200 characters counted as code points (never half an emoji), null when empty. */
function clip(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? Array.from(trimmed).slice(0, MAX_UTM_LENGTH).join('') : null
}

function emptyUtm(): UtmParams {
  return { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null }
}

/** The UTM parameters in a query string (`?a=b` or `a=b`); null when it carries none. */
export function parseUtm(search: string): UtmParams | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const utm = emptyUtm()
  let found = false
  for (const key of UTM_KEYS) {
    const value = clip(params.get(key))
    if (value) {
      utm[key] = value
      found = true
    }
  }
  return found ? utm : null
}

/** Stores the query string's UTM set unless this session already has one. Call on every navigation. */
export function captureUtm(search: string): void {
  const store = sessionStore()
  if (!store) return
  try {
    if (store.getItem(UTM_STORAGE_KEY) !== null) return
    const utm = parseUtm(search)
    if (utm) store.setItem(UTM_STORAGE_KEY, JSON.stringify(utm))
  } catch {
    // Storage unavailable: attribution is lost for this visit, nothing else is affected.
  }
}

/** The session's UTM set; every key null when none was captured (or outside a browser). */
export function readUtm(): UtmParams {
  const utm = emptyUtm()
  const store = sessionStore()
  if (!store) return utm
  try {
    const raw = store.getItem(UTM_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (parsed && typeof parsed === 'object') {
      for (const key of UTM_KEYS) {
        const value = (parsed as Record<string, unknown>)[key]
        if (typeof value === 'string') utm[key] = clip(value)
      }
    }
  } catch {
    // A corrupt entry reads as "no attribution".
  }
  return utm
}
