import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureSite } from 'shared/helpers/config/schema'
import type { LeadValues } from 'shared/helpers/lead-contract'

const backend = vi.hoisted(() => ({ submitMarketingAudit: vi.fn(), track: vi.fn() }))
vi.mock('shared/singletons/backend/marketing-audit', () => ({ submitMarketingAudit: backend.submitMarketingAudit }))
vi.mock('shared/singletons/backend/analytics', () => ({ track: backend.track }))

const { submitAuditRequest } = await import('./submit')

const values: LeadValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@glowmedspa.com',
  phone: '5125550199',
  businessName: 'Glow Med Spa',
  website: 'glowmedspa.com',
  currentMarketing: undefined,
  monthlyBudget: '2k-5k',
  goals: 'Fill Tuesdays',
}
const answers = { 'roi-tracking': 1 }
let fetchMock: ReturnType<typeof vi.fn>
let gtag: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null)))
  gtag = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('gtag', gtag)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('submitAuditRequest', () => {
  it('sends the request with the quiz score and answers, then the follow-ups', async () => {
    backend.submitMarketingAudit.mockResolvedValue({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    const result = await submitAuditRequest({ values, score: 7, answers })
    expect(result).toEqual({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    // With what only the page knows (the session's UTM set, the page address, the referrer).
    expect(backend.submitMarketingAudit).toHaveBeenCalledWith(
      {
        ...values,
        questionnaireScore: 7,
        answers,
        attribution: expect.objectContaining({ page_url: window.location.href, referrer: null, utm_source: null }),
      },
      {},
    )
    // Analytics gets no contact data: the lead itself goes to the CRM from the server.
    expect(backend.track).toHaveBeenCalledWith('marketing_audit_submission', { score: 7, contact_id: 'c-1', audit_id: 'a-1' })
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', { form_type: 'marketing_audit' })
  })

  it('posts nothing from the browser beyond the backend call, even where a deployment still sets webhookUrl', async () => {
    // The server sends the lead to the CRM; a leftover /config.json setting is ignored (with a console note).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    configureSite({ webhookUrl: 'https://hooks.example.com/audit' })
    backend.submitMarketingAudit.mockResolvedValue({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    await submitAuditRequest({ values, score: 7, answers })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchMock).not.toHaveBeenCalled()
    configureSite({})
    vi.restoreAllMocks()
  })

  it('does not wait for analytics, and ignores its failure', async () => {
    backend.submitMarketingAudit.mockResolvedValue({ kind: 'ok', contactId: 'c-1', auditId: 'a-1' })
    backend.track.mockImplementation(() => new Promise(() => undefined)) // never settles
    await expect(submitAuditRequest({ values, score: 0, answers: {} })).resolves.toMatchObject({ kind: 'ok' })
    backend.track.mockRejectedValue(new Error('analytics down'))
    await expect(submitAuditRequest({ values, score: 0, answers: {} })).resolves.toMatchObject({ kind: 'ok' })
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', expect.any(Object))
  })

  it.each([
    [{ kind: 'rate-limited' }],
    [{ kind: 'failed', message: 'HTTP 503' }],
    [{ kind: 'invalid', errors: [{ field: 'email', message: 'Please enter a valid email address' }] }],
  ])('sends no follow-ups when not stored: %j', async (outcome) => {
    backend.submitMarketingAudit.mockResolvedValue(outcome)
    await expect(submitAuditRequest({ values, score: 0, answers: {} })).resolves.toEqual(outcome)
    expect(backend.track).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(gtag).not.toHaveBeenCalledWith('event', 'form_submission', expect.anything())
  })

  it('turns an unexpected throw into a failure', async () => {
    backend.submitMarketingAudit.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(submitAuditRequest({ values, score: 0, answers: {} })).resolves.toEqual({ kind: 'failed', message: 'Failed to fetch' })
    expect(gtag).toHaveBeenCalledWith('event', 'form_error', { form_type: 'marketing_audit', reason: 'failed' })
  })
})
