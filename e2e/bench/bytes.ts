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

/**
 * Gzip size of the stylesheets a composed page carries inline (`<style data-href>`), counted as
 * the files they came from so the CSS column stays comparable with pages that link their CSS.
 */
export async function inlinedCssBytes(url: string, shellDist: string): Promise<number> {
  const { origin } = new URL(url)
  const response = await fetch(url)
  const hrefs = [...(await response.text()).matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1] ?? '')
  return hrefs.reduce((total, href) => total + gzipBytesOf(new URL(href, origin).href, shellDist), 0)
}
