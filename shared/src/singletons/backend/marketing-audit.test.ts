import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultSiteConfig } from 'shared/singletons/config'
import { configureSite } from 'shared/helpers/config/schema'
import { captureUtm, UTM_STORAGE_KEY } from 'shared/helpers/utm'
import { leadAttribution } from 'shared/helpers/lead-attribution'
import { submitMarketingAudit, type MarketingAuditRequest } from './marketing-audit'
import { resetSupabaseClient } from './supabase-client'

/** As the form submits: with what the page knows at that moment. */
const onPage = (request: MarketingAuditRequest): MarketingAuditRequest => ({ ...request, attribution: leadAttribution() })

const request: MarketingAuditRequest = {
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'avery@glow.example',
  phone: '(512) 555-0142',
  businessName: 'Glow Aesthetics',
  // Left empty: the form's schema hands an empty optional field over as missing.
  website: undefined,
  monthlyBudget: '5k-10k',
  goals: 'More weekday bookings',
  questionnaireScore: 67,
  answers: { 'roi-tracking': 2, presence: 3 },
}

function respond(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return vi.fn(async () => new Response(text, { status, headers: { 'content-type': contentType } }))
}

beforeEach(() => {
  configureSite({ backend: { url: 'https://abc.supabase.co', anonKey: 'anon-key' } })
})
afterEach(() => {
  configureSite({ backend: defaultSiteConfig.backend })
  resetSupabaseClient()
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

/** The visitor's own second press, not the automatic retries. */
const noRetries = { retryForMs: 0 }

function sentArgs(fetchMock: ReturnType<typeof vi.fn>, call = 0): Record<string, unknown> {
  return JSON.parse(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>
}

describe('submitMarketingAudit', () => {
  it('calls the RPC with snake_case named arguments and returns both ids', async () => {
    const fetchMock = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(submitMarketingAudit(onPage(request))).resolves.toEqual({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://abc.supabase.co/rest/v1/rpc/submit_marketing_audit')
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Avery',
      last_name: 'Stone',
      email: 'avery@glow.example',
      phone: '(512) 555-0142',
      business_name: 'Glow Aesthetics',
      website: null,
      current_marketing: null,
      monthly_budget: '5k-10k',
      goals: 'More weekday bookings',
      questionnaire_score: '67',
      answers: { 'roi-tracking': 2, presence: 3 },
      request_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      page_url: 'http://localhost:3000/',
      referrer: null,
    })
  })

  it("sends what only the page knows: the session's UTM set, the page address and the referrer", async () => {
    captureUtm('?utm_source=meta&utm_medium=cpc&utm_campaign=spring%20botox')
    window.history.replaceState(null, '', '/marketing-audit?utm_term=fillers#form')
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/')
    const fetchMock = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(submitMarketingAudit(onPage(request))).resolves.toMatchObject({ kind: 'ok' })
    expect(sentArgs(fetchMock)).toMatchObject({
      utm_source: 'meta',
      utm_medium: 'cpc',
      utm_campaign: 'spring botox',
      utm_content: null,
      utm_term: null,
      page_url: 'http://localhost:3000/marketing-audit?utm_term=fillers#form',
      referrer: 'https://www.google.com/',
    })
  })

  it('clips or drops page details that do not fit, and still sends the request', async () => {
    window.sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: '😀'.repeat(300), utm_medium: 42, utm_content: 'a\ud83d', utm_term: '  ' }))
    window.history.replaceState(null, '', `/marketing-audit?q=${'x'.repeat(3000)}`)
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('android-app://com.example/')
    const fetchMock = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(submitMarketingAudit(onPage(request))).resolves.toMatchObject({ kind: 'ok' })
    const args = sentArgs(fetchMock)
    // Clipped by characters, never inside a surrogate pair (a lone half is not valid text).
    expect(args.utm_source).toBe('😀'.repeat(200))
    expect(args).toMatchObject({ utm_medium: null, utm_content: 'a', utm_term: null, referrer: null })
    // Too long with its query: the page without it.
    expect(args.page_url).toBe('http://localhost:3000/marketing-audit')
  })

  it('still stores the lead on a database that does not take the page details yet (site deployed before the migration)', async () => {
    const older = vi.fn(async (_url: string, init: RequestInit) => {
      const args = JSON.parse(String(init.body)) as Record<string, unknown>
      if ('page_url' in args) return new Response(JSON.stringify({ code: 'PGRST202', message: 'Could not find the function', details: null, hint: null }), { status: 404, headers: { 'content-type': 'application/json' } })
      return new Response(JSON.stringify({ contact_id: 'c-1', audit_id: 'a-1' }), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    vi.stubGlobal('fetch', older)
    await expect(submitMarketingAudit(onPage({ ...request, email: 'older@glow.example' }))).resolves.toEqual({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    expect(older).toHaveBeenCalledTimes(2)
    const [withDetails, without] = [sentArgs(older, 0), sentArgs(older, 1)]
    expect(Object.keys(without)).not.toContain('utm_source')
    expect(without.request_id).toBe(withDetails.request_id)
  })

  it('keeps the request id of a retry when only the page details changed', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', failing)
    const mine = { ...request, email: 'moved@glow.example' }
    await submitMarketingAudit(onPage(mine), noRetries)
    window.history.replaceState(null, '', '/marketing-audit?utm_source=later')
    captureUtm(window.location.search)
    await submitMarketingAudit(onPage(mine), noRetries)
    const [first, retry] = [sentArgs(failing, 0), sentArgs(failing, 1)]
    expect(retry.page_url).not.toBe(first.page_url)
    expect(retry.request_id).toBe(first.request_id)
  })

  it('retries the same answers under the same request id, so a lead stored despite a failed send is not stored twice', async () => {
    const sentIds = (fetchMock: ReturnType<typeof vi.fn>) =>
      fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).request_id as string)
    const mine = { ...request, email: 'retry@glow.example' }

    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', failing)
    await expect(submitMarketingAudit(onPage(mine), noRetries)).resolves.toMatchObject({ kind: 'failed' })
    await expect(submitMarketingAudit(onPage(mine), noRetries)).resolves.toMatchObject({ kind: 'failed' })
    // A corrected field is a new request.
    const correctedRequest = { ...mine, phone: '(512) 555-0199' }
    await expect(submitMarketingAudit(onPage(correctedRequest), noRetries)).resolves.toMatchObject({ kind: 'failed' })
    const [first, retry, corrected] = sentIds(failing)
    expect(retry).toBe(first)
    expect(corrected).not.toBe(first)

    const storing = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', storing)
    await submitMarketingAudit(onPage(correctedRequest))
    // Once stored, the same answers sent again are a new request.
    await submitMarketingAudit(onPage(correctedRequest))
    const [storedId, laterId] = sentIds(storing)
    expect(storedId).toBe(corrected)
    expect(laterId).not.toBe(corrected)
  })

  it('maps 429 / PT429 to rate-limited', async () => {
    vi.stubGlobal('fetch', respond(429, { code: 'PT429', message: 'rate_limited', details: null, hint: null }))
    await expect(submitMarketingAudit(onPage(request))).resolves.toEqual({ kind: 'rate-limited' })
  })

  it('maps the validation error to field messages with form field names', async () => {
    const details = JSON.stringify([
      { field: 'first_name', message: 'First name must be at least 2 characters' },
      { field: 'monthly_budget', message: 'Please select a budget range' },
    ])
    vi.stubGlobal('fetch', respond(400, { code: '22023', message: 'x', details, hint: 'invalid_audit_request' }))
    await expect(submitMarketingAudit(onPage(request))).resolves.toEqual({
      kind: 'invalid',
      errors: [
        { field: 'firstName', message: 'First name must be at least 2 characters' },
        { field: 'monthlyBudget', message: 'Please select a budget range' },
      ],
    })
  })

  it('maps a table constraint violation to invalid with the database message', async () => {
    vi.stubGlobal('fetch', respond(400, { code: '23514', message: 'violates check constraint', details: null, hint: null }))
    await expect(submitMarketingAudit(onPage(request))).resolves.toEqual({
      kind: 'invalid',
      errors: [{ field: 'form', message: 'violates check constraint' }],
    })
  })

  it.each([
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
    ['a 500 with an HTML body', respond(500, '<html>oops</html>', 'text/html')],
    ['a 503 PostgREST error', respond(503, { code: 'PGRST001', message: 'db down', details: null, hint: null })],
    ['a 200 with garbage', respond(200, 'not json', 'text/plain')],
    ['a 200 with the wrong shape', respond(200, { ok: true })],
    ['an unknown function (404)', respond(404, { code: 'PGRST202', message: 'nope', details: null, hint: null })],
  ])('never throws: %s becomes failed', async (_label, fetchMock) => {
    vi.stubGlobal('fetch', fetchMock)
    const result = await submitMarketingAudit(onPage(request), { retryForMs: 0 })
    expect(result.kind).toBe('failed')
  })

  describe('retries on its own while the API is briefly away', () => {
    const html502 = () => new Response('<html><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>', { status: 502, headers: { 'content-type': 'text/html' } })
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    const requestIds = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((_call, i) => sentArgs(fetchMock, i).request_id)

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    })
    /** Moves the clock on until `promise` settles, letting real work (Web Crypto, imports) run in between. */
    async function settled<T>(promise: Promise<T>): Promise<T> {
      let done = false
      void promise.finally(() => (done = true))
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve))
        await vi.advanceTimersByTimeAsync(250)
      }
      return promise
    }
    afterEach(() => {
      vi.useRealTimers()
    })

    it('through 502 pages, a network error and a 503, then stores the lead once under one request id, saying each retry', async () => {
      const answers = [html502, html502, () => Promise.reject(new TypeError('Failed to fetch')), () => json(503, { code: 'PGRST001', message: 'db down' }), () => json(200, { contact_id: 'c-1', audit_id: 'a-1' })]
      const fetchMock = vi.fn(async () => answers.shift()!())
      vi.stubGlobal('fetch', fetchMock)
      const retries: { retry: number; delayMs: number }[] = []
      const result = settled(submitMarketingAudit(onPage({ ...request, email: 'outage@glow.example' }), { onRetry: (retry) => retries.push(retry) }))
      await expect(result).resolves.toEqual({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
      expect(fetchMock).toHaveBeenCalledTimes(5)
      expect(new Set(requestIds(fetchMock)).size).toBe(1)
      expect(retries.map((r) => r.retry)).toEqual([1, 2, 3, 4])
      retries.forEach(({ retry, delayMs }) => expect(delayMs).toBeGreaterThanOrEqual(500 * 2 ** (retry - 1)))
    })

    it('gives up two minutes after the first send, with failed', async () => {
      const sentAt: number[] = []
      const fetchMock = vi.fn(async () => {
        sentAt.push(Date.now())
        return html502()
      })
      vi.stubGlobal('fetch', fetchMock)
      const result = settled(submitMarketingAudit(onPage({ ...request, email: 'long-outage@glow.example' })))
      await expect(result).resolves.toEqual({ kind: 'failed', message: 'There was an error submitting your form. Please try again.' })
      // At most 10 s apart after the first few: a dozen or more attempts, the last one within the two minutes.
      expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(12)
      const lastAfter = sentAt.at(-1)! - sentAt[0]!
      expect(lastAfter).toBeLessThanOrEqual(120_000)
      expect(lastAfter).toBeGreaterThan(100_000)
    })

    it.each([
      ['the rate limit (429 PT429)', () => json(429, { code: 'PT429', message: 'rate_limited' }), 'rate-limited'],
      ['the API token bucket (429 PGRST429)', () => json(429, { code: 'PGRST429', message: 'slow down' }), 'rate-limited'],
      ['a validation error (400)', () => json(400, { code: '22023', message: 'x', details: '[]' }), 'invalid'],
      ['a server error (500)', () => json(500, { code: 'XX000', message: 'boom' }), 'failed'],
    ])('does not retry %s', async (_label, answer, kind) => {
      const fetchMock = vi.fn(async () => answer())
      vi.stubGlobal('fetch', fetchMock)
      const onRetry = vi.fn()
      expect((await settled(submitMarketingAudit(onPage(request), { onRetry }))).kind).toBe(kind)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(onRetry).not.toHaveBeenCalled()
    })
  })

  it('returns failed (does not throw) when the backend is not configured', async () => {
    configureSite({ backend: { url: null, anonKey: '' } })
    await expect(submitMarketingAudit(onPage(request))).resolves.toMatchObject({ kind: 'failed' })
  })
})
