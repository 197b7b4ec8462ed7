import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalBackend } from '../src/index.ts'
import { validAudit } from './helpers/contract-suite.ts'
import { startLocalTarget, uniqueIp, type ApiTarget } from './helpers/targets.ts'

/**
 * What the API (PostgREST 12 with the production settings) tells a caller about itself, and the
 * argument types it takes: the root describes nothing (OpenAPI off), and the lead RPC takes what
 * its declared types allow.
 */
describe('the API: its root, and the types it takes', () => {
  let target: ApiTarget & { backend: LocalBackend }
  let authenticatedKey: string
  beforeAll(async () => {
    target = await startLocalTarget({ fromMigrated: true })
    authenticatedKey = await new SignJWT({ role: 'authenticated', iss: 'supabase-demo' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(target.jwtSecret))
  })
  afterAll(async () => {
    await target?.stop()
  })

  const request = (path: string, init: { method?: string; body?: string | Uint8Array; key?: string } = {}) => {
    const key = init.key ?? target.anonKey
    return fetch(`${target.url}/rest/v1${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      body: init.body as BodyInit | undefined,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
    })
  }

  async function expectPgrstError(response: Response, status: number, code: string): Promise<{ message: string; details: string | null }> {
    const text = await response.text()
    expect(response.status, text).toBe(status)
    const body = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect(body.code).toBe(code)
    return body as { message: string; details: string | null }
  }

  describe('the API root describes nothing', () => {
    for (const [label, key] of [
      ['anon', () => target.anonKey],
      ['authenticated', () => authenticatedKey],
      ['service_role', () => target.serviceRoleKey],
    ] as const) {
      it(`GET /rest/v1/ and /rest/v1 as ${label}: refused, no table or function names`, async () => {
        for (const path of ['/', '']) {
          const response = await request(path, { key: key() })
          const text = await response.text()
          expect(response.status, text).toBeGreaterThanOrEqual(400)
          for (const name of ['analytics_events', 'contacts', 'marketing_audits', 'submit_marketing_audit', 'list_recent_leads']) {
            expect(text).not.toContain(name)
          }
        }
      })
    }

    it('other methods on the root: refused too', async () => {
      expect((await request('/', { method: 'POST', body: '{}' })).status).toBeGreaterThanOrEqual(400)
      expect((await request('/', { method: 'DELETE' })).status).toBeGreaterThanOrEqual(400)
    })
  })

  describe('what the API takes', () => {
    it('accepts what the declared types allow: null for text, a number for the score, any JSON for jsonb', async () => {
      const ok = await request('/rpc/submit_marketing_audit', {
        body: JSON.stringify(validAudit({ website: null, goals: null, questionnaire_score: 67, request_id: null })),
      })
      expect(ok.status, await ok.clone().text()).toBe(200)
      // jsonb takes any JSON; the function's own validation then judges it (22023 with its hint).
      const answers = await request('/rpc/submit_marketing_audit', { body: JSON.stringify(validAudit({ answers: 'roi=2' })) })
      const body = await expectPgrstError(answers, 400, '22023')
      expect(body.message).toBe('The quiz answers could not be read: please answer the quiz again')
    })

    it('valid multi-byte UTF-8 and a literal U+FFFD still work', async () => {
      const response = await request('/rpc/submit_marketing_audit', { body: JSON.stringify(validAudit({ last_name: 'Nguy\u1ec5n \u{1F600} \ufffd' })) })
      expect(response.status, await response.clone().text()).toBe(200)
    })
  })
})
