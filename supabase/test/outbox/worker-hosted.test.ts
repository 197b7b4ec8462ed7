import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pg15ApiSkipReason, startPg15Api, type Pg15Api } from '../helpers/pg15-postgrest.ts'
import { exited, freePort, runScript, spawnScript } from '../helpers/processes.ts'
import { startReceiver, testWebhookSecret, waitFor, type Receiver } from './helpers.ts'

/**
 * `npm run worker` in front of a self-hosted project (PostgreSQL 15, real PostgREST) whose gateway
 * answers nginx's 502 page for a while, as when PostgREST is restarted: the worker's log is one
 * JSON object per line; it names the URL and the status of the failed claim (not the HTML), once,
 * and logs its recovery; its health endpoint and `--health` say the same to a process manager; the
 * lead stored meanwhile is delivered once the API is back.
 */
interface LogLine {
  level: string
  time: string
  name: string
  event?: string
  msg: string
  [field: string]: unknown
}

describe.skipIf(pg15ApiSkipReason !== null)(`npm run worker against a hosted project${pg15ApiSkipReason ? ` (skipped: ${pg15ApiSkipReason})` : ''}`, () => {
  let api: Pg15Api
  let hook: Receiver
  beforeAll(async () => {
    ;[api, hook] = await Promise.all([startPg15Api(), startReceiver()])
  })
  afterAll(async () => {
    await Promise.all([api?.stop(), hook?.close()])
  })

  it('names the URL and status of a failed claim once, logs its recovery, and reports both on /healthz and --health', async () => {
    const healthPort = await freePort()
    const env = {
      SUPABASE_URL: api.url,
      SUPABASE_SERVICE_ROLE_KEY: api.serviceRoleKey,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      LEAD_DELIVERY_POLL_MS: '100',
      LEAD_WORKER_HEALTH_PORT: String(healthPort),
    }
    const worker = spawnScript('src/cli/worker.ts', [], env)
    let stdout = ''
    let stderr = ''
    worker.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const lines = (): LogLine[] => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine)
    const events = (event: string) => lines().filter((line) => line.event === event)
    const healthz = async () => {
      const response = await fetch(`http://127.0.0.1:${healthPort}/healthz`)
      return { status: response.status, body: (await response.json()) as { status: string; failing: { url: string; status: number; claims: number } | null } }
    }
    try {
      await waitFor('the health endpoint', async () => (await healthz().catch(() => null))?.body.status === 'ok', 60_000)

      api.setDown(true)
      // A visitor's lead stored meanwhile (the database is up; only the API's gateway is not).
      api.cluster.psql(`select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.57"}', true); set local role anon;
        select public.submit_marketing_audit(first_name => 'Ann', last_name => 'Lee', email => 'outage@hosted.example',
          phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67', answers => '{}')`)
      const claimUrl = `${api.url}/rest/v1/rpc/claim_lead_deliveries`
      const [failed] = await waitFor('the claim-failed line', () => events('claim-failed').length > 0 && events('claim-failed'))
      expect(failed).toMatchObject({ level: 'warn', name: 'lead-worker', url: claimUrl, status: 502, reason: 'HTTP 502 Bad Gateway', retryEveryMs: 100 })
      expect(failed!.msg).toBe(`claiming deliveries failed: ${claimUrl} answered HTTP 502 Bad Gateway; retrying every 100 ms`)

      const down = await waitFor('a few failed claims on /healthz', async () => {
        const now = await healthz()
        return (now.body.failing?.claims ?? 0) >= 5 && now
      })
      expect(down.status).toBe(503)
      expect(down.body).toMatchObject({ status: 'failing', failing: { url: claimUrl, status: 502 } })
      const unhealthy = await runScript('src/cli/worker.ts', ['--health'], env)
      expect(unhealthy.code, unhealthy.stdout).toBe(1)
      expect(unhealthy.stderr).toContain('"status":"failing"')
      // One line for the outage, not one per poll; no HTML anywhere in the log.
      expect(events('claim-failed')).toHaveLength(1)
      expect(stdout).not.toMatch(/<html|<center/i)

      api.setDown(false)
      const [recovered] = await waitFor('the claim-recovered line', () => events('claim-recovered').length > 0 && events('claim-recovered'))
      expect(recovered).toMatchObject({ level: 'info', url: claimUrl })
      expect(recovered!.failedClaims).toBeGreaterThanOrEqual(5)
      expect(recovered!.downMs).toBeGreaterThan(0)
      expect(recovered!.msg).toMatch(new RegExp(`^claiming deliveries works again: ${claimUrl} answered after \\d+ failed claims over \\d+\\.\\d s$`))

      await waitFor('the delivery after the outage', () => hook.received.length >= 1)
      expect(hook.received.map((request) => JSON.parse(request.body).email)).toEqual(['outage@hosted.example'])
      await waitFor('the delivered line', () => events('delivered').length === 1)
      expect((await healthz()).status).toBe(200)
      const healthy = await runScript('src/cli/worker.ts', ['--health'], env)
      expect(healthy.code, healthy.stderr).toBe(0)
      expect(healthy.stdout).toContain('"status":"ok"')

      worker.kill('SIGTERM')
      expect((await exited(worker)).code).toBe(0)
      expect(events('stopped')).toHaveLength(1)
      // Every line of the log is one JSON object with a time, a level and words; nothing else is written.
      for (const line of lines()) expect(line).toMatchObject({ level: expect.any(String), time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), name: 'lead-worker', msg: expect.any(String) })
      expect(stderr).toBe('')
    } finally {
      worker.kill('SIGKILL')
      api.setDown(false)
    }
  })

  it('--health says what is missing without a port, and --help and a bad argument answer as a command should', async () => {
    const noPort = await runScript('src/cli/worker.ts', ['--health'], { LEAD_WORKER_HEALTH_PORT: '' })
    expect(noPort.code).toBe(2)
    expect(noPort.stderr).toContain('--health needs LEAD_WORKER_HEALTH_PORT')
    const nobody = await runScript('src/cli/worker.ts', ['--health'], { LEAD_WORKER_HEALTH_PORT: String(await freePort()) })
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('ECONNREFUSED')
    const help = await runScript('src/cli/worker.ts', ['--help'], {})
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run worker')
    const bad = await runScript('src/cli/worker.ts', ['--healthz'], {})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Unknown argument --healthz')
  })
})
