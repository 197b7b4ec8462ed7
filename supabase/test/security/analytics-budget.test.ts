import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeProperties } from '../../../shared/src/singletons/backend/analytics.ts'
import { openDatabase, type OpenDatabase } from '../../src/db/open.ts'
import { floodAddresses, runFloodClients, runVisitor } from '../../src/bench/flood-scenario.ts'
import { clientFor, startLocalTarget, type ApiTarget } from '../helpers/targets.ts'

/**
 * Analytics inserts are open to every browser with the anon key, so what one address can write is
 * bounded in the database itself (migration 20261124110000, so the hosted API is covered too):
 * at most 25 rows per insert, properties at most 4 KiB / 64 keys / 5 levels deep, and a budget of
 * 1,000 rows per address per 10-minute window.
 */
type Db = OpenDatabase['db']

const event = (i: number, properties: Record<string, unknown> = { i }) => ({
  event_name: 'budget_probe',
  page_url: `http://127.0.0.1:4173/budget/${i}`,
  referrer: null,
  user_agent: 'analytics-budget-test',
  properties,
})
/** The one answer to an insert of more than 25 rows, from the database and from the local API alike. */
const tooManyRows = {
  code: 'PT413',
  message: 'Too many rows: an analytics insert may carry at most 25 events',
  details: 'The request has more than 25 rows.',
  hint: 'Send the events in batches of at most 25.',
}
const batch = (n: number, from = 0) => Array.from({ length: n }, (_, i) => event(from + i))

/** An insert as PostgREST runs it for a browser: role anon, the proxy's client address in request.headers. */
async function insertAs(db: Db, address: string | null, rows: unknown[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(address ? { 'cf-connecting-ip': address } : {})])
    await tx.exec('set local role anon')
    await tx.query(
      `insert into public.analytics_events (event_name, page_url, referrer, user_agent, properties)
       select event_name, page_url, referrer, user_agent, properties from jsonb_populate_recordset(null::public.analytics_events, $1::jsonb)`,
      [JSON.stringify(rows)],
    )
  })
}

async function sqlError(work: Promise<unknown>): Promise<{ code: string; message: string; detail?: string; hint?: string }> {
  try {
    await work
  } catch (error) {
    return error as { code: string; message: string }
  }
  throw new Error('expected the statement to fail')
}

