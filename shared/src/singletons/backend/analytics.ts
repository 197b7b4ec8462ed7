import { whenIdle } from 'shared/helpers/idle'
import { pageState } from 'shared/helpers/page-state'
import { insertRows } from './supabase-client'

/**
 * Site analytics into `analytics_events` (docs/product.md §13). Fire-and-forget by design: `track()`
 * is synchronous, never throws and never waits for the network. Events are batched (one array
 * insert per 10 events, or after 2 s without a new event) and every batch is sent with
 * `keepalive`, so the last one still leaves while the page unloads: the queue is sent as the page
 * is hidden or goes (visibilitychange / pagehide, listened to from the first event on), and an
 * event tracked after that (web-vitals reports LCP, CLS and INP on that same visibilitychange) is
 * sent at once, since no timer fires in a page that is going (docs/decisions/analytics-on-close.md).
 * A batch is built and sent when the browser is idle, never inside the handler of the tap or key
 * that tracked an event: on a phone a send is several milliseconds of script, and a tap that
 * arrives meanwhile waits behind it.
 *
 * Each row is made safe for the table's CHECK constraints here, so one odd event can never get a
 * whole batch rejected; and a rejected batch is dropped, never retried, so it cannot loop.
 */
const FLUSH_IDLE_MS = 2_000
/** The longest a due batch waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1_000
const BATCH_SIZE = 10
/** Events kept while offline or disabled backends are slow; older ones are dropped first. */
const MAX_QUEUED = 100
const URL_MAX = 2048
const USER_AGENT_MAX = 512
/** Compact JSON bytes per event; the table allows 8 KiB of jsonb text, so this leaves room. */
const PROPERTIES_MAX_BYTES = 2048
const STRING_MAX = 500
const KEY_MAX = 64
const ITEMS_MAX = 50
const DEPTH_MAX = 4
const KEEPALIVE_MAX_BYTES = 60 * 1024

interface EventRow extends Record<string, unknown> {
  event_name: string
  page_url: string
  referrer: string | null
  user_agent: string
  properties: Record<string, unknown>
}

/** One queue per page, whichever copy of this module runs (see shared/helpers/page-state). */
const state = pageState('analytics', () => ({
  enabled: true,
  queue: [] as EventRow[],
  timer: null as ReturnType<typeof setTimeout> | null,
  listening: false,
  /** Between pagehide and pageshow (the page is going, or kept in the back/forward cache). */
  leaving: false,
  /** Events tracked in this page so far: rows sent in one batch share `created_at`, so only this orders them. */
  seq: 0,
}))

/** Off: nothing is queued or sent, and what is queued is discarded (GPC / Do Not Track). */
export function setAnalyticsEnabled(on: boolean): void {
  state.enabled = on
  if (!on) {
    state.queue = []
    clearTimer()
  }
}

export function track(eventName: string, properties?: Record<string, unknown>, options?: { pageUrl?: string }): void {
  try {
    if (!state.enabled) return
    const name = normaliseEventName(eventName)
    if (!name) return
    installPageHideFlush()
    state.queue.push({
      event_name: name,
      page_url: clip(options?.pageUrl ?? currentUrl(), URL_MAX) || 'unknown',
      referrer: clip(typeof document === 'undefined' ? '' : document.referrer, URL_MAX) || null,
      user_agent: clip(typeof navigator === 'undefined' ? '' : navigator.userAgent, USER_AGENT_MAX),
      // Set after the caller's properties, so no caller can overwrite the order.
      properties: { ...safeProperties(properties), event_seq: (state.seq += 1) },
    })
    if (state.queue.length > MAX_QUEUED) state.queue.splice(0, state.queue.length - MAX_QUEUED)
    if (pageGoing()) void flushAnalytics()
    else scheduleFlush(state.queue.length >= BATCH_SIZE ? 0 : FLUSH_IDLE_MS)
  } catch {
    // Analytics must never break the page.
  }
}

