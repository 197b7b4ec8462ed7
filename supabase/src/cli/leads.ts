import { randomBytes } from 'node:crypto'
import { closeSync, constants, existsSync, fchmodSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { openDatabase } from '../db/open.ts'
import { describeFetchFailure } from '../fetch-failure.ts'
import { resolveDataDir } from '../paths.ts'
import { hostedTargetFromEnv, type ServiceKeyApi } from './hosted-target.ts'
import { folderHolder, refuseBackendUrl, runningBackend } from './local-server.ts'
import { toCsv, toTable, type LeadRow } from './leads-format.ts'

/**
 * `npm run leads [-- --csv] [--limit N] [--out FILE] [--undelivered]`: the audit requests, newest
 * first, with their webhook delivery, for the business owner. The table shows the latest 50 unless
 * --limit says otherwise; --csv exports every lead unless --limit is given. Both page through the
 * database 1,000 rows at a time. --undelivered: only leads whose delivery is pending or dead.
 * `--redeliver <audit-id>` / `--redeliver-dead`: queue one lead, or every dead one, for delivery
 * again (the worker posts it on its next poll).
 *
 * With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, it asks that project (hosted Supabase or a
 * self-hosted PostgREST) over HTTPS, or http:// on loopback (hosted-target.ts). Otherwise, if no
 * process holds the data folder, the folder is opened directly (and locked meanwhile). If a backend
 * holds it, PGlite can't be opened a second time, so the CLI asks that server through the owner
 * socket inside the folder (local-server.ts): the service key never travels over TCP.
 */
const pageSize = 1000

interface Options {
  csv: boolean
  limit: number
  out: string | null
  undelivered: boolean
  /** --redeliver <audit-id>: that id; --redeliver-dead: 'dead'. */
  redeliver: { auditId: string } | 'dead' | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const usage = `Usage: npm run leads [-- options]

The latest audit requests and their CRM delivery, newest first.

  --csv                 CSV with every field (all leads unless --limit)
  --limit N             at most N leads (the table shows 50 by default)
  --out FILE            write to FILE (mode 600) instead of standard output
  --undelivered         only leads whose delivery is pending or dead, with their audit ids
  --redeliver AUDIT_ID  queue that lead for delivery again
  --redeliver-dead      queue every dead-lettered lead again
  --help                this text

Reads the local backend's data folder (LOCAL_BACKEND_DATA_DIR, default .data/pglite), or, with
SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, that project's API (https://, or http:// on this
machine). Exit status: 0 done, 1 failed, 2 bad arguments. docs/backend-operations.md, "Owner tools".
`

function parseArgs(args: string[]): Options {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(usage)
    process.exit(0)
  }
  const csv = args.includes('--csv')
  const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined)
  const limitArg = valueOf('--limit')
  const limit = limitArg === undefined ? (csv ? Number.POSITIVE_INFINITY : 50) : Number(limitArg)
  if (limitArg !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    console.error('--limit must be a whole number of 1 or more')
    process.exit(2)
  }
  const out = valueOf('--out') ?? null
  if (args.includes('--out') && !out) {
    console.error('--out needs a file name')
    process.exit(2)
  }
  let redeliver: Options['redeliver'] = null
  if (args.includes('--redeliver')) {
    const auditId = valueOf('--redeliver')
    if (!auditId || !uuidPattern.test(auditId)) {
      console.error('--redeliver needs an audit id (the AUDIT ID column of `npm run leads`)')
      process.exit(2)
    }
    redeliver = { auditId }
  } else if (args.includes('--redeliver-dead')) {
    redeliver = 'dead'
  }
  return { csv, limit, out, undelivered: args.includes('--undelivered'), redeliver }
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the leads CLI')
  }
}

type Cursor = { createdAt: string; auditId: string } | null
type PageReader = (max: number, cursor: Cursor) => Promise<{ rows: LeadRow[]; next: Cursor }>

/** What the CLI does with the database, over the API or on the folder itself. */
interface LeadStore {
  readPage: PageReader
  /** Rows queued again. */
  redeliver(auditId: string | null): Promise<number>
}

/** Reads pages until `limit` rows or the end. */
async function readLeads(limit: number, readPage: PageReader): Promise<LeadRow[]> {
  const rows: LeadRow[] = []
  let cursor: Cursor = null
  while (rows.length < limit) {
    const page = await readPage(Math.min(pageSize, limit - rows.length), cursor)
    rows.push(...page.rows)
    if (page.rows.length === 0 || page.next === null) break
    cursor = page.next
  }
  return rows
}

