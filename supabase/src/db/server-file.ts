import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The running server's address, left in its data folder so the owner's tools find it whatever port
 * it listens on, and never guess: a tool talks only to the address the folder's current lock holder
 * published, and only after that server has proved it holds the folder's secret.
 */
export interface ServerFile {
  url: string
  pid: number
  startedAt: string
}

export const serverFileName = '.local-backend-server.json'

export function serverFilePath(dataDir: string): string {
  return join(dataDir, serverFileName)
}

/** Written atomically (temp file + rename) so a reader never sees half a file. */
export function writeServerFile(dataDir: string, url: string): () => void {
  const path = serverFilePath(dataDir)
  const content = JSON.stringify({ url, pid: process.pid, startedAt: new Date().toISOString() } satisfies ServerFile)
  const temporary = `${path}.${process.pid}.tmp`
  const fd = openSync(temporary, 'w', 0o600)
  try {
    writeSync(fd, content)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, path)
  return () => {
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path)
    } catch {
      // Already gone.
    }
  }
}

export function readServerFile(dataDir: string): ServerFile | null {
  try {
    const value = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as Partial<ServerFile>
    if (typeof value.url !== 'string' || typeof value.pid !== 'number') return null
    return { url: value.url, pid: value.pid, startedAt: typeof value.startedAt === 'string' ? value.startedAt : '' }
  } catch {
    return null
  }
}
