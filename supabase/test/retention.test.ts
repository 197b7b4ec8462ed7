import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '../src/db/open.ts'
import { startLocalBackend } from '../src/index.ts'
import { copyMigratedFolder, tempDir } from './helpers/targets.ts'

/**
 * The privacy policy's retention periods, enforced by public.purge_expired_data(): leads 24 months
 * after the person's last request, IP-bearing logs 90 days, analytics 14 months.
 */
type Db = OpenDatabase['db']

async function addLead(db: Db, email: string, age: string): Promise<void> {
  await db.query(
    `with c as (
       insert into public.contacts (created_at, first_name, last_name, email, phone)
       values (now() - $2::interval, 'Ann', 'Lee', $1, '5125550148') returning id, created_at)
     insert into public.marketing_audits (created_at, contact_id, business_name, monthly_budget, questionnaire_score)
     select created_at, id, 'Glow Spa', '2k-5k', 60 from c`,
    [email, age],
  )
}

async function addLogs(db: Db, age: string): Promise<void> {
  await db.query(`insert into private.submission_log (created_at, event_type, client_ip, is_success) values (now() - $1::interval, 'marketing_audit', '203.0.113.9', true)`, [age])
  await db.query(`insert into private.rate_limit_hits (created_at, client_ip, endpoint_name) values (now() - $1::interval, '203.0.113.9', 'submit_marketing_audit')`, [age])
  await db.query(`insert into public.analytics_events (created_at, event_name, page_url) values (now() - $1::interval, 'page_view', '/')`, [age])
}

async function count(db: Db, sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)
  return rows[0]!.n
}

async function purge(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ data: string; deleted: number }>('select data, deleted::int as deleted from public.purge_expired_data()')
  return Object.fromEntries(rows.map((row) => [row.data, row.deleted]))
}

describe('retention purge', () => {
  let database: OpenDatabase | undefined
  let folder: ReturnType<typeof tempDir> | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
    folder?.remove()
    folder = undefined
  })

  /** A database of its own, a copy of the run's migrated folder: a new one costs every migration. */
  async function migratedDatabase(): Promise<OpenDatabase> {
    folder = tempDir('retention-')
    copyMigratedFolder(join(folder.path, 'pglite'))
    return openDatabase(join(folder.path, 'pglite'))
  }

  it('deletes leads older than 24 months unless the same person asked again since, with their audits', async () => {
    database = await migratedDatabase()
    const { db } = database
    await addLead(db, 'gone@example.com', '25 months')
    await addLead(db, 'Back@Example.com', '30 months')
    await addLead(db, 'back@example.com', '3 months') // the same person, recently: the old request stays
    await addLead(db, 'recent@example.com', '23 months')

    expect(await purge(db)).toMatchObject({ 'contacts and their audit requests': 1 })
    const { rows } = await db.query<{ email: string }>('select email from public.contacts order by created_at')
    expect(rows.map((row) => row.email)).toEqual(['Back@Example.com', 'recent@example.com', 'back@example.com'])
    expect(await count(db, 'public.marketing_audits')).toBe(3)
  })

  it('deletes IP-bearing logs after 90 days and analytics after 14 months, and nothing newer', async () => {
    database = await migratedDatabase()
    const { db } = database
    await addLogs(db, '91 days')
    await addLogs(db, '89 days')
    await addLogs(db, '15 months')
    await addLogs(db, '13 months')

    expect(await purge(db)).toEqual({
      'contacts and their audit requests': 0,
      'submission log': 3,
      'rate-limit ledger': 3,
      'analytics events': 1,
    })
    expect(await count(db, 'private.submission_log')).toBe(1)
    expect(await count(db, 'private.rate_limit_hits')).toBe(1)
    expect(await count(db, `public.analytics_events where created_at < now() - interval '14 months'`)).toBe(0)
    expect(await count(db, 'public.analytics_events')).toBe(3)
    // Idempotent: a second run finds nothing.
    expect(Object.values(await purge(db))).toEqual([0, 0, 0, 0])
  })

  it('is not callable by the API roles other than service_role', async () => {
    database = await migratedDatabase()
    const { db } = database
    for (const role of ['anon', 'authenticated']) {
      await expect(db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`)
        await tx.query('select * from public.purge_expired_data()')
      })).rejects.toThrow(/permission denied/)
    }
  })

  it('runs when the local backend starts', async () => {
    const dir = tempDir('retention-')
    const dataDir = join(dir.path, 'pglite')
    copyMigratedFolder(dataDir)
    try {
      const seeded = await openDatabase(dataDir)
      await addLead(seeded.db, 'gone@example.com', '25 months')
      await addLogs(seeded.db, '100 days')
      await seeded.close()

      const logged: string[] = []
      const backend = await startLocalBackend({
        dataDir,
        trustProxyHeader: null,
        logger: { info: (line: string) => logged.push(line), warn: console.warn, error: console.error },
      })
      // Through the API, by the schedule the worker runs in production: now, then daily.
      await expect.poll(() => logged.find((line) => line.startsWith('[local-backend] retention'))).toBe(
        '[local-backend] retention: deleted 1 × contacts and their audit requests, 1 × submission log, 1 × rate-limit ledger; next purge in 24 h',
      )
      await backend.close()

      const reopened = await openDatabase(dataDir)
      try {
        expect(await count(reopened.db, 'public.contacts')).toBe(0)
        expect(await count(reopened.db, 'private.submission_log')).toBe(0)
      } finally {
        await reopened.close()
      }
    } finally {
      dir.remove()
    }
  })
})
