import { createServer, type Server } from 'node:http'
import { isHealthy, type WorkerHealth } from './claim-health.ts'

/**
 * `GET /healthz` of a running `npm run worker` (LEAD_WORKER_HEALTH_PORT): 200 while its claims
 * work (or before the first has answered), 503 while they fail, when no claim has ended for longer
 * than a working loop ever takes (stalled), or once the worker has stopped. The body is the
 * worker's health as JSON: status, the last good claim, and the failing URL, status and reason.
 */
export function serveWorkerHealth(health: () => WorkerHealth, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://worker').pathname
    if (path !== '/healthz') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed\n')
    const now = health()
    res.writeHead(isHealthy(now) ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : `${JSON.stringify(now)}\n`)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/** `npm run worker -- --health`: asks the running worker's endpoint; true when it answers 200. Prints its answer. */
export async function checkWorkerHealth(url: string, timeoutMs = 5000): Promise<{ healthy: boolean; text: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
    return { healthy: response.status === 200, text: (await response.text()).trim() || `HTTP ${response.status}` }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { healthy: false, text: `no answer from ${url}: ${cause ?? (error instanceof Error ? error.message : String(error))}` }
  }
}
