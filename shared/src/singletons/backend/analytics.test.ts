// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultSiteConfig } from 'shared/singletons/config'
import { configureSite } from 'shared/helpers/config/schema'
import { flushAnalytics, normaliseEventName, resetAnalyticsForTests, safeProperties, setAnalyticsEnabled, track } from './analytics'
import { resetSupabaseClient } from './supabase-client'

let fetchMock: ReturnType<typeof vi.fn>

function sentBatches(): { url: string; init: RequestInit; rows: Record<string, unknown>[] }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init as RequestInit, rows: JSON.parse(String((init as RequestInit).body)) }))
}

beforeEach(() => {
  vi.useFakeTimers()
  configureSite({ backend: { url: 'https://abc.supabase.co', anonKey: 'anon-key' } })
  fetchMock = vi.fn(async () => new Response(null, { status: 201 }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  resetAnalyticsForTests()
  configureSite({ backend: defaultSiteConfig.backend })
  resetSupabaseClient()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('track', () => {
  it('batches: nothing is sent until 2 s without a new event, then one array insert', async () => {
    track('page_view', { path: '/' })
    await vi.advanceTimersByTimeAsync(1500)
    track('scroll_depth', { scroll_depth: 25 })
    await vi.advanceTimersByTimeAsync(1500)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(600)
    const [batch] = sentBatches()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(batch?.url).toContain('/rest/v1/analytics_events?columns=')
    expect(batch?.rows.map((row) => row.event_name)).toEqual(['page_view', 'scroll_depth'])
    expect(batch?.rows[0]).toMatchObject({
      page_url: window.location.href,
      referrer: null,
      user_agent: navigator.userAgent,
      properties: { path: '/' },
    })
  })

  it('numbers the events of a page in the order they were tracked, whatever the caller passed', async () => {
    track('page_view', { path: '/' })
    track('page_view', { path: '/blog', event_seq: 99 })
    await flushAnalytics()
    track('cta_click', { cta: 'book_call' })
    await flushAnalytics()
    const seqs = sentBatches().flatMap((batch) => batch.rows.map((row) => (row.properties as Record<string, unknown>).event_seq))
    expect(seqs).toEqual([1, 2, 3])
  })

  it('sends at once when 10 events are queued', async () => {
    for (let i = 0; i < 10; i++) track('cta_click', { i })
    // jsdom has no requestIdleCallback: the send waits for the next timer, as in Safari.
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sentBatches()[0]?.rows).toHaveLength(10)
  })

  it('sends a due batch only once the browser is idle, not inside the handler that tracked it', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    for (let i = 0; i < 10; i++) track('cta_click', { i })
    track('scroll_depth', { scroll_depth: 25 })
    await vi.advanceTimersByTimeAsync(2500)
    expect(fetchMock).not.toHaveBeenCalled()
    for (const callback of idle.splice(0)) callback()
    await vi.advanceTimersByTimeAsync(0)
    expect(sentBatches().map((batch) => batch.rows.length)).toEqual([10, 1])
  })

  it('flushes with keepalive when the page is hidden or left', async () => {
    track('time_on_page', { time_spent_seconds: 42 })
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sentBatches()[0]?.init.keepalive).toBe(true)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })

    track('page_view', {}, { pageUrl: 'https://site.example/services' })
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sentBatches()[1]?.rows[0]).toMatchObject({ page_url: 'https://site.example/services' })
    expect(sentBatches()[1]?.init.keepalive).toBe(true)
  })

  it('sends at once what is tracked after the page was hidden or left: no batch timer fires in a page that is going', () => {
    track('page_view', { path: '/' })
    // As web-vitals does: its own listener, added after the client's, reports LCP as the page is hidden.
    const reportLcp = () => document.visibilityState === 'hidden' && track('web_vital', { metric: 'LCP' })
    document.addEventListener('visibilitychange', reportLcp)
    try {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      // No timer advanced: both requests left inside the event, each with keepalive.
      expect(sentBatches().map((batch) => [batch.rows.map((row) => row.event_name), batch.init.keepalive])).toEqual([
        [['page_view'], true],
        [['web_vital'], true],
      ])
    } finally {
      document.removeEventListener('visibilitychange', reportLcp)
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    }

    window.dispatchEvent(new Event('pagehide'))
    track('time_on_page', { time_spent_seconds: 42 })
    expect(sentBatches()[2]?.rows.map((row) => row.event_name)).toEqual(['time_on_page'])
    // Back from the back/forward cache: batching again.
    window.dispatchEvent(new Event('pageshow'))
    track('scroll_depth', { scroll_depth: 25 })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('sends nothing while disabled, and drops what was queued', async () => {
    track('page_view')
    setAnalyticsEnabled(false)
    track('page_view')
    await flushAnalytics()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('drops a rejected batch instead of retrying it', async () => {
    fetchMock.mockImplementation(async () => new Response('{"code":"23514"}', { status: 400 }))
    track('page_view')
    await flushAnalytics()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('never throws, whatever it is given', () => {
    const cyclic: Record<string, unknown> = { big: 10n, fn: () => 1, nan: Number.NaN }
    cyclic.self = cyclic
    vi.stubGlobal('fetch', () => {
      throw new Error('boom')
    })
    expect(() => track('weird', cyclic)).not.toThrow()
    expect(() => track(undefined as unknown as string)).not.toThrow()
    expect(() => flushAnalytics()).not.toThrow()
  })
})

describe('row limits match the table constraints', () => {
  it('normalizes event names to ^[a-z][a-z0-9_]{0,63}$', () => {
    expect(normaliseEventName('CTA Click')).toBe('cta_click')
    expect(normaliseEventName('404-page')).toBe('e_404_page')
    expect(normaliseEventName('x'.repeat(100))).toHaveLength(64)
    expect(normaliseEventName('  !!! ')).toBeNull()
  })

  it('keeps properties a small JSON object without NUL or lone surrogates', () => {
    expect(safeProperties({ a: 'x\u0000y', b: '\uD800z', when: new Date(0) })).toEqual({
      a: 'xy',
      b: '\uFFFDz',
      when: '1970-01-01T00:00:00.000Z',
    })
    expect(safeProperties(['not', 'an', 'object'])).toEqual({ value: ['not', 'an', 'object'] })
    const huge = safeProperties(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'y'.repeat(400)])))
    expect(huge).toMatchObject({ truncated: true })
  })
})
