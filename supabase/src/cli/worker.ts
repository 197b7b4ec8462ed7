import { existsSync } from 'node:fs'
import { createLogger, type Logger } from 'shared/server/logger'
import { resolveDataDir } from '../paths.ts'
import { apiGuard, guardEveryMs, startReleaseGuard } from '../release/guard-loop.ts'
import { hostPort, localUrlFor } from 'shared/server/exposure'
import { deliverySettingsFromEnv, startDeliveryWorker } from '../worker/delivery-worker.ts'
import { checkWorkerHealth, serveWorkerHealth } from '../worker/health-server.ts'
import { retentionEveryMsFromEnv, startRetentionSchedule } from '../worker/retention-schedule.ts'
import { hostedTargetFromEnv, type ServiceKeyApi } from './hosted-target.ts'
import { folderHolder, runningBackend } from './local-server.ts'

/**
 * `npm run worker`: the lead delivery worker on its own. Against a hosted or self-hosted project
 * with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; without them, against the local backend that
 * holds the data folder, through the owner socket inside it (as `npm run leads` does). Webhook
 * settings: LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_DELIVERY_* (docs/backend-operations.md, "The
 * delivery worker"). Without LEAD_WEBHOOK_URL it claims nothing, logs one error saying so and stays
 * up for the release guard and the retention purge. Several may run at once, also next to the one
 * `npm start` runs.
 * SIGINT/SIGTERM: the POSTs in flight finish, then it exits. Logs: one JSON line per event
 * (shared/server/logger). With LEAD_WORKER_HEALTH_PORT it answers GET /healthz there, and
 * `npm run worker -- --health` asks that endpoint for a process manager. With
 * RETENTION_PURGE_EVERY_HOURS it also runs the retention purge against the hosted project
 * (retention-schedule.ts), where pg_cron is absent.
 */
const usage = `Usage: npm run worker [-- --health | --help]

Posts queued leads to LEAD_WEBHOOK_URL, signed with LEAD_WEBHOOK_SECRET, until stopped (SIGTERM or
Ctrl-C finish the POSTs in flight first). Reads the outbox of the project SUPABASE_URL names (with
SUPABASE_SERVICE_ROLE_KEY), or of the local backend running on this data folder. Logs one JSON line
per event on standard output.

  --health   ask the running worker's GET /healthz (LEAD_WORKER_HEALTH_PORT, LEAD_WORKER_HEALTH_HOST):
             prints its answer; exit 0 healthy, 1 not healthy or no answer, 2 no port set
  --help     this text

docs/backend-operations.md, "The delivery worker".
`

/** Where the health endpoint listens: LEAD_WORKER_HEALTH_PORT (unset: none), LEAD_WORKER_HEALTH_HOST (default 127.0.0.1). */
function healthAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } | null {
  const raw = env.LEAD_WORKER_HEALTH_PORT?.trim()
  if (!raw) return null
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`LEAD_WORKER_HEALTH_PORT must be a port number from 1 to 65535 (got "${raw}")`)
  return { host: env.LEAD_WORKER_HEALTH_HOST?.trim() || '127.0.0.1', port }
}

function target(): ServiceKeyApi {
  const hosted = hostedTargetFromEnv()
  if (hosted) return hosted
  const dataDir = resolveDataDir()
  const holder = existsSync(dataDir) ? folderHolder(dataDir) : null
  if (!holder) throw new Error(`No local backend is running on ${dataDir}: start it (npm start), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`)
  const local = runningBackend(dataDir, holder.pid)
  return { ...local, serviceKey: local.keys.serviceRoleKey }
}

async function health(): Promise<number> {
  const address = healthAddress()
  if (!address) {
    console.error('--health needs LEAD_WORKER_HEALTH_PORT: the port the running worker answers GET /healthz on.')
    return 2
  }
  const url = `${localUrlFor(address.host, address.port)}/healthz`
  const { healthy, text } = await checkWorkerHealth(url)
  ;(healthy ? console.log : console.error)(text)
  return healthy ? 0 : 1
}

async function run(logger: Logger): Promise<void> {
  const settings = deliverySettingsFromEnv()
  const everyMs = guardEveryMs()
  const healthAt = healthAddress()
  const purgeEveryMs = retentionEveryMsFromEnv()
  const { url, serviceKey, fetch, address } = target()
  const worker = startDeliveryWorker({ url, serviceKey, fetch, address, logger, webhookRequired: true, ...settings })
  // Not sending (no webhook, or one it may not use: logged once as not-sending): it stays up, as
  // the guard and the retention purge still have work, and a process manager that restarted it
  // would only repeat the line. Leads wait in the outbox, unclaimed.
  const keepAlive = worker.running ? null : setInterval(() => undefined, 2 ** 30)
  let server: Awaited<ReturnType<typeof serveWorkerHealth>> | null = null
  let retention: ReturnType<typeof startRetentionSchedule> | null = null
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ event: 'stopping', signal }, `${signal}: finishing the deliveries in flight…`)
    server?.close()
    retention?.stop()
    clearInterval(keepAlive ?? undefined)
    void worker.stop().then(() => {
      logger.info({ event: 'stopped' }, 'stopped')
      process.exit(0)
    })
  }
  // Before the first line that says it runs: a process manager may stop it as soon as it reads that.
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  // Started by npm start with an IPC channel: if that supervisor dies, stop too.
  if (process.connected) process.on('disconnect', () => stop('supervisor exited'))
  logger.info({ event: 'reading', api: address }, `reading the outbox at ${address}`)
  server = healthAt ? await serveWorkerHealth(worker.health, healthAt.host, healthAt.port) : null
  if (stopping) server?.close()
  if (healthAt) logger.info({ event: 'health-endpoint', url: `http://${hostPort(healthAt.host, healthAt.port)}/healthz` }, `health at http://${hostPort(healthAt.host, healthAt.port)}/healthz`)
  // The release ledger's guard runs beside the deliveries: same service key, same API (docs/deploying.md, "Preview and canary").
  if (everyMs !== null) startReleaseGuard(apiGuard(url, serviceKey, fetch), everyMs, logger)
  // The embedded backend purges on its own; a project without pg_cron needs this one.
  retention = purgeEveryMs && process.env.SUPABASE_URL && !stopping ? startRetentionSchedule({ url, serviceKey, fetch, everyMs: purgeEveryMs, logger }) : null
  if (purgeEveryMs && !process.env.SUPABASE_URL) logger.info({ event: 'retention-ignored' }, 'RETENTION_PURGE_EVERY_HOURS is ignored: the local backend runs the retention purge itself')
  // Stopped by an unexpected error (logged as crashed): exit, so a process manager starts it again.
  if (worker.running) {
    void worker.ended.then(() => {
      if (!stopping) process.exit(1)
    })
  }
}

const args = process.argv.slice(2)
const unknown = args.filter((arg) => !['--health', '--help', '-h'].includes(arg))
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(usage)
} else if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown[0]}.\n\n${usage}`)
  process.exitCode = 2
} else if (args.includes('--health')) {
  process.exitCode = await health().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    return 2
  })
} else {
  let logger: Logger
  try {
    logger = createLogger('lead-worker')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  await run(logger).catch((error: unknown) => {
    logger.error({ event: 'not-started' }, error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
