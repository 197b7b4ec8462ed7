import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export interface DrainOptions {
  /** Runs once no request is in flight and new connections have stopped (e.g. close the database). */
  onDrained: () => Promise<void>
  /** Longest the drain may take before the remaining connections are closed. */
  maxDrainMs?: number
  /** How long the listener stays open with no new request before it closes. */
  quietMs?: number
  /**
   * Longest `onDrained` may take. Past it the stop ends anyway, with a warning: a close that never
   * finishes (a query that never returns, a data folder deleted underneath) must not leave
   * a process that holds its port and never exits. PostgreSQL recovers such a folder as after a crash.
   */
  maxCloseMs?: number
  logger?: Pick<Console, 'info' | 'warn'>
}

/**
 * Graceful stop for a server a supervisor sends SIGTERM to. Closing the listener at once resets the
 * connections still waiting in the kernel's accept queue, and exiting drops requests in flight. So:
 * requests already running finish; a request that arrives meanwhile is answered 503 with
 * Retry-After and `Connection: close`, so a client or load balancer retries elsewhere or later;
 * the listener closes once no new request came for `quietMs`; then `onDrained`, then exit. The whole
 * drain is bounded by `maxDrainMs`, and `onDrained` by `maxCloseMs`. The stop resolves true when
 * everything closed, false when the close failed or ran out of time (exit non-zero then).
 */
export function installGracefulShutdown(server: Server, options: DrainOptions): (signal: string) => Promise<boolean> {
  const { onDrained, maxDrainMs = 10_000, quietMs = 250, maxCloseMs = 10_000, logger = console } = options
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  let draining = false
  let inFlight = 0
  let lastArrival = 0

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    lastArrival = Date.now()
    if (draining) {
      req.resume()
      const body = JSON.stringify({ code: 'PGRST503', message: 'The server is restarting; try again shortly.', details: null, hint: 'shutting_down' })
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', Connection: 'close' })
      res.end(body)
      return
    }
    inFlight++
    res.once('close', () => inFlight--)
    for (const handler of handlers) handler.call(server, req, res)
  })

  let stopping: Promise<boolean> | null = null
  return (signal) => {
    stopping ??= (async () => {
      logger.info(`${signal}: finishing in-flight requests…`)
      draining = true
      const started = Date.now()
      lastArrival = started
      server.closeIdleConnections()
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      while (Date.now() - started < maxDrainMs && (inFlight > 0 || Date.now() - lastArrival < quietMs)) {
        // Keep-alive sockets that finished a response are idle now: close them so they don't linger.
        server.closeIdleConnections()
        await sleep(25)
      }
      if (inFlight > 0) logger.warn(`${signal}: ${inFlight} request(s) still running after ${maxDrainMs} ms; closing anyway`)
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        setTimeout(() => {
          server.closeAllConnections()
          resolve()
        }, 1000).unref()
      })
      return closeWithin(onDrained, maxCloseMs, signal, logger)
    })()
    return stopping
  }
}

/** Runs `close`, but gives up on it after `maxMs`; a failure is reported, not thrown. True when it closed. */
async function closeWithin(close: () => Promise<void>, maxMs: number, signal: string, logger: Pick<Console, 'warn'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), maxMs)
  })
  try {
    const outcome = await Promise.race([close().then(() => 'closed' as const), gaveUp])
    if (outcome === 'closed') return true
    logger.warn(`${signal}: closing did not finish within ${maxMs} ms; exiting without it`)
  } catch (error) {
    logger.warn(`${signal}: closing failed; exiting anyway`, error)
  } finally {
    clearTimeout(timer)
  }
  return false
}
