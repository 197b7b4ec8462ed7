import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalBackend } from '../src/index.ts'
import { validAudit } from './helpers/contract-suite.ts'
import { clientFor, startLocalTarget, type ApiTarget } from './helpers/targets.ts'

/**
 * Behaviour that is the local backend's own (the part hosted Supabase's gateway does): CORS,
 * body limit, key presence, which client IP it trusts. This instance trusts NO proxy header,
 * as `npm run serve` does by default.
 */
describe('local backend: gateway behaviour', () => {
  let target: ApiTarget & { backend: LocalBackend }
  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: null, bodyLimitBytes: 64 * 1024, fromMigrated: true })
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

  it('handles() claims /rest/v1 and nothing else', () => {
    expect(target.backend.handles('/rest/v1')).toBe(true)
    expect(target.backend.handles('/rest/v1/analytics_events?select=id')).toBe(true)
    expect(target.backend.handles('/rest/v10/x')).toBe(false)
    expect(target.backend.handles('/marketing-audit')).toBe(false)
    expect(target.backend.handles('/rest')).toBe(false)
    // Request targets no URL parser accepts are not ours, and never throw (that used to crash
    // the standalone server and the composition server).
    expect(target.backend.handles('http://[')).toBe(false)
  })

  it('answers CORS preflights for the dev origins and refuses others', async () => {
    const allowed = await fetch(`${target.url}/rest/v1/analytics_events`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5174',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,content-profile,x-client-info',
      },
    })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5174')
    expect(allowed.headers.get('access-control-allow-headers')).toContain('apikey')
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')

    const refused = await fetch(`${target.url}/rest/v1/analytics_events`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()

    const actual = await post('/analytics_events', JSON.stringify({ event_name: 'cors_check', page_url: 'http://127.0.0.1:4173/' }), {
      origin: 'http://127.0.0.1:4173',
    })
    expect(actual.status).toBe(201)
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
  })

  it('rejects bodies over the limit with 413 and PostgREST-style JSON', async () => {
    const huge = JSON.stringify({ event_name: 'x', page_url: 'y', properties: { blob: 'x'.repeat(70 * 1024) } })
    const response = await post('/analytics_events', huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' })
  })

  it('requires a key: 401 with PostgREST-style JSON', async () => {
    const response = await fetch(`${target.url}/rest/v1/analytics_events`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'PGRST302',
      message: 'No API key found in request',
      details: null,
      hint: 'No `apikey` request header or url param was found.',
    })
  })

  it('refuses a token whose role is not an API role (e.g. postgres)', async () => {
    const { SignJWT } = await import('jose')
    const superuser = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(target.jwtSecret))
    const result = await clientFor(target, superuser).from('contacts').select('*')
    expect(result.status).toBe(403)
    expect(result.error?.code).toBe('42501')
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
