import { connect } from 'node:net'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../src/index.ts'
import { runScript } from '../helpers/processes.ts'
import { clientFor, copyMigratedFolder, tempDir, testJwtSecret, uniqueIp, type ApiTarget } from '../helpers/targets.ts'
import {
  baseAudit,
  baseEvent,
  categories,
  corpusSummary,
  hostileCorpus,
  type HostileCase,
  type StoredEvent,
} from './hostile-corpus.ts'
import {
  auditColumns,
  contactColumns,
  eventColumns,
  eventProblems,
  leadProblems,
  readLeads,
  storedLead,
  type AuditRow,
  type ContactRow,
} from './invariants.ts'

/**
 * Issue 11, item 1 (API half): every case of the hostile corpus, sent straight at the API with
 * the anon key, ends as a PostgREST-style 4xx or as a stored row within the validation limits;
 * nothing is half-stored; the server keeps serving; the leads CLI shows stored payloads inert.
 *
 * One backend for the whole file (PGlite start is the expensive part), on the standalone
 * server's own request listener, trusting x-forwarded-for so each case has its own client IP.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used')
  }
}

interface Reply {
  status: number
  text: string
  /** What supabase-js made of it, when the case went through supabase-js. */
  sdk?: { status: number; data: unknown; error: { code?: string; message?: string } | null }
}