async function stored(db: Db, where = `event_name = 'budget_probe'`): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.analytics_events where ${where}`)
  return rows[0]!.n
}

/**
 * The budget counts in fixed 10-minute windows (UTC): a boundary passed while a test fills one
 * hands every address a second budget. A test that fills one first waits, when fewer than `ms`
 * are left in the current window, for the next: the boundary is the event, and only the clock
 * marks it.
 */
async function windowWithRoom(ms: number): Promise<void> {
  const windowMs = 10 * 60_000
  const left = windowMs - (Date.now() % windowMs)
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 250))
}

/** Fills `address`'s budget with 10-row batches (what the site sends) until refused; returns rows stored. */
async function exhaust(db: Db, address: string): Promise<{ rows: number; refusal: { code: string; message: string } }> {
  let rows = 0
  for (let i = 0; i < 100; i++) {
    try {
      await insertAs(db, address, batch(10, rows))
      rows += 10
    } catch (error) {
      return { rows, refusal: error as { code: string; message: string } }
    }
  }
  throw new Error('the budget never ran out')
}

describe('analytics write limits in SQL (PGlite directly)', () => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await openDatabase('memory://')
  })
  afterAll(async () => {
    await database?.close()
  })

  it('refuses an insert of 26 rows with 413 / PT413 and stores nothing; 25 rows are fine', async () => {
    const db = database.db
    const before = await stored(db)
    const error = await sqlError(insertAs(db, '192.0.2.10', batch(26)))
    expect({ code: error.code, message: error.message, details: error.detail, hint: error.hint }).toEqual(tooManyRows)
    expect(await stored(db)).toBe(before)
    await insertAs(db, '192.0.2.10', batch(25))
    expect(await stored(db)).toBe(before + 25)
  })

  it('refuses oversized properties: over 4 KiB, over 64 keys, nested deeper than 5 levels', async () => {
    const db = database.db
    const before = await stored(db)
    const tooBig = await sqlError(insertAs(db, '192.0.2.11', [event(1, { blob: 'x'.repeat(4100) })]))
    expect(tooBig).toMatchObject({ code: '23514', message: expect.stringContaining('analytics_events_properties_max_bytes') })
    const manyKeys = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i]))
    expect(await sqlError(insertAs(db, '192.0.2.11', [event(2, manyKeys)]))).toMatchObject({
      code: '23514',
      message: expect.stringContaining('analytics_events_properties_max_keys'),
    })
    expect(await sqlError(insertAs(db, '192.0.2.11', [event(3, { a: { b: { c: { d: { e: { f: 1 } } } } } })]))).toMatchObject({
      code: '23514',
      message: expect.stringContaining('analytics_events_properties_max_depth'),
    })
    expect(await stored(db)).toBe(before)
  })

  it("accepts the largest properties the site's own client produces (2 KiB compact, 51 keys, 4 levels)", async () => {
    const db = database.db
    // Arrays of small numbers grow the most when jsonb renders them (a space after every comma).
    const widest = safeProperties({ v: Array.from({ length: 20 }, () => Array(50).fill(0)) })
    const keys = safeProperties(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key_${i}`, i])))
    const deepest = safeProperties({ a: { b: { c: { d: { e: 1 } } } }, list: [[[['x']]]] })
    expect(widest).not.toHaveProperty('truncated')
    for (const properties of [widest, keys, deepest]) {
      // As track() sends it: the caller's properties, then event_seq.
      await insertAs(db, '192.0.2.12', [event(1, { ...properties, event_seq: 123456 })])
    }
    const { rows } = await db.query<{ bytes: number }>(
      `select max(octet_length(properties::text))::int as bytes from public.analytics_events where user_agent = 'analytics-budget-test' and page_url like '%/budget/1'`,
    )
    expect(rows[0]!.bytes).toBeGreaterThan(2048)
  })

  it('stops an address at its budget (1,000 rows per 10 minutes) with 429 / PT429; another address still inserts', async () => {
    await windowWithRoom(30_000)
    const db = database.db
    const before = await stored(db)
    const { rows, refusal } = await exhaust(db, '198.51.100.7')
    expect(refusal).toMatchObject({ code: 'PT429', message: 'rate_limited' })
    // A request is admitted only while a full 25-row batch still fits, so 976..1000 rows get in.
    expect(rows).toBeGreaterThanOrEqual(976)
    expect(rows).toBeLessThanOrEqual(1000)
    expect(await stored(db)).toBe(before + rows)

    for (const size of [1, 10, 25]) {
      expect(await sqlError(insertAs(db, '198.51.100.7', batch(size)))).toMatchObject({ code: 'PT429' })
    }
    expect(await stored(db)).toBe(before + rows)

    await insertAs(db, '198.51.100.8', batch(10))
    expect(await stored(db)).toBe(before + rows + 10)
  })

  it('counts requests without a known address under one shared bucket', async () => {
    await windowWithRoom(30_000)
    const db = database.db
    const { rows, refusal } = await exhaust(db, '')
    expect(refusal.code).toBe('PT429')
    expect(rows).toBeLessThanOrEqual(1000)
    expect(await sqlError(insertAs(db, null, batch(1)))).toMatchObject({ code: 'PT429' })
  })

  it('opens a new window after 10 minutes and keeps only the current windows in its ledger', async () => {
    const db = database.db
    await db.query(`update private.analytics_write_budget set window_start = window_start - interval '10 minutes'`)
    const { rows: old } = await db.query<{ n: number }>('select count(*)::int as n from private.analytics_write_budget')
    expect(old[0]!.n).toBeGreaterThan(1)
    await insertAs(db, '198.51.100.7', batch(10))
    const { rows: left } = await db.query<{ n: number; current: number }>(
      `select count(*)::int as n, count(*) filter (where rows_written = 10)::int as current from private.analytics_write_budget`,
    )
    expect(left[0]).toEqual({ n: 1, current: 1 })
  })

  it('leaves the owner alone: service_role and direct SQL are not budgeted', async () => {
    const db = database.db
    await db.transaction(async (tx) => {
      await tx.exec('set local role service_role')
      await tx.query(`insert into public.analytics_events (event_name, page_url) select 'owner_import', 'http://x/' || g from generate_series(1, 400) g`)
    })
    expect(await stored(db, `event_name = 'owner_import'`)).toBe(400)
  })
})

/**
 * The same limits over HTTP: through the local API, and through real PostgREST 12 over the same
 * migrations (the hosted path, where nothing but the database counts rows). The address goes as
 * x-forwarded-for (trusted by the local target, which passes it on as cf-connecting-ip) and as
 * cf-connecting-ip (what Cloudflare sets in front of hosted Supabase; PostgREST passes it through).
 */
