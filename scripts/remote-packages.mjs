// The remote workspaces, read from the folders (`remote-*` with a package.json): the scripts and lint
// zones follow the one list (shared/src/helpers/remotes.ts, which a test checks against these folders)
// without restating it.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

export const remotePackages = readdirSync(root)
  .filter((name) => name.startsWith('remote-') && existsSync(join(root, name, 'package.json')))
  .sort()
