import { existsSync } from 'node:fs'
import { assertOwnDataFolder } from '../db/data-folder.ts'
import { keyFilePath } from '../db/key-file.ts'
import { lockPathFor, readLiveLock, type LockInfo } from '../db/lock.ts'
import { socketFetch } from '../owner-fetch.ts'
import { readKeyMaterial, type KeyMaterial } from '../server/keys.ts'
import { ownerSocketPath } from '../server/owner-socket.ts'

/**
 * How the owner's tools (`npm run leads`, `npm run worker`) reach the local backend that holds the
 * data folder: through the Unix socket inside the folder (server/owner-socket.ts), never over TCP.
 * Only a process that can read the folder can connect to it, so no address in the environment, no
 * process on a familiar port and no relay or redirect ever sees the service key.
 */
export interface OwnerTarget {
  /** A URL for supabase-js; the host is a placeholder, every request goes through `fetch`. */
  url: string
  fetch: typeof fetch
  keys: KeyMaterial
  /** What messages name: the socket's path. */
  address: string
}

/**
 * BACKEND_URL used to point the tools at a TCP address, and whatever listened there was sent the
 * proof request and then the key. Refused rather than ignored, so nobody believes it is obeyed.
 */
export function refuseBackendUrl(dataDir: string): void {
  const url = process.env.BACKEND_URL?.trim()
  if (!url) return
  throw new Error(
    `BACKEND_URL is set (${url}), but the owner tools do not send the service key to an address: whatever listens at ${url} ` +
      `could relay or redirect it. They reach the backend holding ${dataDir} through ${ownerSocketPath(dataDir)} only. Unset BACKEND_URL.`,
  )
}

/**
 * The server's ownership check (db/data-folder.ts) on the folder and on what the tools read or
 * reach in it: the lock, the key file, the socket. Another user's folder, or one with their lock
 * and socket in it, would be sent the service key and show their lead list as the owner's.
 */
function assertOwnersAlone(dataDir: string): void {
  assertOwnDataFolder(dataDir, [
    { path: lockPathFor(dataDir), kind: 'file' },
    { path: keyFilePath(dataDir), kind: 'file' },
    { path: ownerSocketPath(dataDir), kind: 'socket' },
  ])
}

/** The live holder of an existing data folder, read only once the folder passed the ownership check; null when none. */
export function folderHolder(dataDir: string): LockInfo | null {
  assertOwnersAlone(dataDir)
  return readLiveLock(dataDir)
}

/** The socket and keys of the backend (pid `holderPid`) that holds `dataDir`, checked as folderHolder checks it. */
export function runningBackend(dataDir: string, holderPid: number): OwnerTarget {
  refuseBackendUrl(dataDir)
  assertOwnersAlone(dataDir)
  const keys = readKeyMaterial(dataDir)
  if (!keys) throw new Error(`The local backend (pid ${holderPid}) holds ${dataDir}, but its key file is not there yet.`)
  const socket = ownerSocketPath(dataDir)
  if (!existsSync(socket)) {
    throw new Error(`The local backend (pid ${holderPid}) holds ${dataDir} but has no owner socket at ${socket} yet: wait until it has started.`)
  }
  return { url: 'http://local-backend', fetch: socketFetch(socket), keys, address: socket }
}
