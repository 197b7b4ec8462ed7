import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retentionEveryMsFromEnv, startRetentionSchedule } from '../../src/worker/retention-schedule.ts'
import { exited, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { listen, startLocalTarget, type ApiTarget } from '../helpers/targets.ts'

/**
 * The retention purge where no pg_cron schedules it (a self-hosted PostgreSQL): `npm run worker`
 * with RETENTION_PURGE_EVERY_HOURS calls purge_expired_data() through the API with the service
 * key, at start and then on that period, and logs what it deleted or why it could not, as JSON
 * lines (`retention-purged`, `retention-failed`).
 */
describe('the retention purge from npm run worker', () => {
  let target: ApiTarget

  beforeAll(async () => {
    target = await startLocalTarget({ fromMigrated: true })
  })

  afterAll(async () => {
    await target?.stop()
  })

  /** An analytics event stored 15 months ago (kept 14), written with the service key as an operator could. */
  const addExpiredEvent = async () => {
    const response = await fetch(`${target.url}/rest/v1/analytics_events`, {
      method: 'POST',
      headers: { apikey: target.serviceRoleKey, authorization: `Bearer ${target.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_name: 'page_view', page_url: 'https://site.example/', created_at: new Date(Date.now() - 450 * 86_400_000).toISOString() }),
    })
    expect(response.status, await response.text()).toBe(201)
  }

  it('reads the period from RETENTION_PURGE_EVERY_HOURS, and refuses a value that is not one', () => {
    expect(retentionEveryMsFromEnv({})).toBeNull()
    expect(retentionEveryMsFromEnv({ RETENTION_PURGE_EVERY_HOURS: 'off' })).toBeNull()
    expect(retentionEveryMsFromEnv({ RETENTION_PURGE_EVERY_HOURS: '24' })).toBe(86_400_000)
    expect(retentionEveryMsFromEnv({ RETENTION_PURGE_EVERY_HOURS: '0.5' })).toBe(1_800_000)
    for (const bad of ['daily', '0', '-1']) expect(() => retentionEveryMsFromEnv({ RETENTION_PURGE_EVERY_HOURS: bad })).toThrow(/RETENTION_PURGE_EVERY_HOURS must be a positive number of hours, or off/)
  })

  it('purges at start and then every period, logging what it deleted', async () => {
    await addExpiredEvent()
    const lines: string[] = []
    const logger = { info: (_fields: object, line: string) => lines.push(line), warn: (_fields: object, line: string) => lines.push(`warn: ${line}`) }
    const schedule = startRetentionSchedule({ url: target.url, serviceKey: target.serviceRoleKey, everyMs: 300, logger })
    try {
      await expect.poll(() => lines[0], { timeout: 10_000 }).toMatch(/^retention: deleted 1 × analytics events; next purge in 0.3 s$/)
      await addExpiredEvent()
      await expect.poll(() => lines.filter((line) => line.includes('deleted 1 × analytics events')).length, { timeout: 10_000 }).toBe(2)
      await expect.poll(() => lines.at(-1), { timeout: 10_000 }).toMatch(/retention: nothing had expired/)
    } finally {
      schedule.stop()
    }
  })

  it('says why a purge failed: a key that may not run it, an API that redirects', async () => {
    const lines: string[] = []
    const logger = { info: (_fields: object, line: string) => lines.push(line), warn: (_fields: object, line: string) => lines.push(`warn: ${line}`) }
    const anon = startRetentionSchedule({ url: target.url, serviceKey: target.anonKey, everyMs: 3_600_000, logger })
    await expect.poll(() => lines[0], { timeout: 10_000 }).toMatch(/^warn: retention purge failed \(.*purge_expired_data answered HTTP 401.*\); it runs again in 1 h$/)
    anon.stop()

    const redirecting = createServer((_req, res) => res.writeHead(307, { location: 'https://elsewhere.example/rest/v1/rpc/purge_expired_data' }).end())
    const url = await listen(redirecting)
    try {
      const moved = startRetentionSchedule({ url, serviceKey: target.serviceRoleKey, everyMs: 3_600_000, logger })
      await expect.poll(() => lines[1], { timeout: 10_000 }).toMatch(/retention purge failed \(.*redirect \(HTTP 307 to https:\/\/elsewhere\.example/)
      moved.stop()
    } finally {
      redirecting.close()
    }
  })

  it('npm run worker runs it with RETENTION_PURGE_EVERY_HOURS against SUPABASE_URL, and stops on a bad value', async () => {
    await addExpiredEvent()
    // A worker needs a webhook to start; nothing is queued, so nothing is posted there.
    const env = {
      SUPABASE_URL: target.url,
      SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey,
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/webhook',
      LEAD_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k',
    }
    const worker = spawnScript('src/cli/worker.ts', [], { ...env, RETENTION_PURGE_EVERY_HOURS: '24' })
    try {
      const output = await waitForOutput(worker, /"event":"retention-purged".*\n/, 60_000)
      const purged = JSON.parse(output.split('\n').find((line) => line.includes('"retention-purged"'))!) as Record<string, unknown>
      expect(purged).toMatchObject({ level: 'info', name: 'lead-worker', deleted: { 'analytics events': 1 }, msg: 'retention: deleted 1 × analytics events; next purge in 24 h' })
    } finally {
      worker.kill('SIGTERM')
      await exited(worker)
    }
    const refused = spawnScript('src/cli/worker.ts', [], { ...env, RETENTION_PURGE_EVERY_HOURS: 'daily' })
    const output = waitForOutput(refused, /RETENTION_PURGE_EVERY_HOURS must be a positive number of hours/, 60_000)
    expect((await exited(refused)).code).toBe(1)
    await output
  })
})