/** Sends everything queued now. Resolves when the requests have settled; never rejects. */
export async function flushAnalytics(): Promise<void> {
  clearTimer()
  const pending = state.queue
  state.queue = []
  const batches: EventRow[][] = []
  for (let i = 0; i < pending.length; i += BATCH_SIZE) batches.push(pending.slice(i, i + BATCH_SIZE))
  // keepalive whenever it fits: a flush can be the page's last act (the shell flushes on
  // pagehide / hidden). Browsers refuse keepalive bodies over 64 KiB, so a rare oversized batch
  // goes as a normal request instead of failing.
  await Promise.all(
    batches.map((batch) => {
      const keepalive = new TextEncoder().encode(JSON.stringify(batch)).length <= KEEPALIVE_MAX_BYTES
      return insertRows('analytics_events', batch, { keepalive }).catch(() => undefined)
    }),
  )
}

/** Flushes after `delay`, once the browser is idle (requestIdleCallback where there is one). */
function scheduleFlush(delay: number): void {
  clearTimer()
  state.timer = setTimeout(() => whenIdle(() => void flushAnalytics(), IDLE_TIMEOUT_MS, 0), delay)
}

function clearTimer(): void {
  if (state.timer !== null) clearTimeout(state.timer)
  state.timer = null
}

function installPageHideFlush(): void {
  if (state.listening || typeof window === 'undefined' || typeof document === 'undefined') return
  state.listening = true
  window.addEventListener('pagehide', () => {
    state.leaving = true
    void flushAnalytics()
  })
  window.addEventListener('pageshow', () => {
    state.leaving = false
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushAnalytics()
  })
}

/** Hidden or unloading: a batch timer may never fire again. */
function pageGoing(): boolean {
  return state.leaving || (typeof document !== 'undefined' && document.visibilityState === 'hidden')
}

function currentUrl(): string {
  return typeof location === 'undefined' ? '' : location.href
}

/** Matches the table's `^[a-z][a-z0-9_]{0,63}$`: 'CTA Click' -> 'cta_click'. */
export function normaliseEventName(name: string): string | null {
  if (typeof name !== 'string') return null
  let slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (!slug) return null
  if (!/^[a-z]/.test(slug)) slug = `e_${slug}`
  return slug.slice(0, 64)
}

/** PostgreSQL text/jsonb refuse NUL and lone UTF-16 surrogates; both would fail the whole batch. */
function cleanString(value: string): string {
  return value
    .replace(/\u0000/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

function clip(value: string, max: number): string {
  return cleanString(String(value ?? '')).slice(0, max)
}

/** JSON-safe copy: no cycles, functions, BigInt, NaN or oversized strings; bounded breadth and depth. */
function toJsonValue(value: unknown, depth: number, ancestors: Set<object>): unknown {
  if (value === null) return null
  switch (typeof value) {
    case 'string':
      return clip(value, STRING_MAX)
    case 'number':
      return Number.isFinite(value) ? value : null
    case 'boolean':
      return value
    case 'bigint':
      return value.toString()
    case 'object':
      break
    default:
      return undefined // functions, symbols, undefined
  }
  const object = value as object
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? null : object.toISOString()
  if (object instanceof Error) return clip(`${object.name}: ${object.message}`, STRING_MAX)
  if (ancestors.has(object) || depth >= DEPTH_MAX) return '[omitted]'
  ancestors.add(object)
  try {
    if (Array.isArray(object)) {
      return object.slice(0, ITEMS_MAX).map((item) => toJsonValue(item, depth + 1, ancestors) ?? null)
    }
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(object).slice(0, ITEMS_MAX)) {
      const converted = toJsonValue(item, depth + 1, ancestors)
      if (converted !== undefined) result[clip(key, KEY_MAX)] = converted
    }
    return result
  } finally {
    ancestors.delete(object)
  }
}

/** Always a JSON object within PROPERTIES_MAX_BYTES; too big becomes a small marker object. */
export function safeProperties(properties: unknown): Record<string, unknown> {
  try {
    if (properties === undefined || properties === null) return {}
    const value = toJsonValue(properties, 0, new Set())
    const object =
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }
    const bytes = new TextEncoder().encode(JSON.stringify(object)).length
    return bytes <= PROPERTIES_MAX_BYTES ? object : { truncated: true, original_bytes: bytes }
  } catch {
    return { truncated: true }
  }
}

/** Test hook: clears the queue, the timer and the enabled switch. */
export function resetAnalyticsForTests(): void {
  state.queue = []
  clearTimer()
  state.enabled = true
  state.leaving = false
  state.seq = 0
}
