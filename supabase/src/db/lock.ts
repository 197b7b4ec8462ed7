import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, linkSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * One process per PGlite data folder. PGlite has no locking of its own and two processes on one
 * folder silently lose committed rows, so this lock is what makes "impossible to lose a lead" true
 * locally. The lock file lives inside the folder: a property of the folder itself, so every path
 * that reaches it (a symlink, a bind mount, another spelling) meets the same lock.
 */
export interface LockInfo {
  pid: number
  hostname: string
  /** Kernel start time of the holder (Linux), so a recycled pid is not mistaken for the holder. */
  startTicks: string | null
  createdAt: string
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The local backend data folder is in use by process ${holderPid} (lock file ${lockPath}). ` +
        `Stop that process first, or point LOCAL_BACKEND_DATA_DIR at another folder.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export function lockPathFor(dataDir: string): string {
  return join(dataDir, '.local-backend.lock')
}

function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22 (starttime); the command name (field 2) may contain spaces, so count from ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function parseLock(text: string): LockInfo | null {
  try {
    const value = JSON.parse(text) as Partial<LockInfo>
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null
    return {
      pid: value.pid,
      hostname: typeof value.hostname === 'string' ? value.hostname : '',
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : null,
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    }
  } catch {
    return null
  }
}

/** True when the lock's holder is still running on this machine. */
export function isHolderAlive(info: LockInfo): boolean {
  // A lock from another machine (shared folder) can't be checked: treat it as live, never steal it.
  if (info.hostname && info.hostname !== hostname()) return true
  try {
    process.kill(info.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  const ticks = processStartTicks(info.pid)
  if (info.startTicks && ticks && ticks !== info.startTicks) return false
  return true
}

/** The live holder of a data folder's lock, or null when the folder is free (or the lock stale). */
export function readLiveLock(dataDir: string): LockInfo | null {
  let text: string
  try {
    text = readFileSync(lockPathFor(dataDir), 'utf8')
  } catch {
    return null
  }
  const info = parseLock(text)
  return info && isHolderAlive(info) ? info : null
}

export function acquireLock(dataDir: string): DataDirLock {
  const path = lockPathFor(dataDir)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const mine: LockInfo = {
    pid: process.pid,
    hostname: hostname(),
    startTicks: processStartTicks(process.pid),
    createdAt: new Date().toISOString(),
  }
  const content = JSON.stringify(mine)

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' = O_CREAT|O_EXCL: atomic, exactly one process can create the file.
      const fd = openSync(path, 'wx', 0o600)
      try {
        writeSync(fd, content)
      } finally {
        closeSync(fd)
      }
      return {
        path,
        release() {
          try {
            if (readFileSync(path, 'utf8') === content) unlinkSync(path)
          } catch {
            // Already gone: nothing to release.
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }

    let existing: string
    try {
      existing = readFileSync(path, 'utf8')
    } catch {
      continue // removed between our create and read: try again
    }
    const info = parseLock(existing)
    if (info && isHolderAlive(info)) throw new DataDirLockedError(path, info.pid)
    removeStaleLock(path, existing)
  }
  throw new Error(`Could not acquire the data folder lock ${path}`)
}

/**
 * Removes a stale lock (its holder died, e.g. SIGKILL). Moves it aside first and checks it is the
 * file we judged stale: if another process replaced it meanwhile, that fresh lock is put back.
 */
function removeStaleLock(path: string, staleContent: string): void {
  const aside = `${path}.${process.pid}.stale`
  try {
    renameSync(path, aside)
  } catch {
    return
  }
  if (readFileSync(aside, 'utf8') !== staleContent) {
    try {
      linkSync(aside, path)
    } catch {
      // Someone else already holds a new lock: the next attempt will see it.
    }
  }
  unlinkSync(aside)
}
