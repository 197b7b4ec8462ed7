import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSiteConfig } from 'shared/singletons/config'
import { configureSite } from 'shared/helpers/config/schema'
import { flushAnalytics, track } from '../../shared/src/singletons/backend/analytics.ts'
import { submitMarketingAudit, type MarketingAuditRequest } from '../../shared/src/singletons/backend/marketing-audit.ts'
import { resetSupabaseClient } from '../../shared/src/singletons/backend/supabase-client.ts'
import { clientFor, startLocalTarget, type ApiTarget } from './helpers/targets.ts'

/**
 * The site's own client modules (shared/src/singletons/backend) against the real local backend: what the
 * audit form and the analytics code will actually get back.
 */
describe('shared backend client against the local backend', () => {
  let target: ApiTarget
  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: null, fromMigrated: true })
    configureSite({ backend: { url: target.url, anonKey: target.anonKey } })
  })
  afterAll(async () => {
    configureSite({ backend: defaultSiteConfig.backend })
    resetSupabaseClient()
    await target?.stop()
  })

  const request: MarketingAuditRequest = {
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan@wellness.example',
    phone: '512-555-0199',
    businessName: 'Reyes Wellness',
    monthlyBudget: '2k-5k',
    questionnaireScore: 40,
    answers: { 'roi-tracking': 1, 'online-presence': 2, 'lead-generation': 1, 'follow-up': 1, audience: 1 },
  }

  it('ok, invalid, then rate-limited after 5 from one address', async () => {
    const first = await submitMarketingAudit(request)
    expect(first).toMatchObject({ kind: 'ok' })

    const invalid = await submitMarketingAudit({ ...request, email: 'nope', phone: '12' })
    expect(invalid).toEqual({
      kind: 'invalid',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'phone', message: 'Please enter a valid phone number' },
      ],
    })

    for (let i = 0; i < 4; i++) expect((await submitMarketingAudit(request)).kind).toBe('ok')
    expect(await submitMarketingAudit(request)).toEqual({ kind: 'rate-limited' })
  })

  it('analytics batches land in analytics_events, awkward values included', async () => {
    for (let i = 0; i < 3; i++) track('Page View', { i, nul: 'a\u0000b', big: 'z'.repeat(20_000) }, { pageUrl: `http://127.0.0.1:4173/p${i}` })
    await flushAnalytics()
    const rows = await clientFor(target, target.serviceRoleKey)
      .from('analytics_events')
      .select('event_name,page_url,properties')
      .order('page_url')
    expect(rows.error).toBeNull()
    expect(rows.data).toHaveLength(3)
    expect(rows.data?.[0]).toMatchObject({ event_name: 'page_view', page_url: 'http://127.0.0.1:4173/p0' })
  })

  it('a network failure is a failed result, not an exception', async () => {
    configureSite({ backend: { url: 'http://127.0.0.1:9', anonKey: target.anonKey } })
    try {
      // Without retries: the two minutes of retrying are the unit tests' (shared/src/singletons/backend).
      expect(await submitMarketingAudit(request, { retryForMs: 0 })).toMatchObject({ kind: 'failed' })
    } finally {
      configureSite({ backend: { url: target.url, anonKey: target.anonKey } })
    }
  })
})
