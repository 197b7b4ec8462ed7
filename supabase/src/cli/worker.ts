import { existsSync } from 'node:fs'
import { resolveDataDir } from '../paths.ts'
import { apiGuard, guardEveryMs, startReleaseGuard } from '../release/guard-loop.ts'
import { deliverySettingsFromEnv, startDeliveryWorker } from '../worker/delivery-worker.ts'
import { folderHolder, runningBackend } from './local-server.ts'

/**
 * `npm run worker`: the lead delivery worker on its own. Against a hosted project with
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; without them, against the local backend that holds
 * the data folder, through the owner socket inside it (as `npm run leads` does). Webhook settings: LEAD_WEBHOOK_URL,
 * LEAD_WEBHOOK_SECRET, LEAD_DELIVERY_* (docs/backend-operations.md, "The delivery worker"). Several may run at once,
 * also next to the one `npm start` runs. SIGINT/SIGTERM: the POSTs in flight finish, then it exits.
 */
function target(): { url: string; serviceKey: string; fetch?: typeof fetch; address: string } {
  const url = process.env.SUPABASE_URL?.trim()
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (url && serviceKey) return { url, serviceKey, address: url }
  if (url || serviceKey) throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (hosted), or neither (the local backend).')
  const dataDir = resolveDataDir()
  const holder = existsSync(dataDir) ? folderHolder(dataDir) : null
  if (!holder) throw new Error(`No local backend is running on ${dataDir}: start it (npm start), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`)
  const local = runningBackend(dataDir, holder.pid)
  return { url: local.url, serviceKey: local.keys.serviceRoleKey, fetch: local.fetch, address: local.address }
}

try {
  const settings = deliverySettingsFromEnv()
  const everyMs = guardEveryMs()
  const { url, serviceKey, fetch, address } = target()
  const worker = startDeliveryWorker({ url, serviceKey, fetch, ...settings })
  if (!worker.running) process.exit(1)
  console.info(`[lead-worker] reading the outbox at ${address}`)
  // The release ledger's guard runs beside the deliveries: same service key, same API (docs/deploying.md, "Preview and canary").
  if (everyMs !== null) startReleaseGuard(apiGuard(url, serviceKey, fetch), everyMs)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.info(`[lead-worker] ${signal}: finishing the deliveries in flight…`)
    void worker.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
