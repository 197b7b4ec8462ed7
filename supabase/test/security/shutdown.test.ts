import { createServer, request } from 'node:http'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { installGracefulShutdown } from 'shared/server/shutdown'
import { exited, freePort, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { copyMigratedFolder, tempDir } from '../helpers/targets.ts'

/**
 * SIGTERM while connections wait: a supervisor's stop must not reset anybody. Requests in flight
 * finish; the ones still queued get 503 with Retry-After; none sees its connection reset.
 */
interface Outcome {
  status: number | null
  retryAfter: string | undefined
  error: string | null
}

function post(port: number, anonKey: string, i: number, onConnect: () => void): Promise<Outcome> {
  const body = JSON.stringify({ event_name: 'shutdown_probe', page_url: `http://127.0.0.1/${i}`, user_agent: 'test', properties: {} })
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/rest/v1/analytics_events',
        method: 'POST',
        agent: false,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? null, retryAfter: res.headers['retry-after'], error: null }))
      },
    )
    req.on('socket', (socket) => socket.once('connect', onConnect))
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, retryAfter: undefined, error: error.code ?? error.message }))
    req.end(body)
  })
}

describe('graceful stop', () => {
  const dir = tempDir('shutdown-')
  afterAll(() => dir.remove())

  it('answers every connection that was open or queued at SIGTERM, then exits 0', async () => {
    const port = await freePort()
    // A migrated folder: the subject is the stop, not a first start.
    copyMigratedFolder(join(dir.path, 'pglite'))
    const child = spawnScript('src/cli/serve.ts', [], { LOCAL_BACKEND_DATA_DIR: join(dir.path, 'pglite'), LOCAL_BACKEND_JWT_SECRET: '', PORT: String(port) })
    // Its `started` line (one JSON object) carries the anon key.
    const output = await waitForOutput(child, /"event":"started".*\n/)
    const started = output.split('\n').find((line) => line.includes('"event":"started"'))!
    const { anonKey } = JSON.parse(started) as { anonKey: string }

    const total = 120
    let connected = 0
    let allConnected!: () => void
    const ready = new Promise<void>((resolve) => (allConnected = resolve))
    const outcomes = Array.from({ length: total }, (_, i) =>
      post(port, anonKey, i, () => {
        if (++connected === total) allConnected()
      }),
    )
    await ready
    child.kill('SIGTERM')
    const results = await Promise.all(outcomes)
    expect(await exited(child)).toEqual({ code: 0, signal: null })

    const reset = results.filter((outcome) => outcome.status === null)
    expect(reset.map((outcome) => outcome.error)).toEqual([])
    const unexpected = results.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)
    expect(unexpected.map((outcome) => outcome.status)).toEqual([])
    const refused = results.filter((outcome) => outcome.status === 503)
    expect(refused.every((outcome) => outcome.retryAfter !== undefined)).toBe(true)
    console.info(`[shutdown] ${total - refused.length} stored, ${refused.length} answered 503 with Retry-After, 0 reset`)
  })
})

describe('a close that hangs or fails', () => {
  /** A listening server with the drain installed; what it logs is kept. */
  async function drained(onDrained: () => Promise<void>) {
    const server = createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const warnings: string[] = []
    const logger = { info: () => undefined, warn: (...parts: unknown[]) => void warnings.push(parts.map(String).join(' ')) }
    const stop = installGracefulShutdown(server, { onDrained, quietMs: 10, maxCloseMs: 300, logger })
    return { server, stop, warnings }
  }

  it('stops anyway once the close has run out of time, says so, and reports it', async () => {
    const { server, stop, warnings } = await drained(() => new Promise<void>(() => undefined))
    const started = Date.now()
    expect(await stop('SIGTERM')).toBe(false)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(server.listening).toBe(false)
    expect(warnings).toEqual(['SIGTERM: closing did not finish within 300 ms; exiting without it'])
  })

  it('reports a close that failed instead of throwing', async () => {
    const { stop, warnings } = await drained(() => Promise.reject(new Error('folder gone')))
    expect(await stop('SIGTERM')).toBe(false)
    expect(warnings).toEqual(['SIGTERM: closing failed; exiting anyway Error: folder gone'])
  })

  it('reports a clean close, and a second signal joins the stop in progress', async () => {
    let closes = 0
    const { stop, warnings } = await drained(async () => void closes++)
    const [first, second] = await Promise.all([stop('SIGTERM'), stop('SIGINT')])
    expect([first, second, closes]).toEqual([true, true, 1])
    expect(warnings).toEqual([])
  })
})
