import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { openDatabase } from './db/open.ts'
import { assertUsableJwtSecret } from './server/jwt-keys.ts'
import { createClientAddressPolicy, type ClientAddressPolicy } from 'shared/server/client-address'
import { resolveDataDir } from './paths.ts'
import { readKeyMaterial, resolveKeyMaterial, type KeyMaterial } from './server/keys.ts'
import { listenOwnerSocket, type OwnerSocket } from './server/owner-socket.ts'
import { apiFrontListener } from './server/api-front.ts'
import { freePort, startPostgrest, type PostgrestProcess } from './engines/postgrest-process.ts'
import { startRetentionSchedule } from './worker/retention-schedule.ts'
import { installGracefulShutdown } from 'shared/server/shutdown'
import { localUrlFor } from 'shared/server/exposure'

export { localKeys, UnsafeJwtSecretError } from './server/jwt-keys.ts'
export { DataDirLockedError } from './db/lock.ts'
export { DataFolderAccessError, DataFolderOwnerError } from './db/data-folder.ts'

export interface LocalBackendOptions {
  /** PGlite data folder. Default: env LOCAL_BACKEND_DATA_DIR, else <repo>/.data/pglite. `memory://` for tests. */
  dataDir?: string
  /** HS256 secret of the local keys. Default: env LOCAL_BACKEND_JWT_SECRET, else the data folder's own generated secret. Publicly known secrets are refused. */
  jwtSecret?: string
  /** Header carrying the client IP from a trusted proxy (e.g. 'x-forwarded-for'). Default: env LOCAL_BACKEND_TRUST_PROXY_HEADER, else none (socket address). */
  trustProxyHeader?: string | null
  /** Which hops of that header are proxies: a hop count or a comma list of addresses/CIDRs/`loopback`. Default: env LOCAL_BACKEND_TRUSTED_PROXIES, else one hop (the socket peer). */
  trustedProxies?: string | number | null
  /** The front's port (0: any free one) and host. Default 0 and 127.0.0.1. */
  port?: number
  /** PostgREST's port (0: any free one; default env LOCAL_POSTGREST_PORT, else 0): a restarted backend keeps it, so whoever passes requests to it need not learn a new one. */
  postgrestPort?: number
  host?: string
  /**
   * A remote map (the local builds' remotes.json) taken into the release ledger before the API
   * opens: each remote is defined, and one with no live release yet gets its entry as the live
   * release (a release promoted locally survives a restart).
   */
  seedMap?: Record<string, unknown>
  logger?: Pick<Console, 'info' | 'warn' | 'error'>
}

export interface LocalBackend {
  /** The front's origin: the API under /rest/v1, as on Supabase (the owner's tools, `npm run dev`, tests). */
  readonly url: string
  /** PostgREST's own origin (/<table>, /rpc/<fn>): where the composer passes /rest/v1, as nginx does. */
  readonly postgrestUrl: string
  /** The front's client address policy: the composer resolves addresses with the same one. */
  readonly clientAddress: ClientAddressPolicy
  readonly anonKey: string
  readonly serviceRoleKey: string
  readonly dataDir: string
  /** The Unix socket in the data folder the owner's tools reach this backend on (null: in memory, or none possible). */
  readonly ownerSocket: string | null
  /** The remotes whose live release seedMap set. */
  readonly seeded: string[]
  /** Graceful: the front stops, PostgREST stops, the database flushes and closes, the lock goes. */
  close(): Promise<void>
}

const PURGE_EVERY_MS = 24 * 60 * 60 * 1000

async function listenOn(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  return localUrlFor(host, typeof address === 'object' && address ? address.port : port)
}

