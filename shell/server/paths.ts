import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { remotes } from 'shared/helpers/remotes'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
/** The shell build served and prerendered; SHELL_DIST points at another (the benchmark's plain build). */
export const shellDist = process.env.SHELL_DIST ? resolve(process.env.SHELL_DIST) : `${repoRoot}shell/dist`

/** The file, relative to the shell build, holding a route's prerendered page. */
export function prerenderedPage(path: string): string {
  return path === '/' ? '/index.html' : `${path.replace(/\/+$/, '')}/index.html`
}

/** Where each remote's build is served on the composition server, and where it lives on disk. */
export const remoteMounts = remotes.map((r) => ({
  name: r.name,
  urlPrefix: `/remotes/${r.pkg}/`,
  dist: `${repoRoot}${r.pkg}/dist`,
}))