function defineHttpLimits(name: string, start: () => Promise<ApiTarget>) {
  describe(`analytics write limits through ${name}`, () => {
    let target: ApiTarget
    beforeAll(async () => {
      target = await start()
    })
    afterAll(async () => {
      await target?.stop()
    })

    const insert = async (address: string, rows: unknown) => {
      const response = await (target.fetch ?? fetch)(`${target.url}/rest/v1/analytics_events`, {
        method: 'POST',
        headers: {
          apikey: target.anonKey,
          authorization: `Bearer ${target.anonKey}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
          'x-forwarded-for': address,
          'cf-connecting-ip': address,
        },
        body: JSON.stringify(rows),
      })
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
    }
    const countVia = async (address: string) => {
      const { data, error } = await clientFor(target, target.serviceRoleKey).from('analytics_events').select('id').eq('user_agent', address)
      if (error) throw new Error(error.message)
      return data.length
    }
    const rowsFrom = (address: string, n: number) => batch(n).map((row) => ({ ...row, user_agent: address }))

    it('answers 26 rows with 413 and the same PostgREST-style error as the database; nothing stored', async () => {
      const reply = await insert('203.0.113.26', rowsFrom('203.0.113.26', 26))
      expect(reply).toEqual({ status: 413, body: tooManyRows })
      expect(await countVia('203.0.113.26')).toBe(0)
      // supabase-js shows the caller the same error.
      const { error } = await clientFor(target, target.anonKey, '203.0.113.26').from('analytics_events').insert(rowsFrom('203.0.113.26', 26))
      expect(error).toEqual(tooManyRows)
    })

    it('answers 400 for oversized properties', async () => {
      const reply = await insert('203.0.113.27', [event(1, { blob: 'x'.repeat(5000) })])
      expect(reply.status).toBe(400)
      expect(reply.body?.code).toBe('23514')
    })

    it('past the budget: 429, nothing more stored; another address still inserts', async () => {
      await windowWithRoom(30_000)
      const address = '203.0.113.28'
      let accepted = 0
      let reply = { status: 201, body: null as Record<string, unknown> | null }
      for (let i = 0; i < 110 && reply.status === 201; i++) {
        reply = await insert(address, rowsFrom(address, 10))
        if (reply.status === 201) accepted += 10
      }
      expect(reply.status).toBe(429)
      expect(reply.body).toMatchObject({ code: 'PT429', message: 'rate_limited', hint: expect.stringMatching(/^Retry after \d+ minutes$/) })
      expect(accepted).toBeGreaterThanOrEqual(976)
      expect(accepted).toBeLessThanOrEqual(1000)
      expect(await countVia(address)).toBe(accepted)
      expect((await insert(address, rowsFrom(address, 1))).status).toBe(429)
      expect(await countVia(address)).toBe(accepted)

      expect((await insert('203.0.113.29', rowsFrom('203.0.113.29', 10))).status).toBe(201)
      expect(await countVia('203.0.113.29')).toBe(10)
    })
  })
}

// The local backend is PostgREST 12 over PGlite: the path the hosted API takes too.
defineHttpLimits('the local API (PostgREST 12)', () => startLocalTarget({ trustProxyHeader: 'x-forwarded-for', fromMigrated: true }))

describe('red team: a few seconds of analytics flood against a real local backend', () => {
  let target: ApiTarget
  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: 'x-forwarded-for', fromMigrated: true })
  })
  afterAll(async () => {
    await target?.stop()
  })

  it('stores at most the budget per flooding address, and every concurrent audit submission succeeds', async () => {
    // The flood stops once every client is refused, within its 60 s at most.
    await windowWithRoom(90_000)
    const clients = 4
    let flooding = true
    const flood = runFloodClients({
      url: target.url,
      anonKey: target.anonKey,
      clients,
      connectionsPerClient: 4,
      durationMs: 60_000,
      untilThrottled: true,
      ipBlock: 230,
      eventName: 'red_team_flood',
    }).finally(() => (flooding = false))
    const visitor = await runVisitor(target.url, target.anonKey, { until: () => flooding, marker: 'redteam', ipBlock: 231, pauseMs: 50 })
    const report = await flood

    const { data, error } = await clientFor(target, target.serviceRoleKey).from('analytics_events').select('id').eq('event_name', 'red_team_flood')
    if (error) throw new Error(error.message)
    expect(floodAddresses(230, clients)).toHaveLength(clients)
    expect(data.length).toBeLessThanOrEqual(clients * 1000)
    expect(data.length).toBe(report.rowsAccepted)
    expect(report.statuses['429'] ?? 0).toBeGreaterThan(0)

    expect(visitor.attempted).toBeGreaterThan(0)
    expect(visitor.failures).toEqual({})
    expect(visitor.succeeded).toBe(visitor.attempted)
    const { data: leads } = await clientFor(target, target.serviceRoleKey).from('contacts').select('id').like('email', 'redteam-%')
    expect(leads).toHaveLength(visitor.attempted)
  })
})
