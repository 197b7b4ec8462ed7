import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, uniqueIp, type ApiTarget } from './targets.ts'
import { sampleAudit } from '../../src/sample-audit.ts'

/**
 * The API's contract through the real engine (PostgREST 12 over the migrations), as supabase-js
 * meets it: what "supabase-js talks to it exactly as it talks to Supabase" means in practice.
 */
export function validAudit(overrides: Record<string, unknown> = {}) {
  return sampleAudit({ email: `avery.${Math.random().toString(36).slice(2, 10)}@glowclinic.example`, ...overrides })
}

const pageView = {
  event_name: 'page_view',
  page_url: 'http://127.0.0.1:4173/services',
  referrer: null,
  user_agent: 'contract-suite',
  properties: { path: '/services', search: '', hash: '' },
}

export function defineContractSuite(name: string, start: () => Promise<ApiTarget>): void {
  describe(`API contract: ${name}`, () => {
    let target: ApiTarget
    beforeAll(async () => {
      target = await start()
    })
    afterAll(async () => {
      await target?.stop()
    })
    const anon = (ip?: string) => clientFor(target, target.anonKey, ip)
    const service = () => clientFor(target, target.serviceRoleKey)
    const raw = (path: string, init: RequestInit & { key?: string } = {}) => {
      const key = init.key ?? target.anonKey
      const headers = new Headers(init.headers)
      headers.set('apikey', key)
      headers.set('authorization', `Bearer ${key}`)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
      return (target.fetch ?? fetch)(`${target.url}/rest/v1${path}`, { ...init, headers })
    }

    describe('analytics_events (anon may insert, nothing else)', () => {
      it('accepts an insert with return=minimal: 201, no body', async () => {
        const result = await anon().from('analytics_events').insert(pageView)
        expect(result.error).toBeNull()
        expect(result.status).toBe(201)
        expect(result.data).toBeNull()
      })

      it('accepts an array insert (supabase-js adds ?columns=)', async () => {
        const result = await anon()
          .from('analytics_events')
          .insert([pageView, { ...pageView, event_name: 'scroll_depth', properties: { scroll_depth: 50 } }])
        expect(result.error).toBeNull()
        expect(result.status).toBe(201)
      })

      it('refuses insert().select().single(): 401 / 42501, no read-back for anon', async () => {
        const result = await anon().from('analytics_events').insert(pageView).select('id').single()
        expect(result.status).toBe(401)
        expect(result.error?.code).toBe('42501')
      })

      it('refuses SELECT on every table: 401 / 42501', async () => {
        for (const table of ['analytics_events', 'contacts', 'marketing_audits']) {
          const result = await anon().from(table).select('*')
          expect(result.status, table).toBe(401)
          expect(result.error?.code, table).toBe('42501')
        }
      })

      it('refuses setting server-owned columns (id): 401 / 42501', async () => {
        const result = await anon()
          .from('analytics_events')
          .insert({ ...pageView, id: '00000000-0000-4000-8000-000000000000' })
        expect(result.status).toBe(401)
        expect(result.error?.code).toBe('42501')
      })

      it('enforces the CHECK limits: 400 / 23514', async () => {
        const badName = await anon().from('analytics_events').insert({ ...pageView, event_name: 'Page View!' })
        expect(badName.status).toBe(400)
        expect(badName.error?.code).toBe('23514')
        const bigProps = await anon()
          .from('analytics_events')
          .insert({ ...pageView, properties: { blob: 'x'.repeat(9000) } })
        expect(bigProps.status).toBe(400)
        expect(bigProps.error?.code).toBe('23514')
      })

      it('rejects an unknown column: 400 / PGRST204', async () => {
        const result = await anon().from('analytics_events').insert({ ...pageView, nope: 1 })
        expect(result.status).toBe(400)
        expect(result.error?.code).toBe('PGRST204')
      })
    })

    describe('contacts and marketing_audits (no anon access at all)', () => {
      it('refuses INSERT, UPDATE and DELETE: 401 / 42501', async () => {
        const insert = await anon().from('contacts').insert({ first_name: 'Eve', last_name: 'Il', email: 'e@x.io', phone: '5125550100' })
        const update = await anon().from('contacts').update({ first_name: 'Mallory' }).eq('source', 'marketing_audit')
        const remove = await anon().from('marketing_audits').delete().eq('status', 'pending')
        for (const [label, result] of Object.entries({ insert, update, remove })) {
          expect(result.status, label).toBe(401)
          expect(result.error?.code, label).toBe('42501')
        }
      })

      it('refuses an authenticated (non-anon) JWT too, with 403 / 42501', async () => {
        const key = await new SignJWT({ role: 'authenticated', iss: 'supabase-demo' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(target.jwtSecret))
        const result = await clientFor(target, key).from('contacts').select('id')
        expect(result.status).toBe(403)
        expect(result.error?.code).toBe('42501')
      })
    })

    describe('submit_marketing_audit RPC', () => {
      it('stores contact + audit and returns both ids: 200', async () => {
        const audit = validAudit()
        const result = await anon(uniqueIp()).rpc('submit_marketing_audit', audit)
        expect(result.error).toBeNull()
        expect(result.status).toBe(200)
        const ids = result.data as { contact_id: string; audit_id: string }
        expect(ids.contact_id).toMatch(/^[0-9a-f-]{36}$/)
        expect(ids.audit_id).toMatch(/^[0-9a-f-]{36}$/)

        const contact = await service()
          .from('contacts')
          .select('first_name,last_name,email,phone,company,message,source')
          .eq('id', ids.contact_id)
          .single()
        expect(contact.error).toBeNull()
        expect(contact.data).toMatchObject({
          first_name: 'Avery',
          email: audit.email,
          company: 'Glow Aesthetics',
          source: 'marketing_audit',
        })
        expect(contact.data?.message).toContain('5k-10k')

        const stored = await service()
          .from('marketing_audits')
          .select('contact_id,business_name,website_url,current_marketing,goals,current_marketing_spend,monthly_budget,questionnaire_score,answers,status')
          .eq('id', ids.audit_id)
          .single()
        expect(stored.data).toEqual({
          contact_id: ids.contact_id,
          business_name: 'Glow Aesthetics',
          website_url: 'https://glow.example',
          current_marketing: 'Instagram posts, no paid ads',
          goals: 'Fill weekday injectables slots',
          current_marketing_spend: null,
          monthly_budget: '5k-10k',
          questionnaire_score: 67,
          answers: audit.answers,
          status: 'pending',
        })
      })

      it('validates server-side: 400 / 22023 with every field message', async () => {
        const result = await anon(uniqueIp()).rpc(
          'submit_marketing_audit',
          validAudit({ first_name: 'A', email: 'not-an-email', phone: '123', monthly_budget: 'lots' }),
        )
        expect(result.status).toBe(400)
        expect(result.error?.code).toBe('22023')
        expect(result.error?.hint).toBe('invalid_audit_request')
        expect(JSON.parse(result.error?.details ?? '[]')).toEqual([
          { field: 'first_name', message: 'First name must be at least 2 characters' },
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'phone', message: 'Please enter a valid phone number' },
          { field: 'monthly_budget', message: 'Please select a budget range' },
        ])
      })

      it('answers a missing field with a validation message, not 404', async () => {
        const { email: _omitted, ...withoutEmail } = validAudit()
        const result = await anon(uniqueIp()).rpc('submit_marketing_audit', withoutEmail)
        expect(result.status).toBe(400)
        expect(result.error?.message).toContain('Email is required')
      })

      it('rate-limits to 5 per hour per client IP: 429 / PT429, nothing half-written', async () => {
        const ip = uniqueIp()
        const email = `limit.${Math.random().toString(36).slice(2, 10)}@example.com`
        for (let i = 0; i < 5; i++) {
          const ok = await anon(ip).rpc('submit_marketing_audit', validAudit({ email }))
          expect(ok.status, `submission ${i + 1}`).toBe(200)
        }
        const limited = await anon(ip).rpc('submit_marketing_audit', validAudit({ email }))
        expect(limited.status).toBe(429)
        expect(limited.error?.code).toBe('PT429')
        expect(limited.error?.message).toBe('rate_limited')

        const contacts = await service().from('contacts').select('id').eq('email', email)
        expect(contacts.data).toHaveLength(5)

        // Another address is unaffected.
        const other = await anon(uniqueIp()).rpc('submit_marketing_audit', validAudit())
        expect(other.status).toBe(200)
      })

      it('a retry with the same request_id returns the stored ids and stores nothing more, spending no rate-limit hit', async () => {
        const ip = uniqueIp()
        const requestId = randomUUID()
        const audit = validAudit({ request_id: requestId })
        const first = await anon(ip).rpc('submit_marketing_audit', audit)
        expect(first.status).toBe(200)
        for (let i = 0; i < 5; i++) {
          const retry = await anon(ip).rpc('submit_marketing_audit', audit)
          expect(retry.status, `retry ${i + 1}`).toBe(200)
          expect(retry.data).toEqual(first.data)
        }
        const contacts = await service().from('contacts').select('id').eq('email', audit.email)
        expect(contacts.data).toHaveLength(1)
        const audits = await service().from('marketing_audits').select('id, request_id').eq('request_id', requestId)
        expect(audits.data).toEqual([{ id: (first.data as { audit_id: string }).audit_id, request_id: requestId }])

        // One hit spent: four new requests from this address still go through, the fifth does not.
        for (let i = 0; i < 4; i++) {
          const other = await anon(ip).rpc('submit_marketing_audit', validAudit({ request_id: randomUUID() }))
          expect(other.status, `new request ${i + 1}`).toBe(200)
        }
        expect((await anon(ip).rpc('submit_marketing_audit', validAudit({ request_id: randomUUID() }))).status).toBe(429)
      })

      it('copies of one request arriving together are stored once', async () => {
        const audit = validAudit({ request_id: randomUUID() })
        const results = await Promise.all([1, 2, 3].map(() => anon(uniqueIp()).rpc('submit_marketing_audit', audit)))
        expect(results.map((result) => result.status)).toEqual([200, 200, 200])
        expect(new Set(results.map((result) => JSON.stringify(result.data))).size).toBe(1)
        const contacts = await service().from('contacts').select('id').eq('email', audit.email)
        expect(contacts.data).toHaveLength(1)
      })

      it('a request_id that is not a uuid: 400 / 22P02, nothing stored', async () => {
        const audit = validAudit({ request_id: 'retry-1' })
        const result = await anon(uniqueIp()).rpc('submit_marketing_audit', audit)
        expect(result.status).toBe(400)
        expect(result.error?.code).toBe('22P02')
        const contacts = await service().from('contacts').select('id').eq('email', audit.email)
        expect(contacts.data).toEqual([])
      })

      it('does not take the client IP from the arguments', async () => {
        const result = await anon(uniqueIp()).rpc('submit_marketing_audit', { ...validAudit(), client_ip: '1.2.3.4' })
        expect(result.status).toBe(404)
        expect(result.error?.code).toBe('PGRST202')
      })
    })

    describe('functions that are not public', () => {
      it('unknown function: 404 / PGRST202', async () => {
        const result = await anon().rpc('drop_everything', {})
        expect(result.status).toBe(404)
        expect(result.error?.code).toBe('PGRST202')
      })

      it('private helpers are not reachable: 404 / PGRST202', async () => {
        const result = await anon().rpc('check_rate_limit', { client_ip: '1.1.1.1', endpoint_name: 'x' })
        expect(result.status).toBe(404)
        expect(result.error?.code).toBe('PGRST202')
      })

      it('list_recent_leads is service_role only: anon 401 / 42501', async () => {
        const denied = await anon().rpc('list_recent_leads', {})
        expect(denied.status).toBe(401)
        expect(denied.error?.code).toBe('42501')
        const allowed = await service().rpc('list_recent_leads', { max_rows: 3 })
        expect(allowed.status).toBe(200)
        expect(Array.isArray(allowed.data)).toBe(true)
      })

      it('list_recent_leads tells a skipped quiz (0 answers) from a taken one', async () => {
        const taken = validAudit()
        const skipped = validAudit({ questionnaire_score: '0', answers: {} })
        for (const audit of [taken, skipped]) expect((await anon(uniqueIp()).rpc('submit_marketing_audit', audit)).status).toBe(200)
        const leads = await service().rpc('list_recent_leads', { max_rows: 20 })
        expect(leads.error).toBeNull()
        const rows = leads.data as { email: string; questionnaire_score: number; quiz_answers: number }[]
        expect(rows.find((row) => row.email === taken.email)).toMatchObject({ questionnaire_score: 67, quiz_answers: 5 })
        expect(rows.find((row) => row.email === skipped.email)).toMatchObject({ questionnaire_score: 0, quiz_answers: 0 })
      })

      it('purge_expired_data is service_role only: anon 401 / 42501; service_role gets one row per kind of data', async () => {
        const denied = await anon().rpc('purge_expired_data')
        expect(denied.status).toBe(401)
        expect(denied.error?.code).toBe('42501')
        const allowed = await service().rpc('purge_expired_data')
        expect(allowed.status).toBe(200)
        expect((allowed.data as { data: string }[]).map((row) => row.data)).toEqual([
          'contacts and their audit requests',
          'submission log',
          'rate-limit ledger',
          'analytics events',
        ])
      })
    })

    describe('keys and wire format', () => {
      it('forged key: 401 / PGRST301', async () => {
        const forged = `${target.anonKey.slice(0, -4)}AAAA`
        const result = await clientFor(target, forged).from('analytics_events').insert(pageView)
        expect(result.status).toBe(401)
        expect(result.error?.code).toBe('PGRST301')
      })

      it('expired key: 401 / PGRST301', async () => {
        const expired = await new SignJWT({ role: 'anon' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setExpirationTime(1_000)
          .sign(new TextEncoder().encode(target.jwtSecret))
        const result = await clientFor(target, expired).from('analytics_events').insert(pageView)
        expect(result.status).toBe(401)
        expect(result.error?.code).toBe('PGRST301')
      })

      it('single-object request matching 2 rows: 406 / PGRST116, and the insert is rolled back', async () => {
        const marker = `rollback_${Math.random().toString(36).slice(2, 8)}`
        const result = await service()
          .from('analytics_events')
          .insert([{ ...pageView, event_name: marker }, { ...pageView, event_name: marker }])
          .select('id')
          .single()
        expect(result.status).toBe(406)
        expect(result.error?.code).toBe('PGRST116')
        const after = await service().from('analytics_events').select('id').eq('event_name', marker)
        expect(after.data).toEqual([])
      })

      it('service_role insert().select().single() returns the row: 201', async () => {
        const result = await service().from('analytics_events').insert(pageView).select('id,event_name').single()
        expect(result.status).toBe(201)
        expect(result.data).toMatchObject({ event_name: 'page_view' })
      })

      it('malformed JSON: 400 / PGRST102', async () => {
        const response = await raw('/analytics_events', { method: 'POST', body: '{"event_name":' })
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ code: 'PGRST102' })
      })

      it('a schema other than public: 406 / PGRST106', async () => {
        const response = await raw('/analytics_events', {
          method: 'POST',
          body: JSON.stringify(pageView),
          headers: { 'content-profile': 'private' },
        })
        expect(response.status).toBe(406)
        expect(await response.json()).toMatchObject({ code: 'PGRST106' })
      })

      it('unknown table: 404', async () => {
        const response = await raw('/rate_limit_hits?select=*')
        expect(response.status).toBe(404)
      })
    })
  })
}
