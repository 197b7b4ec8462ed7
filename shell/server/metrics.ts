import { createServer, type Server } from 'node:http'
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'
import { SettingError } from './env-number'

/**
 * The composition server's Prometheus metrics (prom-client; docs/deploying.md, "Metrics"). Kept in
 * this process's registry whether or not they are served; `npm start` serves them on a port of
 * their own (METRICS_PORT), never on the site's.
 *
 * Every label takes a bounded set of values: sections are the map's remotes, releases the ledger's
 * ids, cohorts and statuses a handful. Never a path, a URL or a visitor's input.
 */
export const registry = new Registry()

const requests = new Counter({
  name: 'composer_requests_total',
  help: "Requests answered, by section (the remote whose section the page shows; \"shell\" for a page of none; empty for anything but a page), release (the ledger id of the release the visitor is at for that section: the preview's, the canary's or the live one; empty for \"shell\" and anything but a page, and for live when the map is a file or a URL, which name no ids), cohort (live, canary, preview; empty for anything but a page) and status (the HTTP status, or \"aborted\" when the client left first).",
  labelNames: ['section', 'release', 'cohort', 'status'] as const,
  registers: [registry],
})

const compositionFailures = new Counter({
  name: 'composer_composition_failures_total',
  help: "Pages whose section could not be composed: a preview's or canary's release that could not be served (the live one was), or a live section served as its \"couldn't load\" area (503). Labels as for composer_requests_total.",
  labelNames: ['section', 'release', 'cohort'] as const,
  registers: [registry],
})

const releaseReadFailures = new Counter({
  name: 'composer_release_read_failures_total',
  help: "Failed reads of a release's files from its origin or folder, by remote (a failing file is tried again at growing pauses, not once per request).",
  labelNames: ['remote'] as const,
  registers: [registry],
})

const unjudgedCanaries = new Gauge({
  name: 'composer_canary_unjudged',
  help: 'Running canaries by section: 1 while the release guard could not judge the canary at its last look (it runs unguarded), else 0.',
  labelNames: ['section'] as const,
  registers: [registry],
})

const startedAt = Date.now()
let mapReadAt: () => number | null = () => null
new Gauge({
  name: 'composer_map_age_seconds',
  help: 'Seconds since the remote map served was last read and found current (since the server started while no map has been read).',
  registers: [registry],
  collect() {
    const readAt = mapReadAt() ?? startedAt
    this.set(Math.max(0, Date.now() - readAt) / 1000)
  },
})

export type Cohort = 'live' | 'canary' | 'preview'

/** What one request is counted by: a page's section, release and cohort; empty for anything else. */
export interface RequestLabels {
  section: string
  release: string
  cohort: Cohort | ''
}

export const metrics = {
  request(labels: RequestLabels, status: string): void {
    requests.inc({ ...labels, status })
  },
  compositionFailure(labels: { section: string; release: string; cohort: Cohort }): void {
    compositionFailures.inc(labels)
  },
  releaseReadFailure(remote: string): void {
    releaseReadFailures.inc({ remote })
  },
  /** The running canaries (by section) as the ledger last listed them, and those the guard could not judge. */
  canaries(running: readonly string[], unjudged: readonly string[]): void {
    unjudgedCanaries.reset()
    for (const section of running) unjudgedCanaries.set({ section }, unjudged.includes(section) ? 1 : 0)
  },
  /** Where the map's age comes from: the map source of the server this process serves. */
  mapReadAt(readAt: () => number | null): void {
    mapReadAt = readAt
  },
}

export interface MetricsSettings {
  port: number
  host: string
}

/**
 * METRICS_PORT (none: no metrics endpoint) and METRICS_HOST (default 127.0.0.1, this machine
 * only). The site's own port is refused: /metrics is never on the public site.
 */
export function metricsSettingsFromEnv(env: NodeJS.ProcessEnv, sitePort: number): MetricsSettings | null {
  const raw = env.METRICS_PORT?.trim()
  if (!raw) return null
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SettingError(`METRICS_PORT must be a port (a whole number from 1 to 65535); it is "${raw}". Fix it, or unset it for no metrics endpoint.`)
  if (port === sitePort) throw new SettingError(`METRICS_PORT is the site's PORT (${port}): the metrics are served on a port of their own, never on the public site. Choose another.`)
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' }
}

/**
 * prom-client's gauges whose names end in `_total`, which Prometheus keeps for counters (`promtool
 * check metrics` fails on them). Each is the sum of the gauge of the same name without `_total`,
 * which counts the same things by type: `sum(nodejs_active_handles)`.
 */
const totalGauges = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']

/**
 * The metrics endpoint: GET /metrics in Prometheus's text format, with prom-client's process
 * metrics (CPU, memory, event loop lag, handles); anything else 404.
 */
export function createMetricsServer(): Server {
  collectDefaultMetrics({ register: registry })
  for (const name of totalGauges) registry.removeSingleMetric(name)
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed')
      return
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`Cannot collect the metrics: ${(error as Error).message}`)
      },
    )
  })
}
