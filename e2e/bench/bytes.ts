import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from './paths'

const gzCache = new Map<string, number>()

/**
 * Gzip size of a loaded URL, from the file the server sent (TECH-NOTES: servers differ in what
 * they compress, so budgets are computed from dist files). Remote builds live under /remotes/<pkg>/.
 */
export function gzipBytesOf(url: string, shellDist: string): number {
  const { pathname } = new URL(url)
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.*)$/)
  const file = remote ? join(repoRoot, remote[1] ?? '', 'dist', remote[2] ?? '') : join(shellDist, pathname)
  if (!existsSync(file)) return 0
  let size = gzCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzCache.set(file, size)
  }
  return size
}
