import {
  deliverySettingsFromEnv,
  exposureWarning,
  installGracefulShutdown,
  isLoopbackHost,
  localUrlFor,
  startDeliveryWorker,
  startLocalBackend,
  urlFor,
  type DeliveryWorker,
  type LocalBackend,
} from 'backend'
import { createLogger } from 'backend/log'
import { readFileSync } from 'node:fs'
import { createCompositionServer } from './compose'
import { compositionSettingsFromEnv } from './composition-settings'
import { SettingError } from './env-number'
import { consoleStyle, log, logTo } from './log'
import { createMetricsServer, metricsSettingsFromEnv, type MetricsSettings } from './metrics'
import { apiReleaseLedger, composerCredentialFromEnv } from './release-ledger-map'
import type { RemoteMapLedger } from './remote-map-file'
import { startBackend } from './site-settings-check'

/**
 * `npm start`: the composed site. PORT and HOST override 127.0.0.1:4173.
 *
 * Two modes (docs/deploying.md, "Production"): when the site settings name a backend
 * (`backend.url`), this is a composer only: no embedded database, no data folder, no /rest/v1 and
 * no lead worker here (`npm run worker` delivers from that backend). Otherwise the embedded
 * backend runs in this process with its worker, configured by LOCAL_BACKEND_* variables.
 *
 * Every line it writes is one JSON object on standard output (pino, backend/log), from the first:
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
// Lead delivery settings are read before the backend starts, so a malformed one stops the start.
const delivery = hostedBackend || process.env.LEAD_DELIVERY_WORKER === 'off' ? null : deliverySettingsFromEnv()

/**
 * Where the map comes from when no REMOTE_MAP_FILE / REMOTE_MAP_URL is set: the release ledger of
 * the named backend, read with its anon key; or the embedded one, seeded with this checkout's
 * builds (the shell build's default map), so a local start serves them as before and a release
 * promoted locally survives a restart (docs/deploying.md, "Release a remote").
 */
async function releaseLedger(): Promise<RemoteMapLedger | null> {
  if (settings.remoteMap.kind !== 'ledger') return null
  if (named) {
    if (!named.anonKey) {
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
    return apiReleaseLedger(named.url, named.anonKey, settings.remoteMap.limits, credential ?? undefined)
  }
  const ledger = backend!.releaseLedger
  let builds: Record<string, unknown> | null = null
  try {
    builds = JSON.parse(readFileSync(settings.remoteMap.fallback, 'utf8')) as Record<string, unknown>
  } catch {
    // No shell build yet: nothing to seed; the ledger keeps what it has.
  }
  if (builds) {
    const seeded = await ledger.seed(builds)
    if (seeded.length) log.info({ event: 'ledger-seeded', remotes: seeded, source: ledger.source }, `Release ledger: the local builds of ${seeded.join(', ')} are live in ${ledger.source}`)
  }
  return ledger
}

async function embeddedBackend(): Promise<LocalBackend> {
  try {
    return await startLocalBackend({ logger: consoleStyle('local-backend') })
  } catch (error) {
    // A held or foreign data folder or an unsafe secret: the message says what to do; no stack needed.
    if (error instanceof Error && ['DataDirLockedError', 'DataFolderOwnerError', 'UnsafeJwtSecretError'].includes(error.name)) {
      log.error({ event: 'not-started' }, error.message)
      process.exit(1)
    }
    throw error
  }
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
const backend = hostedBackend ? null : await embeddedBackend()
const server = createCompositionServer({ api: backend, settings, ledger: await releaseLedger() })
let worker: DeliveryWorker | null = null
const stopWorker = () => worker?.stop() ?? Promise.resolve()
const drain = installGracefulShutdown(server, {
  logger: consoleStyle('shutdown'),
  onDrained: async () => {
    await stopWorker()
    await backend?.close()
  },
})
// The worker records each outcome through this server's API, which refuses requests once the
// drain starts: so its POSTs in flight finish and are recorded first, then the site drains.
const stop = (signal: string) => stopWorker().then(() => drain(signal))
server.listen(port, host, () => {
  const ownUrl = localUrlFor(host, port)
  if (backend) {
    // Leads queued by submit_marketing_audit go to LEAD_WEBHOOK_URL from here, through the same API
    // a hosted project offers (docs/backend.md, "Lead delivery").
    if (delivery) worker = startDeliveryWorker({ url: ownUrl, serviceKey: backend.serviceRoleKey, ...delivery })
    log.info({ event: 'started', url: urlFor(host, port), mode: 'embedded' }, `Composed site on ${urlFor(host, port)}  (local backend API at /rest/v1)`)
  } else {
    log.info({ event: 'started', url: urlFor(host, port), mode: 'production', backend: hostedBackend }, `Composed site on ${urlFor(host, port)}  (production: backend ${hostedBackend}; no local API, no worker)`)
  }
  const warning = exposureWarning(host, port, 'the whole site')
  if (warning) log.warn({ event: 'exposed', host, port }, warning)
})

// Non-zero when the database's close failed or ran out of time (the drain's warning says which).
const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void stop('SIGINT').then(exitAfter))
// Started by scripts/start.mjs with an IPC channel: if that supervisor dies, stop too rather than
// hold the port and the data folder as an orphan.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(exitAfter))
process.on('SIGTERM', () => void stop('SIGTERM').then(exitAfter))
