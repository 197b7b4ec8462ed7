import { statSync } from 'node:fs'

/** A file's stamp (modification time and size; null when it is absent or unreadable). */
export type FileStamps = (file: string) => string | null

/**
 * File stamps looked up with stat at most once per `everyMs` for each file: the files the server
 * follows (the map file, the site settings file, the shell build's page and provides.json) change
 * rarely, while every request asks about them. 0 stats on every call.
 */
export function createFileStamps(everyMs: number): FileStamps {
  const known = new Map<string, { checkedAt: number; stamp: string | null }>()
  return (file) => {
    const now = Date.now()
    const entry = known.get(file)
    if (entry && now - entry.checkedAt < everyMs) return entry.stamp
    let stamp: string | null = null
    try {
      const stats = statSync(file, { throwIfNoEntry: false })
      stamp = stats ? `${stats.mtimeMs}:${stats.size}` : null
    } catch {
      // Not readable (permissions, a folder in the way): as absent.
    }
    known.set(file, { checkedAt: now, stamp })
    return stamp
  }
}

/** Stamps as of now, for one-off readers (the start, the tests). */
export const fileStampsNow: FileStamps = createFileStamps(0)
