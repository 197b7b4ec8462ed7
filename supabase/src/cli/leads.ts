import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync, writeSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import { openDatabase } from '../db/open.ts'
import { readLiveLock } from '../db/lock.ts'
import { readServerFile } from '../db/server-file.ts'
import { ownerProofPath } from '../index.ts'
import { isValidOwnerProof, readKeyMaterial, type KeyMaterial } from '../server/keys.ts'
import { resolveDataDir } from '../paths.ts'
import { toCsv, toTable, type LeadRow } from './leads-format.ts'

/**
 * `npm run leads [-- --csv] [--limit N] [--out FILE]`: the audit requests, newest first, for the
 * business owner. The table shows the latest 50 unless --limit says otherwise; --csv exports every
 * lead unless --limit is given. Both page through the database 1,000 rows at a time.
 *
 * If no process holds the data folder, the folder is opened directly (and locked meanwhile). If a
 * backend holds it, PGlite can't be opened a second time, so the CLI asks that server, at the
 * address it published in the folder, after the server has proved it holds the folder's secret:
 * the service key never goes to a process that merely listens on a familiar port.
 */
const pageSize = 1000

interface Options {
  csv: boolean
  limit: number
  out: string | null
}

function parseArgs(args: string[]): Options {
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
  return { csv, limit, out }
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the leads CLI')
  }
}

type Cursor = { createdAt: string; auditId: string } | null
type PageReader = (max: number, cursor: Cursor) => Promise<{ rows: LeadRow[]; next: Cursor }>

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

/** The server's address, from the file the lock holder wrote, and its proof of the secret. */
async function provenServerUrl(dataDir: string, holderPid: number, keys: KeyMaterial): Promise<string> {
  const published = readServerFile(dataDir)
  const url = process.env.BACKEND_URL ?? (published && published.pid === holderPid ? published.url : null)
  if (!url) {
    throw new Error(
      `The local backend (pid ${holderPid}) holds ${dataDir} but has not published its address there yet. ` +
        'Wait until it is listening, or set BACKEND_URL to where it listens.',
    )
  }
  const nonce = randomBytes(24).toString('base64url')
  let proof: unknown
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}${ownerProofPath}?nonce=${nonce}`, { signal: AbortSignal.timeout(5000) })
    proof = ((await response.json()) as { proof?: unknown }).proof
  } catch (error) {
    throw new Error(`The local backend (pid ${holderPid}) holds ${dataDir}, but ${url} did not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (typeof proof !== 'string' || !isValidOwnerProof(keys.proofKey, nonce, proof)) {
    throw new Error(`${url} could not prove it holds the key of ${dataDir}; the service key was not sent to it.`)
  }
  return url
}

function serverPages(url: string, keys: KeyMaterial): PageReader {
  const client = createClient(url, keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket and this CLI never uses realtime: a transport that is
    // never constructed keeps supabase-js from warning about it.
    realtime: { transport: NoRealtime as never },
  })
  return async (max, cursor) => {
    const { data, error } = await client.rpc('list_recent_leads', {
      max_rows: max,
      before_created_at: cursor?.createdAt ?? null,
      before_audit_id: cursor?.auditId ?? null,
    })
    if (error) throw new Error(`Reading leads from ${url} failed: ${error.message}`)
    const rows = data as LeadRow[]
    const last = rows.at(-1)
    // created_at arrives as PostgreSQL's text (microseconds): kept as is, so the cursor is exact.
    return { rows, next: last ? { createdAt: String(last.created_at), auditId: last.audit_id } : null }
  }
}

async function withDataFolder<T>(dataDir: string, work: (readPage: PageReader) => Promise<T>): Promise<T> {
  const database = await openDatabase(dataDir)
  try {
    return await work(async (max, cursor) => {
      const result = await database.db.query<LeadRow & { cursor_at: string }>(
        'select *, created_at::text as cursor_at from public.list_recent_leads($1, $2::timestamptz, $3::uuid)',
        [max, cursor?.createdAt ?? null, cursor?.auditId ?? null],
      )
      const last = result.rows.at(-1)
      const rows = result.rows.map(({ cursor_at: _cursor, ...row }) => row)
      return { rows, next: last ? { createdAt: last.cursor_at, auditId: last.audit_id } : null }
    })
  } finally {
    await database.close()
  }
}

/** A file of personal data: readable by its owner only. */
function writeOutput(out: string | null, text: string): void {
  if (!out) {
    process.stdout.write(text)
    return
  }
  const fd = openSync(out, 'w', 0o600)
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
  console.error(`Wrote ${out}`)
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const dataDir = resolveDataDir()
  const holder = readLiveLock(dataDir)
  let rows: LeadRow[]
  if (holder) {
    const keys = readKeyMaterial(dataDir)
    if (!keys) throw new Error(`The local backend (pid ${holder.pid}) holds ${dataDir}, but its key file is not there yet.`)
    const url = await provenServerUrl(dataDir, holder.pid, keys)
    rows = await readLeads(options.limit, serverPages(url, keys))
  } else if (!existsSync(dataDir)) {
    console.error(`No local data yet (${dataDir} does not exist).`)
    rows = []
  } else {
    rows = await withDataFolder(dataDir, (readPage) => readLeads(options.limit, readPage))
  }
  writeOutput(options.out, options.csv ? toCsv(rows) : toTable(rows))
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
