import { createServer, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedTargetFromEnv } from '../../src/cli/hosted-target.ts'
import { submitLead } from '../outbox/helpers.ts'
import { pg15ApiSkipReason, startPg15Api, type Pg15Api } from '../helpers/pg15-postgrest.ts'
import { runScript } from '../helpers/processes.ts'
import { listen, tempDir } from '../helpers/targets.ts'

/**
 * `npm run leads` against a self-hosted project (PostgreSQL 15, the real PostgREST, a gateway at
 * /rest/v1), as an operator runs it with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: every option
 * works as it does on the local data folder, and the key goes to that address only (https://, or
 * http:// on loopback; a redirect is refused).
 */
describe.skipIf(pg15ApiSkipReason !== null)(`npm run leads against a hosted project${pg15ApiSkipReason ? ` (skipped: ${pg15ApiSkipReason})` : ''}`, () => {
  let api: Pg15Api
  const dir = tempDir('leads-hosted-')
  /** A data folder that does not exist: anything read from it would say "No local data yet". */
  const local = { LOCAL_BACKEND_DATA_DIR: join(dir.path, 'never-started'), LOCAL_BACKEND_JWT_SECRET: '' }
  const hosted = () => ({ ...local, SUPABASE_URL: api.url, SUPABASE_SERVICE_ROLE_KEY: api.serviceRoleKey })
  const leads = (args: string[], env = hosted()) => runScript('src/cli/leads.ts', args, env)
  const ids: Record<'queued' | 'delivered' | 'dead', string> = { queued: '', delivered: '', dead: '' }
  const paging = 1203

  beforeAll(async () => {
    api = await startPg15Api()
    for (const state of ['queued', 'delivered', 'dead'] as const) ids[state] = await submitLead(api, { email: `${state}@hosted.example`, first_name: 'Hosted' })
    api.cluster.psql(`update private.lead_deliveries set state = 'delivered', delivered_at = now(), attempts = 1 where audit_id = '${ids.delivered}';
      update private.lead_deliveries set state = 'dead', attempts = 3, last_error = 'HTTP 400: refused' where audit_id = '${ids.dead}'`)
    // More than a page of 1,000, all stored by one statement: one created_at, so paging relies on the audit id too.
    api.cluster.psql(`
      with c as (
        insert into public.contacts (first_name, last_name, email, phone)
        select 'Paging', 'Lead' || g, 'paging' || g || '@hosted.example', '5125550148' from generate_series(1, ${paging}) as g
        returning id)
      insert into public.marketing_audits (contact_id, business_name, monthly_budget, questionnaire_score)
      select id, 'Paging Spa', '2k-5k', 60 from c`)
  })

  afterAll(async () => {
    await api?.stop()
    dir.remove()
  })

  it('lists the project\'s leads, newest first, with their delivery', async () => {
    const table = await leads(['--limit', '1210'])
    expect(table.code, table.stderr).toBe(0)
    expect(table.stderr).not.toContain('No local data')
    const lines = table.stdout.split('\n')
    const row = (email: string) => lines.find((line) => line.includes(email)) ?? ''
    expect(row('queued@hosted.example')).toContain('queued')
    expect(row('delivered@hosted.example')).toContain('delivered')
    expect(row('dead@hosted.example')).toContain('dead (3 attempts)')
    expect(lines.filter((line) => line.includes('@hosted.example'))).toHaveLength(3 + paging)
    // The table's default: the latest 50.
    const latest = await leads([])
    expect(latest.stdout.split('\n').filter((line) => line.includes('@hosted.example'))).toHaveLength(50)
  })

  it('--csv exports every lead, paging past 1,000 rows without a gap or a repeat', async () => {
    const csv = await leads(['--csv'])
    expect(csv.code, csv.stderr).toBe(0)
    const lines = csv.stdout.trim().split('\r\n')
    expect(lines[0]).toContain('"audit id"')
    expect(lines).toHaveLength(1 + 3 + paging)
    expect(new Set(lines).size).toBe(lines.length)
    for (const id of Object.values(ids)) expect(csv.stdout).toContain(id)
  })

  it('--undelivered lists the queued and dead leads; --redeliver re-queues one, --redeliver-dead every dead one', async () => {
    const undelivered = await leads(['--undelivered'])
    expect(undelivered.code, undelivered.stderr).toBe(0)
    expect(undelivered.stdout).toContain(ids.queued)
    expect(undelivered.stdout).toContain(ids.dead)
    expect(undelivered.stdout).not.toContain(ids.delivered)

    const again = await leads(['--redeliver', ids.dead])
    expect(again.code, again.stderr).toBe(0)
    expect(again.stderr).toContain(`Queued lead ${ids.dead} for delivery again.`)
    const state = () => api.cluster.psql(`select state || ' ' || attempts from private.lead_deliveries where audit_id = '${ids.dead}'`).trim()
    expect(state()).toBe('pending 0')

    const unknown = await leads(['--redeliver', '00000000-0000-4000-8000-000000000000'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No lead with audit id 00000000-0000-4000-8000-000000000000')

    api.cluster.psql(`update private.lead_deliveries set state = 'dead', attempts = 3 where audit_id = '${ids.dead}'`)
    const dead = await leads(['--redeliver-dead'])
    expect(dead.code, dead.stderr).toBe(0)
    expect(dead.stderr).toContain('Queued 1 dead-lettered lead for delivery again.')
    expect(state()).toBe('pending 0')
  })

  it('names the project when the key is refused', async () => {
    const wrongKey = await leads([], { ...hosted(), SUPABASE_SERVICE_ROLE_KEY: api.anonKey })
    expect(wrongKey.code).toBe(1)
    expect(wrongKey.stderr).toContain(`Reading leads from ${api.url} failed`)
  })

  it('refuses a redirect, naming the address, and sends nothing where it points', async () => {
    const elsewhere: IncomingHttpHeaders[] = []
    const target = createServer((req, res) => {
      elsewhere.push(req.headers)
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]')
    })
    const targetUrl = await listen(target)
    const redirecting = createServer((req, res) => res.writeHead(307, { location: `${targetUrl}${req.url}` }).end())
    const redirectingUrl = await listen(redirecting)
    try {
      for (const args of [[], ['--redeliver-dead']]) {
        const result = await leads(args, { ...hosted(), SUPABASE_URL: redirectingUrl })
        expect(result.code, result.stdout).toBe(1)
        expect(result.stderr).toContain(`${redirectingUrl} answered an owner request with a redirect (HTTP 307 to ${targetUrl}/rest/v1/rpc/`)
      }
      expect(elsewhere).toEqual([])
    } finally {
      redirecting.close()
      target.close()
    }
  })

  it('sends the key only over https://, or http:// to this machine, and says what is wrong with the setting', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ SUPABASE_URL: 'http://db.example.com' }, 'SUPABASE_URL must be https://'],
      [{ SUPABASE_URL: 'http://10.0.0.5:3000' }, 'SUPABASE_URL must be https://'],
      [{ SUPABASE_URL: 'not a url' }, 'SUPABASE_URL is not a URL'],
      [{ SUPABASE_URL: `${api.url}/rest/v1` }, `use ${api.url}.`],
      [{ SUPABASE_URL: 'https://user:pw@db.example.com' }, 'must not carry a user name or password'],
      [{ SUPABASE_SERVICE_ROLE_KEY: '' }, 'Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY'],
    ]
    for (const [env, message] of cases) expect(() => hostedTargetFromEnv({ ...hosted(), ...env }), JSON.stringify(env)).toThrow(message)
    for (const url of ['https://abc.supabase.co', 'http://localhost:8000', 'http://[::1]:3000', api.url]) {
      expect(hostedTargetFromEnv({ ...hosted(), SUPABASE_URL: url })?.address).toBe(url)
    }
    expect(hostedTargetFromEnv({ SUPABASE_URL: ' ', SUPABASE_SERVICE_ROLE_KEY: '' })).toBeNull()
    // The command says so and exits 1, before anything reaches the network.
    const before = api.seen.length
    const plain = await leads([], { ...hosted(), SUPABASE_URL: 'http://db.example.com' })
    expect(plain.code).toBe(1)
    expect(plain.stderr).toContain('SUPABASE_URL must be https:// (plain http:// only on this machine')
    expect(api.seen.length).toBe(before)
  })
})
