import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalBackend } from '../src/index.ts'
import { validAudit } from './helpers/contract-suite.ts'
import { startLocalTarget, uniqueIp, type ApiTarget } from './helpers/targets.ts'

/**
 * The local API's own input rules, beyond what PostgREST does: argument types are checked against
 * the function's declared types, bodies must be valid UTF-8, and the API root describes nothing.
 */
describe('local API: argument types, body encoding, API root', () => {
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

  async function countAudits(): Promise<number> {
    const response = await request('/marketing_audits?select=id', { key: target.serviceRoleKey })
    return ((await response.json()) as unknown[]).length
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
      it(`GET /rest/v1/ and /rest/v1 as ${label}: 404 / PGRST125, no table or function names`, async () => {
        for (const path of ['/', '']) {
          const response = await request(path, { key: key() })
          const text = await response.clone().text()
          await expectPgrstError(response, 404, 'PGRST125')
          for (const name of ['analytics_events', 'contacts', 'marketing_audits', 'submit_marketing_audit', 'list_recent_leads']) {
            expect(text).not.toContain(name)
          }
        }
      })
    }

    it('other methods on the root: 404 / PGRST125 too', async () => {
      await expectPgrstError(await request('/', { method: 'POST', body: '{}' }), 404, 'PGRST125')
      await expectPgrstError(await request('/', { method: 'DELETE' }), 404, 'PGRST125')
    })
  })

  describe('RPC arguments must have the declared JSON type', () => {
    it.each([
      ['first_name', true, '"first_name" must be a string'],
      ['first_name', { a: 1 }, '"first_name" must be a string'],
      ['first_name', ['Ann'], '"first_name" must be a string'],
      ['last_name', 12345, '"last_name" must be a string'],
      ['website', false, '"website" must be a string'],
      ['monthly_budget', 5000, '"monthly_budget" must be a string'],
      ['request_id', 7, '"request_id" must be a string'],
      ['questionnaire_score', true, '"questionnaire_score" must be a string or a number'],
      ['questionnaire_score', [67], '"questionnaire_score" must be a string or a number'],
    ])('%s = %j: 400 / 22023 naming the argument, nothing stored', async (field, value, message) => {
      const before = await countAudits()
      const response = await request('/rpc/submit_marketing_audit', { body: JSON.stringify(validAudit({ [field]: value })) })
      const body = await expectPgrstError(response, 400, '22023')
      expect(body.message).toBe(message)
      expect(JSON.parse(body.details ?? '')).toEqual([{ field, message }])
      expect(await countAudits()).toBe(before)
    })

    it('names every argument of the wrong type at once', async () => {
      const response = await request('/rpc/submit_marketing_audit', { body: JSON.stringify(validAudit({ first_name: true, email: {} })) })
      const body = await expectPgrstError(response, 400, '22023')
      expect(body.message).toBe('"first_name" must be a string. "email" must be a string')
    })

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

    it('an integer argument takes a number, not a boolean or text', async () => {
      const ok = await request('/rpc/list_recent_leads', { key: target.serviceRoleKey, body: JSON.stringify({ max_rows: 1 }) })
      expect(ok.status).toBe(200)
      for (const value of [true, '1']) {
        const wrong = await request('/rpc/list_recent_leads', { key: target.serviceRoleKey, body: JSON.stringify({ max_rows: value }) })
        expect((await expectPgrstError(wrong, 400, '22023')).message).toBe('"max_rows" must be a number')
      }
    })
  })

  describe('request bodies must be valid UTF-8', () => {
    const withBytes = (json: string, bytes: number[]) => {
      const [before = '', after = ''] = json.split('@@')
      return new Uint8Array(Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]))
    }

    it.each([
      ['0xff 0xfe', [0xff, 0xfe]],
      ['a truncated sequence', [0xc3, 0x28]],
      ['an overlong "/"', [0xc0, 0xaf]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ])('%s: 400 / PGRST102, nothing stored', async (_label, bytes) => {
      const before = await countAudits()
      const json = JSON.stringify(validAudit({ last_name: 'St@@one' }))
      const body = await expectPgrstError(await request('/rpc/submit_marketing_audit', { body: withBytes(json, bytes) }), 400, 'PGRST102')
      expect(body.details).toBe('The request body is not valid UTF-8')
      expect(await countAudits()).toBe(before)
    })

    it('valid multi-byte UTF-8 and a literal U+FFFD still work', async () => {
      const response = await request('/rpc/submit_marketing_audit', { body: JSON.stringify(validAudit({ last_name: 'Nguy\u1ec5n \u{1F600} \ufffd' })) })
      expect(response.status, await response.clone().text()).toBe(200)
    })
  })
})
