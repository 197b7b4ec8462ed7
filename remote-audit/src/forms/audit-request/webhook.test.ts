import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureUtm } from 'shared/lib/utm'
import type { StoredSubmission } from './webhook'
import { buildWebhookPayload, sendAutomationWebhook } from './webhook'

const submission: StoredSubmission = {
  values: {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@glowmedspa.com',
    phone: '5125550199',
    businessName: 'Glow Med Spa',
    website: undefined,
    currentMarketing: 'Meta ads',
    monthlyBudget: '5k-10k',
    goals: undefined,
  },
  score: 67,
  answers: { 'roi-tracking': 2, 'follow-up': 3 },
  contactId: 'c-1',
  auditId: 'a-1',
}

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null)))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

describe('buildWebhookPayload', () => {
  it('carries the form data and every field SPEC §7 lists', () => {
    captureUtm('?utm_source=e2e&utm_medium=test&utm_campaign=x')
    const payload = buildWebhookPayload(submission, new Date('2025-06-01T12:00:00Z'))
    expect(payload).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@glowmedspa.com',
      phone: '5125550199',
      businessName: 'Glow Med Spa',
      website: '',
      currentMarketing: 'Meta ads',
      monthlyBudget: '5k-10k',
      goals: '',
      form_type: 'marketing_audit',
      timestamp: '2025-06-01T12:00:00.000Z',
      origin: window.location.origin,
      source: 'website_form',
      site_name: 'Elevate Practice Partners',
      page_url: window.location.href,
      path: window.location.pathname,
      referrer: '',
      user_agent: navigator.userAgent,
      utm_source: 'e2e',
      utm_medium: 'test',
      utm_campaign: 'x',
      utm_content: null,
      utm_term: null,
      questionnaireScore: 67,
      answers: { 'roi-tracking': 2, 'follow-up': 3 },
      contact_id: 'c-1',
      audit_id: 'a-1',
    })
  })
})

describe('sendAutomationWebhook', () => {
  it('sends nothing when no webhook URL is configured', () => {
    sendAutomationWebhook(buildWebhookPayload(submission), null)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('POSTs the JSON text, no-cors and keepalive', () => {
    const payload = buildWebhookPayload(submission)
    sendAutomationWebhook(payload, 'https://hooks.example.com/audit')
    expect(fetchMock).toHaveBeenCalledWith('https://hooks.example.com/audit', {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(payload),
      keepalive: true,
    })
  })

  it('swallows a failed request and reports gtag form_error', async () => {
    const gtag = vi.fn()
    vi.stubGlobal('gtag', gtag)
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(() => sendAutomationWebhook(buildWebhookPayload(submission), 'https://hooks.example.com/audit')).not.toThrow()
    await vi.waitFor(() => expect(gtag).toHaveBeenCalledWith('event', 'form_error', expect.objectContaining({ form_type: 'marketing_audit' })))
  })

  it('swallows fetch throwing synchronously', () => {
    fetchMock.mockImplementation(() => {
      throw new TypeError('Invalid URL')
    })
    expect(() => sendAutomationWebhook(buildWebhookPayload(submission), 'https://hooks.example.com/audit')).not.toThrow()
  })
})
