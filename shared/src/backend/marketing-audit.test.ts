import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultSiteConfig } from 'shared/config'
import { configureSite } from 'shared/config/schema'
import { submitMarketingAudit, type MarketingAuditRequest } from './marketing-audit'
import { resetSupabaseClient } from './supabase-client'

const request: MarketingAuditRequest = {
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'avery@glow.example',
  phone: '(512) 555-0142',
  businessName: 'Glow Aesthetics',
  website: '  ',
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
})

describe('submitMarketingAudit', () => {
  it('calls the RPC with snake_case named arguments and returns both ids', async () => {
    const fetchMock = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(submitMarketingAudit(request)).resolves.toEqual({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
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
    })
  })

  it('retries the same answers under the same request id, so a lead stored despite a failed send is not stored twice', async () => {
    const sentIds = (fetchMock: ReturnType<typeof vi.fn>) =>
      fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).request_id as string)
    const mine = { ...request, email: 'retry@glow.example' }

    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', failing)
    await expect(submitMarketingAudit(mine)).resolves.toMatchObject({ kind: 'failed' })
    await expect(submitMarketingAudit(mine)).resolves.toMatchObject({ kind: 'failed' })
    // A corrected field is a new request.
    const correctedRequest = { ...mine, phone: '(512) 555-0199' }
    await expect(submitMarketingAudit(correctedRequest)).resolves.toMatchObject({ kind: 'failed' })
    const [first, retry, corrected] = sentIds(failing)
    expect(retry).toBe(first)
    expect(corrected).not.toBe(first)

    const storing = respond(200, { contact_id: 'c-1', audit_id: 'a-1' })
    vi.stubGlobal('fetch', storing)
    await submitMarketingAudit(correctedRequest)
    // Once stored, the same answers sent again are a new request.
    await submitMarketingAudit(correctedRequest)
    const [storedId, laterId] = sentIds(storing)
    expect(storedId).toBe(corrected)
    expect(laterId).not.toBe(corrected)
  })

  it('maps 429 / PT429 to rate-limited', async () => {
    vi.stubGlobal('fetch', respond(429, { code: 'PT429', message: 'rate_limited', details: null, hint: null }))
    await expect(submitMarketingAudit(request)).resolves.toEqual({ kind: 'rate-limited' })
  })

  it('maps the validation error to field messages with form field names', async () => {
    const details = JSON.stringify([
      { field: 'first_name', message: 'First name must be at least 2 characters' },
      { field: 'monthly_budget', message: 'Please select a budget range' },
    ])
    vi.stubGlobal('fetch', respond(400, { code: '22023', message: 'x', details, hint: 'invalid_audit_request' }))
    await expect(submitMarketingAudit(request)).resolves.toEqual({
      kind: 'invalid',
      errors: [
        { field: 'firstName', message: 'First name must be at least 2 characters' },
        { field: 'monthlyBudget', message: 'Please select a budget range' },
      ],
    })
  })

  it('maps a table constraint violation to invalid with the database message', async () => {
    vi.stubGlobal('fetch', respond(400, { code: '23514', message: 'violates check constraint', details: null, hint: null }))
    await expect(submitMarketingAudit(request)).resolves.toEqual({
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
    const result = await submitMarketingAudit(request)
    expect(result.kind).toBe('failed')
  })

  it('returns failed (does not throw) when the backend is not configured', async () => {
    configureSite({ backend: { url: null, anonKey: '' } })
    await expect(submitMarketingAudit(request)).resolves.toMatchObject({ kind: 'failed' })
  })
})
