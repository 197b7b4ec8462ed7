import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs'
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
        `or make it yours: chown -R ${uid} ${dataDir}`,
    )
    this.name = 'DataFolderOwnerError'
  }
}

/** Group and other bits: none may be set on anything in the folder. */
const othersBits = 0o077

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
  const stat = statSync(dataDir)
  const uid = process.getuid!()
  if (stat.uid !== uid) throw new DataFolderOwnerError(dataDir, stat.uid, uid)
  if ((stat.mode & 0o777) !== 0o700) chmodSync(dataDir, 0o700)
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
