import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export interface DrainOptions {
  /** Runs once no request is in flight and new connections have stopped (e.g. close the database). */
  onDrained: () => Promise<void>
  /** Longest the drain may take before the remaining connections are closed. */
  maxDrainMs?: number
  /** How long the listener stays open with no new request before it closes. */
  quietMs?: number
  logger?: Pick<Console, 'info' | 'warn'>
}

/**
 * Graceful stop for a server a supervisor sends SIGTERM to. Closing the listener at once resets the
 * connections still waiting in the kernel's accept queue, and exiting drops requests in flight. So:
 * requests already running finish; a request that arrives meanwhile is answered 503 with
 * Retry-After and `Connection: close`, so a client or load balancer retries elsewhere or later;
 * the listener closes once no new request came for `quietMs`; then `onDrained`, then exit. The whole
 * drain is bounded by `maxDrainMs`.
 */
export function installGracefulShutdown(server: Server, options: DrainOptions): (signal: string) => Promise<void> {
  const { onDrained, maxDrainMs = 10_000, quietMs = 250, logger = console } = options
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

  let stopping: Promise<void> | null = null
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
      await onDrained()
    })()
    return stopping
  }
}
