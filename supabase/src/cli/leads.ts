import { existsSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import { openDatabase } from '../db/open.ts'
import { readLiveLock } from '../db/lock.ts'
import { localKeys } from '../server/auth.ts'
import { resolveDataDir } from '../paths.ts'
import { toCsv, toTable, type LeadRow } from './leads-format.ts'

/**
 * `npm run leads [-- --csv] [--limit N]`: the latest audit requests for the business owner.
 *
 * If no process holds the data folder, the folder is opened directly (and locked meanwhile).
 * If a backend is running, PGlite can't be opened a second time, so the running server is asked
 * through the API with the local service_role key: $BACKEND_URL, else the composition server
 * (http://127.0.0.1:4173), else the standalone backend (http://127.0.0.1:54321).
 */
const args = process.argv.slice(2)
const csv = args.includes('--csv')
const limitArg = args[args.indexOf('--limit') + 1]
const limit = args.includes('--limit') ? Number(limitArg) : 50
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000')
  process.exit(2)
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the leads CLI')
  }
}

async function fromRunningServer(holderPid: number): Promise<LeadRow[]> {
  const candidates = process.env.BACKEND_URL
    ? [process.env.BACKEND_URL]
    : ['http://127.0.0.1:4173', 'http://127.0.0.1:54321']
  const failures: string[] = []
  for (const url of candidates) {
    const client = createClient(url, localKeys().serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket and this CLI never uses realtime: a transport that is
      // never constructed keeps supabase-js from warning about it.
      realtime: { transport: NoRealtime as never },
    })
    const { data, error } = await client.rpc('list_recent_leads', { max_rows: limit })
    if (!error) return data as LeadRow[]
    failures.push(`${url}: ${error.message}`)
  }
  throw new Error(
    `The local backend (pid ${holderPid}) holds the data folder, and asking it failed:\n  ${failures.join('\n  ')}\n` +
      'Set BACKEND_URL to where it listens.',
  )
}

async function fromDataFolder(dataDir: string): Promise<LeadRow[]> {
  const database = await openDatabase(dataDir)
  try {
    const result = await database.db.query<LeadRow>('select * from public.list_recent_leads($1)', [limit])
    return result.rows
  } finally {
    await database.close()
  }
}

const dataDir = resolveDataDir()
try {
  const holder = readLiveLock(dataDir)
  let rows: LeadRow[]
  if (holder) {
    rows = await fromRunningServer(holder.pid)
  } else if (!existsSync(dataDir)) {
    console.error(`No local data yet (${dataDir} does not exist).`)
    rows = []
  } else {
    rows = await fromDataFolder(dataDir)
  }
  process.stdout.write(csv ? toCsv(rows) : toTable(rows))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