/**
 * The local backend: production's engines over a PGlite folder. The database (PGlite, served on a
 * loopback port by pglite-socket) lives in this process; PostgREST 12, the program production runs,
 * is its own process over it; a front (the part nginx plays) serves /rest/v1 to the owner's tools.
 * Everything this process does to the database happens before PostgREST opens it (migrations, the
 * ledger's seed): afterwards PostgREST's one session is the database's only
 * user, since PGlite runs one session and a statement of ours would land inside its transaction.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const logger = options.logger ?? console
  const dataDir = resolveDataDir(options.dataDir)
  const trustProxyHeader =
    options.trustProxyHeader !== undefined
      ? options.trustProxyHeader
      : process.env.LOCAL_BACKEND_TRUST_PROXY_HEADER?.trim() || null
  const clientAddress = createClientAddressPolicy({
    header: trustProxyHeader,
    trustedProxies: options.trustedProxies !== undefined ? options.trustedProxies : process.env.LOCAL_BACKEND_TRUSTED_PROXIES,
    logger,
  })

  const started = Date.now()
  // A publicly known secret is refused before PGlite spends seconds starting.
  const explicitSecret = options.jwtSecret ?? (process.env.LOCAL_BACKEND_JWT_SECRET || undefined)
  if (explicitSecret !== undefined) assertUsableJwtSecret(explicitSecret)
  const database = await openDatabase(dataDir)
  const inMemory = dataDir.startsWith('memory://')
  let keys: KeyMaterial
  let seeded: string[] = []
  const undo: (() => Promise<unknown>)[] = [() => database.close()]
  const unwind = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined)
  }
  try {
    // After the lock: only the folder's one owner ever creates its secret.
    keys = resolveKeyMaterial(dataDir, options.jwtSecret, logger)
    if (options.seedMap) {
      // Outside any API request no role is set: the ledger's functions take this as the operator.
      const result = await database.db.query<{ result: { imported: string[] } }>('select public.release_import($1::json, $2::jsonb, true) as result', [
        JSON.stringify(options.seedMap),
        '{}',
      ])
      seeded = result.rows[0]?.result.imported ?? []
    }
  } catch (error) {
    await unwind()
    throw error
  }
  logger.info(
    `[local-backend] PGlite ready in ${Date.now() - started} ms at ${dataDir}` +
      (database.applied.length ? ` (applied ${database.applied.map((m) => m.version).join(', ')})` : ''),
  )

  let postgrest: PostgrestProcess
  let ownerSocket: OwnerSocket | null = null
  let url: string
  let drainFront: ((reason: string) => Promise<boolean>) | null = null
  try {
    const socket = new PGLiteSocketServer({ db: database.db, port: await freePort(), host: '127.0.0.1' })
    await socket.start()
    undo.push(() => socket.stop())
    postgrest = await startPostgrest({
      dbUri: `postgres://authenticator@${socket.getServerConn()}/postgres?sslmode=disable`,
      jwtSecret: keys.jwtSecret,
      pidFile: inMemory ? null : join(dataDir, 'postgrest.pid'),
      port: options.postgrestPort ?? Number(process.env.LOCAL_POSTGREST_PORT ?? 0),
      logger,
    })
    undo.push(() => postgrest.stop())
    const listener = apiFrontListener(postgrest.url, clientAddress)
    const front = createServer(listener)
    url = await listenOn(front, options.port ?? 0, options.host ?? '127.0.0.1')
    // A stop answers what is running and what is still queued (503 with Retry-After), then closes.
    drainFront = installGracefulShutdown(front, { logger, onDrained: async () => undefined })
    undo.push(async () => {
      if (front.listening) await new Promise((resolve) => front.close(resolve))
    })
    // The owner's tools come in through the folder itself (server/owner-socket.ts), to the same front.
    if (!inMemory) {
      ownerSocket = await listenOwnerSocket(dataDir, listener, logger)
      if (ownerSocket) {
        const opened = ownerSocket
        undo.push(() => opened.close())
      }
    }
  } catch (error) {
    await unwind()
    throw error
  }
  logger.info(`[local-backend] PostgREST ready at ${postgrest.url} in ${Date.now() - started} ms`)

  // Retention (privacy policy; migration 20261121130000): expired personal data goes before the
  // backend says it has started, then daily, through the API with the service key, by the
  // schedule production's worker runs.
  const retention = startRetentionSchedule({
    url,
    serviceKey: keys.serviceRoleKey,
    everyMs: PURGE_EVERY_MS,
    logger: {
      info: (_fields, message) => logger.info(`[local-backend] ${message}`),
      warn: (_fields, message) => logger.warn(`[local-backend] ${message}`),
    },
  })
  await retention.first

  let closing: Promise<void> | null = null
  return {
    url,
    postgrestUrl: postgrest.url,
    clientAddress,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    dataDir,
    ownerSocket: ownerSocket?.path ?? null,
    seeded,
    close() {
      closing ??= (async () => {
        retention.stop()
        // The front first (its requests finish), then the owner socket, PostgREST and the database.
        await drainFront?.('close')
        await unwind()
        logger.info('[local-backend] closed')
      })()
      return closing
    },
  }
}

export { exposureWarning, isLoopbackHost, localUrlFor, urlFor } from 'shared/server/exposure'
export { installGracefulShutdown } from 'shared/server/shutdown'
export {
  deliveryDefaults,
  deliverySettingsFromEnv,
  startDeliveryWorker,
  type DeliveryOutcome,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
} from './worker/delivery-worker.ts'
export { webhookSecretProblem, webhookSigner } from './worker/signature.ts'

/**
 * The keys of a data folder's running or past backend (default folder: as startLocalBackend
 * resolves it), or null when no backend has started there yet. For the dev server's /config.json
 * and for tests that talk to a server they started.
 */
export function readLocalKeys(dataDir?: string): { anonKey: string; serviceRoleKey: string } | null {
  const keys = readKeyMaterial(resolveDataDir(dataDir))
  return keys && { anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey }
}
