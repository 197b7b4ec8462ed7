import { exposureWarning, isLoopbackHost, urlFor } from 'shared/server/exposure'
import { createLogger } from 'shared/server/logger'
import { installGracefulShutdown } from 'shared/server/shutdown'
import { createCompositionServer } from './site-server'
import { compositionSettingsFromEnv } from './composition-settings'
import { SettingError } from './env-number'
import { consoleStyle, log, logTo } from './log'
import { createMetricsServer, metricsSettingsFromEnv, type MetricsSettings } from './metrics'
import { apiReleaseLedger, composerCredentialFromEnv } from './release-ledger-map'
import type { RemoteMapLedger } from './remote-map-source'
import { apiUpstreamFromEnv } from './api-gateway'
import { startBackend } from './site-settings-check'

/**
 * The composer: the composed site. PORT and HOST override 127.0.0.1:4173. It opens no database and
 * runs no worker, in any mode. Its API, the release ledger included, is the backend the site
 * settings name (`backend.url`; production, where nginx passes /rest/v1 to PostgREST), or the one
 * API_UPSTREAM names: the local backend that `npm start` runs beside it as a process of its own,
 * to which this composer passes /rest/v1 as nginx would (api-gateway.ts), with API_ANON_KEY as the
 * key its pages carry (docs/deploying.md, "Production").
 *
 * Every line it writes is one JSON object on standard output (pino, shared/server/logger), from the first:
 * docs/deploying.md, "Logs". Its Prometheus metrics are served on METRICS_PORT, never on PORT
 * ("Metrics").
 */
try {
  logTo(createLogger('composer'))
} catch (error) {
  // LOG_LEVEL that is not a level: there is no logger to say so with.
  console.error((error as Error).message)
  process.exit(1)
}
// An error nothing catches ends the process as Node ends it (its stack on standard error), said first here.
process.on('uncaughtExceptionMonitor', (error, origin) => log.error({ event: 'crashed', origin, err: error }, `The server stopped on an unexpected error (${origin}): ${error.message}`))

// The site settings first: a file that cannot be read, or a production start with no backend, stops here.
const named = checked(() => startBackend(process.env))
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const hostedBackend = named?.url ?? null
const upstream = checked(() => apiUpstreamFromEnv(process.env))

/** A setting of the environment that cannot be used stops the start, before anything is opened, saying which. */
function checked<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof SettingError)) throw error
    log.error({ event: 'not-started' }, error.message)
    process.exit(1)
  }
}
const settings = checked(() => compositionSettingsFromEnv())
const metricsAt = checked(() => metricsSettingsFromEnv(process.env, port))

// `--check`: the settings only, then exit 0 (npm start asks this before it starts the backend, so a
// setting that cannot be used stops the start before any process or data folder exists).
if (process.argv.includes('--check')) process.exit(0)

/**
 * Where the map comes from when no REMOTE_MAP_FILE / REMOTE_MAP_URL is set: the release ledger of
 * the named backend, or of the local one, read through its API with its anon key; previews and
 * canaries with the composer's release credential (docs/deploying.md, "Release a remote").
 */
function releaseLedger(): RemoteMapLedger | null {
  if (settings.remoteMap.kind !== 'ledger') return null
  // The named backend's REST API is at /rest/v1; the local one's PostgREST serves it at its root.
  const api = named ? { url: `${named.url.replace(/\/+$/, '')}/rest/v1`, anonKey: named.anonKey } : upstream
  if (!api) return null
  if (!api.anonKey) {
    log.error({ event: 'not-started' }, 'The site settings name backend.url but no backend.anonKey: the composer reads the release ledger with it. Add it, or name a map (REMOTE_MAP_URL or REMOTE_MAP_FILE).')
    process.exit(1)
  }
  const credential = checked(() => composerCredentialFromEnv())
  if (!credential) {
    log.error(
      { event: 'composer-credential-missing' },
      'No RELEASE_COMPOSER_CREDENTIAL (or RELEASE_COMPOSER_CREDENTIAL_FILE): this composer serves the live map only, no preview and no canary. The operator issues one with npm run release -- credential issue composers --label <host>.',
    )
  }
  return apiReleaseLedger(api.url, api.anonKey, settings.remoteMap.limits, credential ?? undefined)
}

/**
 * The metrics endpoint, listening before the site does: a composer whose metrics port is taken
 * stops at once, rather than run unwatched.
 */
async function serveMetrics({ port: metricsPort, host: metricsHost }: MetricsSettings): Promise<void> {
  const metricsServer = createMetricsServer()
  await new Promise<void>((listening) => {
    metricsServer.on('error', (error) => {
      log.error({ event: 'not-started', err: error }, `Cannot serve the metrics on ${urlFor(metricsHost, metricsPort)}: ${error.message}`)
      process.exit(1)
    })
    metricsServer.listen(metricsPort, metricsHost, listening)
  })
  // Not a request to wait for on a stop: the process ends with the site.
  metricsServer.unref()
  const url = `${urlFor(metricsHost, metricsPort)}/metrics`
  log.info({ event: 'metrics-started', url }, `Metrics on ${url}`)
  if (!isLoopbackHost(metricsHost)) log.warn({ event: 'metrics-exposed', host: metricsHost, port: metricsPort }, `WARNING: the metrics listen on ${url}, not only on this machine: let only the monitoring network reach that port.`)
}

if (metricsAt) await serveMetrics(metricsAt)
// With a backend named, /rest/v1 is nginx's to route: this origin has none.
const server = createCompositionServer({ api: hostedBackend ? null : upstream, settings, ledger: releaseLedger() })
const drain = installGracefulShutdown(server, { logger: consoleStyle('shutdown'), onDrained: () => Promise.resolve() })
server.listen(port, host, () => {
  if (hostedBackend) {
    log.info({ event: 'started', url: urlFor(host, port), mode: 'production', backend: hostedBackend }, `Composed site on ${urlFor(host, port)}  (backend ${hostedBackend}; no API on this origin)`)
  } else {
    const api = upstream ? `/rest/v1 passed on to ${upstream.url}` : 'no API: the site settings name no backend and API_UPSTREAM is not set'
    log.info({ event: 'started', url: urlFor(host, port), mode: 'local', api: upstream?.url ?? null }, `Composed site on ${urlFor(host, port)}  (${api})`)
  }
  const warning = exposureWarning(host, port, 'the whole site')
  if (warning) log.warn({ event: 'exposed', host, port }, warning)
})

const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void drain('SIGINT').then(exitAfter))
// Started by scripts/start.mjs with an IPC channel: if that supervisor dies, stop too rather than
// hold the port as an orphan.
if (process.connected) process.on('disconnect', () => void drain('supervisor exited').then(exitAfter))
process.on('SIGTERM', () => void drain('SIGTERM').then(exitAfter))
