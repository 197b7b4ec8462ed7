import { fileURLToPath } from 'node:url'
import { remotes } from 'shared/build/federation'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
export const shellDist = `${repoRoot}shell/dist`

/** Where each remote's build is served on the composition server, and where it lives on disk. */
export const remoteMounts = remotes.map((r) => ({
  name: r.name,
  urlPrefix: `/remotes/${r.pkg}/`,
  dist: `${repoRoot}${r.pkg}/dist`,
}))
