import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalBackend } from '../src/index.ts'
import { validAudit } from './helpers/contract-suite.ts'
import { startLocalTarget, type ApiTarget } from './helpers/targets.ts'

/**
 * The local backend's front (the part nginx plays before PostgREST, with the composer's rules):
 * the paths it serves, the body limit, key presence, which client IP it trusts. This instance
 * trusts NO proxy header, as `npm run serve` does by default.
 */
describe("local backend: the front's behaviour", () => {
  let target: ApiTarget & { backend: LocalBackend }
  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: null, fromMigrated: true })
  })
  afterAll(async () => {
    await target?.stop()
  })

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/rest/v1${path}`, {
      method: 'POST',
      body,
      headers: {
        apikey: target.anonKey,
        authorization: `Bearer ${target.anonKey}`,
        'content-type': 'application/json',
        ...headers,
      },
    })

  it('serves /rest/v1 and nothing else: another path is a PostgREST-style 404', async () => {
    for (const path of ['/rest/v10/x', '/marketing-audit', '/rest']) {
      const response = await fetch(`${target.url}${path}`, { headers: { apikey: target.anonKey } })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'PGRST125' })
    }
    expect((await post('/analytics_events', JSON.stringify({ event_name: 'front_check', page_url: 'http://127.0.0.1:4173/' }))).status).toBe(201)
  })

  it('rejects bodies over the limit with 413 and PostgREST-style JSON', async () => {
    const huge = JSON.stringify({ event_name: 'x', page_url: 'y', properties: { blob: 'x'.repeat(70 * 1024) } })
    const response = await post('/analytics_events', huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'PGRST413' })
  })

  it('requires a key: 401 with PostgREST-style JSON', async () => {
    const response = await fetch(`${target.url}/rest/v1/analytics_events`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })

  it('ignores client-supplied IP headers when no proxy is trusted (socket address wins)', async () => {
    // Every call claims a different address in each header a proxy might set; all come from
    // 127.0.0.1, so the sixth is rate-limited anyway.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await post('/rpc/submit_marketing_audit', JSON.stringify(validAudit()), {
        'x-forwarded-for': `203.0.113.${i}`,
        'cf-connecting-ip': `203.0.113.${100 + i}`,
        'x-real-ip': `203.0.113.${200 + i}`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