describe('hostile input corpus against the local API', () => {
  const dir = tempDir('hostile-input-')
  const dataDir = join(dir.path, 'pglite')
  let backend: LocalBackend
  let url: string
  let target: ApiTarget
  let service: SupabaseClient
  /** What the backend logs as an internal failure (a 5xx it did not expect): must stay empty. */
  const internalErrors: string[] = []
  const quiet = {
    info: () => undefined,
    warn: console.warn,
    error: (...args: unknown[]) => internalErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')),
  }

  beforeAll(async () => {
    copyMigratedFolder(dataDir)
    backend = await startLocalBackend({ dataDir, jwtSecret: testJwtSecret, trustProxyHeader: 'x-forwarded-for', logger: quiet })
    url = backend.url
    target = { name: 'local', url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, jwtSecret: testJwtSecret, stop: async () => undefined }
    service = clientFor(target, backend.serviceRoleKey)
  })

  afterAll(async () => {
    await backend?.close()
    dir.remove()
  })

  /** supabase-js client that records the raw response (status and body text) it received. */
  function recordingClient(ip: string) {
    let last: { status: number; text: string } | null = null
    const client = createClient(url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
      global: {
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers)
          headers.set('x-forwarded-for', ip)
          const response = await fetch(input, { ...init, headers })
          last = { status: response.status, text: await response.clone().text() }
          return response
        },
      },
    })
    return { client, last: () => last }
  }

  async function viaSdk(run: (client: SupabaseClient) => PromiseLike<{ status: number; data: unknown; error: unknown }>, ip: string): Promise<Reply> {
    const { client, last } = recordingClient(ip)
    const result = await run(client)
    const raw = last()
    if (!raw) throw new Error(`no HTTP response (supabase-js: ${JSON.stringify(result.error)})`)
    return { ...raw, sdk: { status: result.status, data: result.data, error: result.error as { code?: string; message?: string } | null } }
  }

  function viaSocket(head: string): Promise<Reply> {
    const { port } = new URL(url)
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(head.replace('{key}', backend.anonKey)))
      const chunks: Buffer[] = []
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('error', reject)
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
        resolve({ status, text: text.slice(text.indexOf('\r\n\r\n') + 4) })
      })
      socket.setTimeout(10_000, () => socket.destroy(new Error('socket timeout')))
    })
  }

  async function send(c: HostileCase): Promise<Reply> {
    const ip = uniqueIp()
    const request = c.request
    switch (request.kind) {
      case 'rpc': {
        const args: Record<string, unknown> = { ...baseAudit }
        for (const key of request.omit ?? []) delete args[key]
        Object.assign(args, request.args)
        return viaSdk((client) => client.rpc('submit_marketing_audit', args), ip)
      }
      case 'rpc-exact':
        return viaSdk((client) => client.rpc('submit_marketing_audit', request.args as Record<string, unknown>), ip)
      case 'insert': {
        const rows = Array.isArray(request.rows)
          ? request.rows.map((row) => (request.exact ? row : { ...baseEvent, ...row }))
          : request.exact
            ? request.rows
            : { ...baseEvent, ...request.rows }
        return viaSdk((client) => client.from('analytics_events').insert(rows as never), ip)
      }
      case 'http': {
        const headers = new Headers(request.headers)
        headers.set('x-forwarded-for', ip)
        const key = request.key ?? 'anon'
        if (key === 'anon') {
          headers.set('apikey', backend.anonKey)
          headers.set('authorization', `Bearer ${backend.anonKey}`)
        } else if (key === 'garbage') {
          headers.set('apikey', 'garbage')
        }
        if (request.contentType !== null && !headers.has('content-type')) headers.set('content-type', request.contentType ?? 'application/json')
        const response = await fetch(`${url}/rest/v1${request.path}`, { method: request.method ?? (request.body === undefined ? 'GET' : 'POST'), headers, body: request.body as BodyInit | undefined })
        return { status: response.status, text: await response.text() }
      }
      case 'socket':
        return viaSocket(request.head)
    }
  }

  async function ids(table: string): Promise<Set<string>> {
    const { data, error } = await service.from(table).select('id')
    if (error) throw new Error(`${table}: ${error.message}`)
    return new Set((data as { id: string }[]).map((row) => row.id))
  }

  async function snapshot() {
    return { contacts: await ids('contacts'), audits: await ids('marketing_audits'), events: await ids('analytics_events') }
  }

  const added = (before: Set<string>, after: Set<string>) => [...after].filter((id) => !before.has(id))

  /**
   * Cases whose exact answer the project's own API used to decide (argument JSON types, lone
   * surrogates, content types, odd paths and methods, key errors) and PostgREST decides now, as in
   * production: each must still get no 5xx, write nothing when refused, and store only what passes
   * the invariants (checked for the whole table below).
   */
  const decidedByPostgrest = new Set(['answers-raw-2.0', 'args-array-of-two-objects', 'args-empty-array', 'args-json-null', 'args-json-number', 'args-json-string', 'args-json-true', 'budget-array', 'budget-number', 'business-empty-array', 'business-number', 'content-type-form-event', 'content-type-form-urlencoded', 'content-type-json-upper-case', 'content-type-no-content-type', 'content-type-text-plain', 'current-marketing-array', 'email-array-of-one', 'email-number', 'email-object', 'first-name-array', 'first-name-boolean', 'first-name-number', 'first-name-object', 'first-name-object-number', 'first-name-one-digit', 'garbage-api-key', 'goals-number', 'last-name-false', 'lone-high-surrogate', 'lone-low-surrogate', 'lone-surrogate-page-url', 'malformed-rpc-empty-body', 'method-get-rpc', 'method-put-table', 'no-api-key', 'number-overflow-first-name', 'page-url-object', 'path-malformed-percent', 'path-percent-zz', 'phone-array', 'phone-boolean', 'phone-number', 'request-id-number', 'rows-json-null', 'rows-json-string', 'score-array', 'score-boolean', 'score-object', 'score-raw-decimal-text', 'score-raw-exponent', 'sql-columns-param-injection', 'sql-table-name-injection', 'website-number', 'website-object'])

  it(`holds at least 200 cases covering every category (${hostileCorpus.length} cases)`, () => {
    const summary = corpusSummary()
    expect(hostileCorpus.length).toBeGreaterThanOrEqual(200)
    for (const category of categories) expect(summary[category], category).toBeGreaterThan(0)
    expect(hostileCorpus.filter((c) => c.target === 'rpc').length).toBeGreaterThan(100)
    expect(hostileCorpus.filter((c) => c.target === 'analytics').length).toBeGreaterThan(50)
    expect(new Set(hostileCorpus.map((c) => c.id)).size).toBe(hostileCorpus.length)
  })

  for (const category of categories) {
    describe(category, () => {
      for (const c of hostileCorpus.filter((item) => item.category === category)) {
        it(`${c.target}: ${c.id}`, async () => {
          const before = await snapshot()
          const reply = await send(c)
          const after = await snapshot()
          const newContacts = added(before.contacts, after.contacts)
          const newAudits = added(before.audits, after.audits)
          const newEvents = added(before.events, after.events)

          // Never a 5xx, never a dropped connection.
          expect(reply.status, reply.text.slice(0, 300)).toBeGreaterThanOrEqual(200)
          expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500)
          if (decidedByPostgrest.has(c.id)) {
            if (reply.status >= 300) expect({ contacts: newContacts, audits: newAudits, events: newEvents }).toEqual({ contacts: [], audits: [], events: [] })
            else expect(newContacts.length + newEvents.length).toBeLessThanOrEqual(c.target === 'rpc' ? 1 : 25)
            return
          }

          if (c.expect.outcome === 'rejected') {
            expect(reply.status, reply.text.slice(0, 300)).toBe(c.expect.status)
            const body = JSON.parse(reply.text) as Record<string, unknown>
            // PostgREST's error shape, exactly.
            expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
            expect(typeof body.message).toBe('string')
            expect(body.details === null || typeof body.details === 'string').toBe(true)
            expect(body.hint === null || typeof body.hint === 'string').toBe(true)
            expect(body.code, String(body.message)).toBe(c.expect.code)
            if (c.expect.message !== undefined) expect(body.message).toBe(c.expect.message)
            if (c.expect.fields) {
              const fields = (JSON.parse(String(body.details)) as { field: string; message: string }[]).map((item) => item.field)
              expect(fields.sort()).toEqual([...c.expect.fields].sort())
              expect(body.hint).toBe('invalid_audit_request')
            }
            if (reply.sdk) {
              expect(reply.sdk.status).toBe(c.expect.status)
              expect(reply.sdk.error?.code).toBe(c.expect.code)
            }
            // Rejected means nothing at all was written.
            expect({ contacts: newContacts, audits: newAudits, events: newEvents }).toEqual({ contacts: [], audits: [], events: [] })
            return
          }

          expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(300)
          if (c.target === 'rpc') {
            // Contact and audit together, exactly one of each, and nothing else.
            expect(newContacts).toHaveLength(1)
            expect(newAudits).toHaveLength(1)
            expect(newEvents).toHaveLength(0)
            const returned = (reply.sdk ? reply.sdk.data : JSON.parse(reply.text)) as { contact_id: string; audit_id: string }
            expect(returned).toEqual({ contact_id: newContacts[0], audit_id: newAudits[0] })
            const contact = (await service.from('contacts').select(contactColumns).eq('id', returned.contact_id).single()).data as ContactRow
            const audit = (await service.from('marketing_audits').select(auditColumns).eq('id', returned.audit_id).single()).data as AuditRow
            expect(leadProblems(contact, audit)).toEqual([])
            const lead = storedLead(contact, audit)
            for (const [key, value] of Object.entries(c.expect.lead ?? {})) {
              expect(lead[key as keyof typeof lead], key).toEqual(value)
            }
          } else {
            expect(newContacts).toHaveLength(0)
            expect(newAudits).toHaveLength(0)
            expect(newEvents).toHaveLength(c.expect.rows ?? 1)
            if (newEvents.length > 0) {
              const { data } = await service.from('analytics_events').select(eventColumns).in('id', newEvents)
              const rows = data as (StoredEvent & { id: string })[]
              expect(rows).toHaveLength(newEvents.length)
              for (const row of rows) expect(eventProblems(row), row.id).toEqual([])
              for (const [key, value] of Object.entries(c.expect.event ?? {})) {
                expect(rows[0]![key as keyof StoredEvent], key).toEqual(value)
              }
            }
          }
        })
      }
    })
  }

  it('everything stored passes the invariants; contacts and audits pair one to one', async () => {
    const { contacts, audits, pairing } = await readLeads(service)
    expect(pairing).toEqual([])
    expect(contacts.length).toBe(audits.length)
    const auditByContact = new Map(audits.map((audit) => [audit.contact_id, audit]))
    for (const contact of contacts) expect(leadProblems(contact, auditByContact.get(contact.id)!), contact.id).toEqual([])
    const events = (await service.from('analytics_events').select(eventColumns)).data as (StoredEvent & { id: string })[]
    for (const row of events) expect(eventProblems(row), row.id).toEqual([])
    expect(contacts.length).toBeGreaterThan(100)
  })

  it('npm run leads shows stored payloads as inert text, CSV formulas neutralised', async () => {
    // A row written past the RPC (service role), as an older database might hold: tab- and
    // CR-led cells, an escape sequence and a direction override. The CLI must cope on its own.
    const legacy = await service
      .from('contacts')
      .insert({ first_name: '\t=1+1', last_name: '\rStone', email: 'legacy@glow.example', phone: '@512 555 0142', company: 'Legacy', source: 'marketing_audit' })
      .select('id')
      .single()
    expect(legacy.error).toBeNull()
    const legacyAudit = await service.from('marketing_audits').insert({
      contact_id: (legacy.data as { id: string }).id,
      business_name: '\u001b[2J\u202eLegacy Spa',
      monthly_budget: '2k-5k',
      questionnaire_score: 50,
    })
    expect(legacyAudit.error).toBeNull()

    const env = { LOCAL_BACKEND_DATA_DIR: dataDir, LOCAL_BACKEND_JWT_SECRET: testJwtSecret }
    const [csv, table] = await Promise.all([
      runScript('src/cli/leads.ts', ['--csv', '--limit', '1000'], env),
      runScript('src/cli/leads.ts', ['--limit', '1000'], env),
    ])
    expect(csv.stderr).toBe('')
    expect(table.stderr).toBe('')
    expect(csv.code).toBe(0)

    const leads = (await service.rpc('list_recent_leads', { max_rows: 1000 })).data as {
      first_name: string
      last_name: string
      business_name: string
      email: string
      phone: string
      monthly_budget: string
      website_url: string | null
      current_marketing: string | null
      goals: string | null
      questionnaire_score: number
      quiz_answers: number
      status: string
    }[]
    const rows = parseCsv(csv.stdout)
    const headers = ['first name', 'last name', 'email', 'phone', 'business name', 'website', 'current marketing', 'monthly budget', 'goals', 'score', 'quiz', 'status']
    const columns = headers.map((header) => rows[0]!.indexOf(header))
    expect(columns).not.toContain(-1)
    expect(rows).toHaveLength(leads.length + 1)
    // The rule, stated independently: drop controls (but tab/CR/LF) and bidi/invisible
    // separators; when what follows any leading marks that show nothing (LRM, ZWJ, ...) starts
    // with = + - @ tab or CR, the cell is ' and that.
    const expectedCell = (value: string) => {
      const visible = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]/g, '')
      const start = visible.replace(/^(?:[^\S\t\r]|\p{Cf}|\p{Variation_Selector}|\u034f|[\u115f\u1160\u2800\u3164\uffa0])+/u, '')
      return /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(start) ? `'${start}` : visible
    }
    leads.forEach((lead, i) => {
      const cells = rows[i + 1]!
      expect(columns.map((column) => cells[column])).toEqual(
        [
          lead.first_name,
          lead.last_name,
          lead.email,
          lead.phone,
          lead.business_name,
          lead.website_url ?? '',
          lead.current_marketing ?? '',
          lead.monthly_budget,
          lead.goals ?? '',
          String(lead.questionnaire_score),
          lead.quiz_answers === 0 ? 'skipped' : `${lead.quiz_answers} answer${lead.quiz_answers === 1 ? '' : 's'}`,
          lead.status,
        ].map(expectedCell),
      )
    })
    for (const cells of rows) {
      for (const cell of cells) {
        expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/)
        expect(cell, cell).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
      }
    }
    const flat = rows.flat()
    // HTML is data: present verbatim inside a quoted cell, and formula cells neutralised.
    expect(flat).toContain('<img src=x onerror=alert(1)>')
    expect(flat).toContain('<script>alert(1)</script>')
    expect(flat).toContain('<details open ontoggle=alert(1)>')
    expect(flat).toContain(`'=HYPERLINK("http://evil.example","click")`)
    expect(flat).toContain(`'@SUM(1+1)*cmd|' /C calc'!A0`)
    expect(flat).toContain(`'=HYPERLINK("http://evil.example","lrm")`)
    expect(flat).toContain(`'+1 512 555 0142`)
    expect(flat).toContain(`'\t=1+1`)
    expect(flat).toContain(`'\rStone`)
    expect(flat).toContain(`'@512 555 0142`)
    expect(flat).toContain('[2JLegacy Spa')
    expect(csv.stdout).toContain('"Acme, ""Best"" Spa"')

    // Terminal table: no control, bidi or invisible characters reach the terminal.
    expect(table.code).toBe(0)
    const lines = table.stdout.split('\n').filter(Boolean)
    expect(lines).toHaveLength(leads.length + 2)
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff]/)
    expect(table.stdout).toContain('<img src=x onerror=alert(1)> Stone')
    expect(table.stdout).toContain('<details open ontoggle=alert(1)>')
    expect(table.stdout).toContain("O'Brien Stone")
    expect(table.stdout).toContain('[2JLegacy Spa')
  })

  it('a client that hangs up halfway through its body is dropped quietly', async () => {
    const { port } = new URL(url)
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /rest/v1/rpc/submit_marketing_audit HTTP/1.1\r\nHost: x\r\napikey: ${backend.anonKey}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"first_name":"Av',
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 100)
      })
      socket.on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
  })

  it('the server survived the corpus: a normal submission is still acknowledged and stored', async () => {
    expect(internalErrors).toEqual([])
    const result = await clientFor(target, backend.anonKey, uniqueIp()).rpc('submit_marketing_audit', { ...baseAudit, email: 'after.corpus@glow.example' })
    expect(result.error).toBeNull()
    const stored = await service.from('contacts').select('id').eq('email', 'after.corpus@glow.example')
    expect(stored.data).toHaveLength(1)
    const event = await clientFor(target, backend.anonKey).from('analytics_events').insert({ ...baseEvent, event_name: 'after_corpus' })
    expect(event.status).toBe(201)
  })
})

/** RFC 4180: quoted cells with "" escapes, CRLF between records (CR/LF allowed inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else throw new Error(`unquoted character ${JSON.stringify(ch)} at ${i}`)
  }
  if (cell !== '' || row.length) throw new Error('CSV does not end with CRLF')
  return rows
}
