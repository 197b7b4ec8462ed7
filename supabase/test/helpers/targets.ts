import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import { localKeys, startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../src/index.ts'

/** An API under test: the local backend or real PostgREST, reachable over HTTP. */
export interface ApiTarget {
  name: string
  url: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  /** A fetch of the target's own, when plain fetch does not reach it as a client would. */
  fetch?: typeof fetch
  stop(): Promise<void>
}

export const testJwtSecret = 'contract-suite-secret-with-at-least-32-characters'

/** The backend's logger in tests: its info lines dropped, warnings and errors shown. */
export const testLogger = { info: () => undefined, warn: console.warn, error: console.error }

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  })
}

/**
 * A new data folder at `dataDir` that starts as a copy of the run's migrated one
 * (helpers/migrated-folder-setup.ts): it opens as a restart does, in under a second, where a new
 * folder costs an initdb and every migration. Tests of a first start (initdb, migrations, key files) must not use it.
 */
export function copyMigratedFolder(dataDir: string): void {
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true })
}

/**
 * The local backend on a fresh data folder. With `fromMigrated`, the folder starts as a copy of
 * one already migrated (see copyMigratedFolder): for every file that tests something other than
 * the first start.
 */
export async function startLocalTarget(
  options: LocalBackendOptions & { fromMigrated?: boolean } = {},
): Promise<ApiTarget & { backend: LocalBackend; dataDir: string }> {
  const { fromMigrated = false, ...backendOptions } = options
  const dir = tempDir('local-backend-')
  const dataDir = join(dir.path, 'pglite')
  if (fromMigrated) copyMigratedFolder(dataDir)
  const backend = await startLocalBackend({
    dataDir,
    jwtSecret: testJwtSecret,
    trustProxyHeader: 'x-forwarded-for',
    logger: testLogger,
    ...backendOptions,
  })
  return {
    name: 'local backend',
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    jwtSecret: testJwtSecret,
    backend,
    dataDir,
    async stop() {
      await backend.close()
      dir.remove()
    },
  }
}

/** Node 20 has no global WebSocket; supabase-js only needs one if realtime is used (it isn't). */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests')
  }
}

/**
 * A supabase-js client. `clientIp` is sent as x-forwarded-for, standing in for the proxy in
 * front of the API (the local target trusts that header; PostgREST passes it straight through).
 */
export function clientFor(target: ApiTarget, key: string, clientIp?: string): SupabaseClient {
  const baseFetch = target.fetch ?? fetch
  const wrapped: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (clientIp) headers.set('x-forwarded-for', clientIp)
    return baseFetch(input, { ...init, headers })
  }
  return createClient(target.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
    global: { fetch: wrapped },
  })
}

export { localKeys }

let ipCounter = 0
/** A fresh client IP per call (documentation range 198.51.100.0/24 plus a per-process offset). */
export function uniqueIp(): string {
  ipCounter++
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`
}
