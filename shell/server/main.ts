import {
  deliverySettingsFromEnv,
  exposureWarning,
  installGracefulShutdown,
  localUrlFor,
  startDeliveryWorker,
  startLocalBackend,
  urlFor,
  type DeliveryWorker,
  type LocalBackend,
} from 'backend'
import { readFileSync } from 'node:fs'
import { createCompositionServer } from './compose'
import { compositionSettingsFromEnv } from './composition-settings'
import { SettingError } from './env-number'
import { apiReleaseLedger } from './release-ledger-map'
import type { RemoteMapLedger } from './remote-map-file'
import { namedBackend } from './runtime-config'

/**
 * `npm start`: the composed site. PORT and HOST override 127.0.0.1:4173.
 *
 * Two modes (docs/deploying.md, "Production"): when the site settings name a backend
 * (`backend.url`), this is a composer only: no embedded database, no data folder, no /rest/v1 and
 * no lead worker here (`npm run worker` delivers from that backend). Otherwise the embedded
 * backend runs in this process with its worker, configured by LOCAL_BACKEND_* variables.
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const named = namedBackend()
const hostedBackend = named?.url ?? null

/** A setting of the environment that cannot be used stops the start, before anything is opened, saying which. */
function checked<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof SettingError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
const settings = checked(() => compositionSettingsFromEnv())
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
      console.error('The site settings name backend.url but no backend.anonKey: the composer reads the release ledger with it. Add it, or name a map (REMOTE_MAP_URL or REMOTE_MAP_FILE).')
      process.exit(1)
    }
    return apiReleaseLedger(named.url, named.anonKey, settings.remoteMap.limits)
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
    if (seeded.length) console.log(`Release ledger: the local builds of ${seeded.join(', ')} are live in ${ledger.source}`)
  }
  return ledger
}

async function embeddedBackend(): Promise<LocalBackend> {
  try {
    return await startLocalBackend({})
  } catch (error) {
    // A held or foreign data folder or an unsafe secret: the message says what to do; no stack needed.
    if (error instanceof Error && ['DataDirLockedError', 'DataFolderOwnerError', 'UnsafeJwtSecretError'].includes(error.name)) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const backend = hostedBackend ? null : await embeddedBackend()
const server = createCompositionServer({ api: backend, settings, ledger: await releaseLedger() })
let worker: DeliveryWorker | null = null
const stopWorker = () => worker?.stop() ?? Promise.resolve()
const drain = installGracefulShutdown(server, {
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
    console.log(`Composed site on ${urlFor(host, port)}  (local backend API at /rest/v1)`)
  } else {
    console.log(`Composed site on ${urlFor(host, port)}  (production: backend ${hostedBackend}; no local API, no worker)`)
  }
  const warning = exposureWarning(host, port, 'the whole site')
  if (warning) console.warn(warning)
})

// Non-zero when the database's close failed or ran out of time (the drain's warning says which).
const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void stop('SIGINT').then(exitAfter))
// Started by scripts/start.mjs with an IPC channel: if that supervisor dies, stop too rather than
// hold the port and the data folder as an orphan.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(exitAfter))
process.on('SIGTERM', () => void stop('SIGTERM').then(exitAfter))