/** Over the API: the local backend's owner socket, or the project SUPABASE_URL names. */
function serverStore({ url, fetch, serviceKey, address }: ServiceKeyApi, undelivered: boolean): LeadStore {
  // supabase-js turns a request that got no answer into an error whose message is only "fetch
  // failed": the failure itself (its cause says why: a certificate, a refused port…) is kept here.
  let unanswered: unknown = null
  const remembering: typeof fetch = async (input, init) => {
    unanswered = null
    try {
      return await fetch(input, init)
    } catch (error) {
      unanswered = error
      throw error
    }
  }
  const failure = (what: string, refusal: string) => new Error(unanswered ? `${what} failed: ${describeFetchFailure(unanswered, address)}` : refusal)
  const client: SupabaseClient = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: remembering },
    // Node 20 has no global WebSocket and this CLI never uses realtime: a transport that is
    // never constructed keeps supabase-js from warning about it.
    realtime: { transport: NoRealtime as never },
  })
  return {
    async readPage(max, cursor) {
      const { data, error } = await client.rpc('list_recent_leads', {
        max_rows: max,
        before_created_at: cursor?.createdAt ?? null,
        before_audit_id: cursor?.auditId ?? null,
        undelivered_only: undelivered,
      })
      if (error) throw failure('Reading leads', `Reading leads from ${address} failed: ${error.message}`)
      const rows = data as LeadRow[]
      const last = rows.at(-1)
      // created_at arrives as PostgreSQL's text (microseconds): kept as is, so the cursor is exact.
      return { rows, next: last ? { createdAt: String(last.created_at), auditId: last.audit_id } : null }
    },
    async redeliver(auditId) {
      const { data, error } = await client.rpc('redeliver_leads', { audit_id: auditId })
      if (error) throw failure('Re-queueing', `Re-queueing at ${address} failed: ${error.message}`)
      return Number(data)
    },
  }
}

async function withDataFolder<T>(dataDir: string, undelivered: boolean, work: (store: LeadStore) => Promise<T>): Promise<T> {
  const database = await openDatabase(dataDir)
  try {
    return await work({
      async readPage(max, cursor) {
        const result = await database.db.query<LeadRow & { cursor_at: string }>(
          'select *, created_at::text as cursor_at from public.list_recent_leads($1, $2::timestamptz, $3::uuid, $4)',
          [max, cursor?.createdAt ?? null, cursor?.auditId ?? null, undelivered],
        )
        const last = result.rows.at(-1)
        const rows = result.rows.map(({ cursor_at: _cursor, ...row }) => row)
        return { rows, next: last ? { createdAt: last.cursor_at, auditId: last.audit_id } : null }
      },
      async redeliver(auditId) {
        const result = await database.db.query<{ n: number }>('select public.redeliver_leads($1::uuid) as n', [auditId])
        return result.rows[0]!.n
      },
    })
  } finally {
    await database.close()
  }
}

/** --redeliver / --redeliver-dead: queue, say what happened on stderr, fail when nothing matched an id. */
async function redeliver(store: LeadStore, request: NonNullable<Options['redeliver']>): Promise<void> {
  const auditId = request === 'dead' ? null : request.auditId
  const queued = await store.redeliver(auditId)
  if (auditId && queued === 0) throw new Error(`No lead with audit id ${auditId}.`)
  console.error(
    auditId
      ? `Queued lead ${auditId} for delivery again.`
      : `Queued ${queued} dead-lettered ${queued === 1 ? 'lead' : 'leads'} for delivery again.`,
  )
}

async function run(store: LeadStore, options: Options): Promise<LeadRow[] | null> {
  if (options.redeliver) {
    await redeliver(store, options.redeliver)
    return null
  }
  return readLeads(options.limit, store.readPage)
}

/**
 * A file of personal data: readable by its owner only. Written to a new temporary file (created
 * exclusively, never through a symlink) that is renamed over FILE: whatever was at FILE before, a
 * file other users could read or a symlink to somewhere else, is replaced, not written through.
 */
function writeOutput(out: string | null, text: string): void {
  if (!out) {
    process.stdout.write(text)
    return
  }
  const target = resolve(out)
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`)
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600)
  try {
    try {
      fchmodSync(fd, 0o600)
      writeSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, target)
  } catch (error) {
    unlinkSync(temporary)
    throw error
  }
  console.error(`Wrote ${out}`)
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const dataDir = resolveDataDir()
  refuseBackendUrl(dataDir)
  const hosted = hostedTargetFromEnv()
  const holder = hosted || !existsSync(dataDir) ? null : folderHolder(dataDir)
  let rows: LeadRow[] | null
  if (hosted) {
    rows = await run(serverStore(hosted, options.undelivered), options)
  } else if (holder) {
    const local = runningBackend(dataDir, holder.pid)
    rows = await run(serverStore({ ...local, serviceKey: local.keys.serviceRoleKey }, options.undelivered), options)
  } else if (!existsSync(dataDir)) {
    console.error(`No local data yet (${dataDir} does not exist).`)
    if (options.redeliver) throw new Error('Nothing to re-queue.')
    rows = []
  } else {
    rows = await withDataFolder(dataDir, options.undelivered, (store) => run(store, options))
  }
  if (rows) writeOutput(options.out, options.csv ? toCsv(rows) : toTable(rows, { undeliveredOnly: options.undelivered }))
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
