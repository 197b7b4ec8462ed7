import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs'
import { join } from 'node:path'

/**
 * The data folder holds every lead in PostgreSQL's files, the key file and the owner socket, so it
 * is its owner's alone, as PostgreSQL itself insists for a data directory: it must belong to the
 * user running the backend, it is mode 700 whatever it was before, and everything created in it is
 * 600 / 700 (PGlite asks for 666 and leaves the rest to the umask).
 */
export class DataFolderOwnerError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerUid: number,
    readonly uid: number,
  ) {
    super(
      `The local backend data folder ${dataDir} belongs to user id ${ownerUid}, not to you (user id ${uid}), ` +
        'so its leads would be open to that user. Point LOCAL_BACKEND_DATA_DIR at a folder of your own, ' +
        `or, if you made it yourself, take it back: chown -R ${uid} ${dataDir}`,
    )
    this.name = 'DataFolderOwnerError'
  }
}

/**
 * Something in a data folder that is not its owner's alone besides the folder's owner (that is
 * DataFolderOwnerError): a symbolic link, another kind of file than expected, an entry of another
 * user, or permission bits for group or other users.
 */
export class DataFolderAccessError extends Error {
  constructor(
    readonly path: string,
    problem: string,
    fix: string,
  ) {
    super(`${path} ${problem}, so the local backend data folder is not yours alone: nothing was read from it or sent to it. ${fix}`)
    this.name = 'DataFolderAccessError'
  }
}

/** Group and other bits: none may be set on anything in the folder. */
const othersBits = 0o077

type EntryKind = 'folder' | 'file' | 'socket'
const isKind = (stats: Stats, kind: EntryKind) => (kind === 'folder' ? stats.isDirectory() : kind === 'socket' ? stats.isSocket() : stats.isFile())

/**
 * The entry at `path` itself, never what a symbolic link there points to: of the kind expected and
 * this user's. Its permission bits are the caller's to judge (the server narrows, the tools refuse).
 */
function ownEntry(dataDir: string, path: string, kind: EntryKind, uid: number): Stats {
  const stats = lstatSync(path)
  if (stats.isSymbolicLink()) throw new DataFolderAccessError(path, 'is a symbolic link', 'Nothing in the folder is reached through one: remove the link.')
  if (!isKind(stats, kind)) throw new DataFolderAccessError(path, `is not a ${kind}`, 'Find out what put it there, and remove it.')
  if (stats.uid !== uid) {
    if (path === dataDir) throw new DataFolderOwnerError(dataDir, stats.uid, uid)
    throw new DataFolderAccessError(path, `belongs to user id ${stats.uid}, not to you (user id ${uid})`, 'Find out who made it, and remove it.')
  }
  return stats
}

/**
 * Creates the folder if needed (700), refuses one owned by another user, narrows an existing
 * folder to 700, and sets this process's umask to 077 so every file PGlite creates from now on is
 * 600 and every folder 700. Call before anything is written in the folder.
 */
export function claimDataFolder(dataDir: string): void {
  if (process.platform === 'win32') {
    mkdirSync(dataDir, { recursive: true })
    return
  }
  // The process writes lead data from here on: nothing it creates is for other users.
  process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const stat = ownEntry(dataDir, dataDir, 'folder', process.getuid!())
  if ((stat.mode & 0o777) !== 0o700) chmodSync(dataDir, 0o700)
}

/**
 * The check the owner's tools make before they read a key or connect, the server's own without
 * its narrowing: the folder and each of `entries` that exists (its lock, key file, socket) is
 * this user's, not a symbolic link, and open to no group or other user. A folder another user
 * made, with a live lock, a key file and a socket of theirs, would otherwise be sent the service key.
 */
export function assertOwnDataFolder(dataDir: string, entries: readonly { path: string; kind: 'file' | 'socket' }[]): void {
  if (process.platform === 'win32') return
  const uid = process.getuid!()
  for (const { path, kind } of [{ path: dataDir, kind: 'folder' as const }, ...entries]) {
    let stats: Stats
    try {
      stats = ownEntry(dataDir, path, kind, uid)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && path !== dataDir) continue
      throw error
    }
    const mode = stats.mode & 0o777
    if ((mode & othersBits) !== 0) throw new DataFolderAccessError(path, `is open to other users (mode ${mode.toString(8)})`, `Close it: chmod go= ${path}`)
  }
}

/**
 * Narrows what an earlier run (or another tool) left readable inside the folder: files to 600,
 * folders to 700. Symbolic links are left alone, never followed. Returns how many it changed.
 */
export function narrowDataFolder(dataDir: string): number {
  if (process.platform === 'win32') return 0
  let changed = 0
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isSymbolicLink()) continue
      const mode = lstatSync(path).mode & 0o777
      if (entry.isDirectory()) {
        if ((mode & othersBits) !== 0) {
          chmodSync(path, 0o700)
          changed++
        }
        walk(path)
      } else if ((mode & othersBits) !== 0) {
        chmodSync(path, mode & 0o700)
        changed++
      }
    }
  }
  walk(dataDir)
  return changed
}
