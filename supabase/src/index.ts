import type { IncomingMessage, ServerResponse } from 'node:http'
import { openDatabase } from './db/open.ts'
import { assertUsableJwtSecret, createAuthenticator } from './server/auth.ts'
import { defaultBodyLimitBytes } from './server/body.ts'
import { defaultCorsOrigins } from './server/cors.ts'
import { createClientAddressPolicy, type ClientAddressPolicy } from 'shared/server/client-address'
import { createHandler, restPath } from './server/handler.ts'
import { SerialQueue } from './server/queue.ts'
import { loadSchemaCache } from './server/schema-cache.ts'
import { resolveDataDir } from './paths.ts'
import { readKeyMaterial, resolveKeyMaterial, type KeyMaterial } from './server/keys.ts'
import { listenOwnerSocket, type OwnerSocket } from './server/owner-socket.ts'
import { apiOnlyListener } from './server/standalone.ts'
import { guardEveryMs, startReleaseGuard, textGuardLogger } from './release/guard-loop.ts'
import { localReleaseLedger, type LocalReleaseLedger } from './release/local-ledger.ts'
import { describePurge } from './worker/retention-schedule.ts'

export { localKeys, UnsafeJwtSecretError } from './server/auth.ts'
export type { LocalReleaseLedger } from './release/local-ledger.ts'
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
  /** Browser origins allowed by CORS. Default: env LOCAL_BACKEND_CORS_ORIGINS (comma-separated), else the Vite dev/preview origins. */
  corsOrigins?: string[]
  /** Largest accepted request body. Default 64 KiB. */
  bodyLimitBytes?: number
  logger?: Pick<Console, 'info' | 'warn' | 'error'>
}

export interface LocalBackend {
  /** true when the URL path starts with /rest/v1/ (or is exactly /rest/v1) */
  handles(url: string): boolean
  /** `clientAddress`: the client's address, when the server in front already resolved it with `clientAddress` below. */
  handle(req: IncomingMessage, res: ServerResponse, clientAddress?: string | null): Promise<void>
  /** The process's one client address policy (built here once): the composition server resolves addresses with it too. */
  readonly clientAddress: ClientAddressPolicy
  readonly anonKey: string
  readonly serviceRoleKey: string
  readonly dataDir: string
  /** The Unix socket in the data folder the owner's tools reach this backend on (null: in memory, or none possible). */
  readonly ownerSocket: string | null
  /** The release ledger in this database: the live remote map for the composition server. */
  readonly releaseLedger: LocalReleaseLedger
  /** Graceful: waits for in-flight requests, closes PGlite, removes the lock. */
  close(): Promise<void>
}

const PURGE_EVERY_MS = 24 * 60 * 60 * 1000

function envList(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean)
  return items?.length ? items : undefined
}

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
  const corsOrigins = new Set(options.corsOrigins ?? envList(process.env.LOCAL_BACKEND_CORS_ORIGINS) ?? defaultCorsOrigins)

  const started = Date.now()
  // A publicly known secret is refused before PGlite spends seconds starting.
  const explicitSecret = options.jwtSecret ?? (process.env.LOCAL_BACKEND_JWT_SECRET || undefined)
  if (explicitSecret !== undefined) assertUsableJwtSecret(explicitSecret)
  const database = await openDatabase(dataDir)
  let cache
  let keys: KeyMaterial
  try {
    // After the lock: only the folder's one owner ever creates its secret.
    keys = resolveKeyMaterial(dataDir, options.jwtSecret, logger)
    cache = await loadSchemaCache(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  logger.info(
    `[local-backend] PGlite ready in ${Date.now() - started} ms at ${dataDir}` +
      (database.applied.length ? ` (applied ${database.applied.map((m) => m.version).join(', ')})` : ''),
  )

  const queue = new SerialQueue()
  const inFlight = new Set<Promise<void>>()
  let closing: Promise<void> | null = null
  const handler = createHandler({
    db: database.db,
    cache,
    queue,
    authenticate: createAuthenticator(keys.jwtSecret),
    corsOrigins,
    bodyLimitBytes: options.bodyLimitBytes ?? defaultBodyLimitBytes,
    clientAddress,
    logger,
    isClosing: () => closing !== null,
  })

  // Retention (privacy policy; migration 20261121130000): expired personal data is deleted at start
  // and then daily, queued like any request so it never interleaves with one.
  const purgeExpired = async () => {
    try {
      const { rows } = await queue.run(() =>
        database.db.query<{ data: string; deleted: number }>('select data, deleted::int as deleted from public.purge_expired_data()'),
      )
      const summary = describePurge(rows)
      if (summary) logger.info(`[local-backend] retention: deleted ${summary}`)
    } catch (error) {
      logger.warn('[local-backend] retention purge failed; it runs again in 24 h', error)
    }
  }
  void purgeExpired()
  const purgeTimer = setInterval(() => void purgeExpired(), PURGE_EVERY_MS)
  purgeTimer.unref()
  const releaseLedger = localReleaseLedger(database.db, queue, dataDir)
  // The release ledger's guard: canaries past their threshold are aborted (docs/deploying.md, "Preview and canary").
  const guardMs = guardEveryMs()
  const guard = guardMs === null ? null : startReleaseGuard(() => releaseLedger.guard(), guardMs, textGuardLogger(logger))

  const backend: LocalBackend = {
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    dataDir,
    ownerSocket: null,
    releaseLedger,
    handles: (url) => restPath(url) !== null,
    clientAddress,
    handle(req, res, address) {
      const task = handler(req, res, address)
      inFlight.add(task)
      return task.finally(() => inFlight.delete(task))
    },
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer)
        guard?.stop()
        await ownerSocket?.close()
        // Requests already accepted finish (new ones get 503); then PGlite flushes and closes.
        while (inFlight.size > 0) await Promise.allSettled([...inFlight])
        await queue.idle()
        await database.close()
        logger.info('[local-backend] closed')
      })()
      return closing
    },
  }
  // The owner's tools come in through the folder itself (server/owner-socket.ts), to the same API.
  let ownerSocket: OwnerSocket | null = null
  if (!dataDir.startsWith('memory://')) {
    try {
      ownerSocket = await listenOwnerSocket(dataDir, apiOnlyListener(backend), logger)
    } catch (error) {
      await backend.close()
      throw error
    }
  }
  return { ...backend, ownerSocket: ownerSocket?.path ?? null }
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
