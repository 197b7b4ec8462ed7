import {
  deliverySettingsFromEnv,
  exposureWarning,
  installGracefulShutdown,
  localUrlFor,
  startDeliveryWorker,
  startLocalBackend,
  urlFor,
  type DeliveryWorker,
} from 'backend'
import { createCompositionServer } from './compose'

/**
 * `npm start`: the composed site and its embedded backend on one origin.
 * PORT and HOST override 127.0.0.1:4173; LOCAL_BACKEND_* variables configure the backend.
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
// Lead delivery settings are read before the backend starts, so a malformed one stops the start.
const delivery = process.env.LEAD_DELIVERY_WORKER === 'off' ? null : deliverySettingsFromEnv()

let api
try {
  api = await startLocalBackend({})
} catch (error) {
  // A held or foreign data folder or an unsafe secret: the message says what to do; no stack needed.
  if (error instanceof Error && ['DataDirLockedError', 'DataFolderOwnerError', 'UnsafeJwtSecretError'].includes(error.name)) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const backend = api
const server = createCompositionServer({ api: backend })
let worker: DeliveryWorker | null = null
const stopWorker = () => worker?.stop() ?? Promise.resolve()
const drain = installGracefulShutdown(server, {
  onDrained: async () => {
    await stopWorker()
    await backend.close()
  },
})
// The worker records each outcome through this server's API, which refuses requests once the
// drain starts: so its POSTs in flight finish and are recorded first, then the site drains.
const stop = (signal: string) => stopWorker().then(() => drain(signal))
server.listen(port, host, () => {
  const ownUrl = localUrlFor(host, port)
  // Leads queued by submit_marketing_audit go to LEAD_WEBHOOK_URL from here, through the same API
  // a hosted project offers (docs/backend.md, "Lead delivery").
  if (delivery) worker = startDeliveryWorker({ url: ownUrl, serviceKey: backend.serviceRoleKey, ...delivery })
  console.log(`Composed site on ${urlFor(host, port)}  (local backend API at /rest/v1)`)
  const warning = exposureWarning(host, port, 'the whole site')
  if (warning) console.warn(warning)
})

process.on('SIGINT', () => void stop('SIGINT').then(() => process.exit(0)))
// Started by scripts/start.mjs with an IPC channel: if that supervisor dies, stop too rather than
// hold the port and the data folder as an orphan.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(() => process.exit(0)))
process.on('SIGTERM', () => void stop('SIGTERM').then(() => process.exit(0)))
