import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exited, freePort, spawnScript } from '../helpers/processes.ts'
import { waitFor } from './helpers.ts'

/**
 * `npm run worker` in front of an API that stands in for PostgREST (the worker only calls its
 * functions over HTTP). Every line it writes, the release guard's and the retention purge's
 * included, is one JSON object. Without LEAD_WEBHOOK_URL it logs one error line naming what to
 * set, stays up running the guard and the purge, claims nothing, and stops with exit 0 on SIGTERM.
 */
interface LogLine {
  level: string
  time: string
  name: string
  event?: string
  msg: string
  [field: string]: unknown
}

describe('npm run worker without a webhook', () => {
  const calls: string[] = []
  let guardRuns = 0
  let server: Server
  let url = ''

  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push(req.url ?? '')
      if (req.url === '/rest/v1/rpc/claim_lead_deliveries') return req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'))
      req.resume()
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.url === '/rest/v1/rpc/release_guard') {
        guardRuns += 1
        // Down once, then a canary past its threshold, then nothing to do.
        if (guardRuns === 1) return json(503, { code: 'PGRST001', message: 'Database client error' })
        if (guardRuns === 2) return json(200, [{ remote: 'remoteBlog', canary: 7, release: 42, reason: 'composition failures: 31 of 212' }])
        return json(200, [])
      }
      if (req.url === '/rest/v1/rpc/purge_expired_data') return json(200, [{ data: 'analytics events', deleted: 3 }, { data: 'contacts', deleted: 0 }])
      return json(404, { code: 'PGRST202', message: 'not here' })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })

  /** The worker with these settings (besides the API's), and its standard output read as JSON lines. */
  function startWorker(env: Record<string, string>) {
    calls.length = 0
    guardRuns = 0
    const child = spawnScript('src/cli/worker.ts', [], {
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: 'a-service-key',
      RELEASE_GUARD_EVERY_MS: '100',
      RETENTION_PURGE_EVERY_HOURS: '24',
      LEAD_WORKER_HEALTH_PORT: '',
      LOG_LEVEL: 'info',
      ...env,
    })
    const output = { stdout: '', stderr: '' }
    child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
    const lines = (): LogLine[] =>
      output.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line) as LogLine
          } catch {
            throw new Error(`a line of the worker's log is not JSON: ${line}`)
          }
        })
    const events = (event: string) => lines().filter((line) => line.event === event)
    return { child, output, lines, events }
  }

  /** The guard's three events, as the stand-in API's answers make them (down, one abort, nothing). */
  async function expectGuardEvents(events: (event: string) => LogLine[]) {
    await waitFor('the guard working again', () => events('release-guard-recovered').length > 0, 60_000)
    expect(events('release-guard-failed')).toEqual([
      expect.objectContaining({ level: 'warn', name: 'lead-worker', reason: `${url}/rest/v1/rpc/release_guard answered HTTP 503`, retryEveryMs: 100 }),
    ])
    expect(events('release-guard-aborted')).toEqual([
      expect.objectContaining({
        level: 'warn',
        remote: 'remoteBlog',
        canary: 7,
        release: 42,
        reason: 'composition failures: 31 of 212',
        msg: "aborted remoteBlog's canary 7 (release 42): composition failures: 31 of 212",
      }),
    ])
    expect(events('release-guard-recovered')[0]).toMatchObject({ level: 'info', msg: 'the release ledger answers again' })
  }

  const everyLineIsAnEvent = (lines: LogLine[]) => {
    for (const line of lines) expect(line).toMatchObject({ level: expect.any(String), time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), name: 'lead-worker', event: expect.any(String), msg: expect.any(String) })
  }

  it('writes only JSON lines: the retention purge and the release guard too', async () => {
    const { child, output, lines, events } = startWorker({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/webhook', LEAD_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k' })
    try {
      await waitFor('the retention line', () => events('retention-purged').length > 0, 60_000)
      expect(events('retention-purged')[0]).toMatchObject({ level: 'info', deleted: { 'analytics events': 3, contacts: 0 }, msg: 'retention: deleted 3 × analytics events; next purge in 24 h' })
      await expectGuardEvents(events)
      child.kill('SIGTERM')
      expect((await exited(child)).code).toBe(0)
      everyLineIsAnEvent(lines())
      expect(output.stderr).toBe('')
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('without LEAD_WEBHOOK_URL: logs one error naming it, keeps the guard and the purge running, claims nothing, and exits 0 on SIGTERM', async () => {
    const healthPort = await freePort()
    const { child, output, lines, events } = startWorker({ LEAD_WEBHOOK_URL: '', LEAD_WEBHOOK_SECRET: '', LEAD_WORKER_HEALTH_PORT: String(healthPort) })
    try {
      const [notSending] = await waitFor('the not-sending line', () => events('not-sending').length > 0 && events('not-sending'), 60_000)
      expect(notSending).toMatchObject({ level: 'error', name: 'lead-worker' })
      expect(notSending!.msg).toMatch(/^LEAD_WEBHOOK_URL is not set: nothing is sent and leads stay queued in the outbox\. Set LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET/)
      await waitFor('the retention line', () => events('retention-purged').length > 0)
      await expectGuardEvents(events)
      // Still up, the guard still running, and the outbox untouched.
      const runs = guardRuns
      await waitFor('more guard runs', () => guardRuns > runs + 2)
      expect(child.exitCode).toBeNull()
      // Its health endpoint says it delivers nothing.
      const health = await fetch(`http://127.0.0.1:${healthPort}/healthz`)
      expect([health.status, ((await health.json()) as { status: string }).status]).toEqual([503, 'stopped'])
      expect(calls.filter((call) => !['/rest/v1/rpc/release_guard', '/rest/v1/rpc/purge_expired_data'].includes(call))).toEqual([])

      child.kill('SIGTERM')
      expect((await exited(child)).code).toBe(0)
      expect(events('stopped')).toHaveLength(1)
      expect(events('not-sending')).toHaveLength(1)
      everyLineIsAnEvent(lines())
      expect(output.stderr).toBe('')
    } finally {
      child.kill('SIGKILL')
    }
  })
})
