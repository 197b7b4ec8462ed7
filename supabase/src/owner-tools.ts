import { existsSync } from 'node:fs'
import { folderHolder, runningBackend, type OwnerTarget } from './cli/local-server.ts'
import { resolveDataDir } from './paths.ts'

export { describeFetchFailure } from './fetch-failure.ts'
export { refusingRedirects } from './owner-fetch.ts'
export type { OwnerTarget } from './cli/local-server.ts'

/**
 * The running local backend's API for an owner's tool in another package (`npm run release`):
 * through the owner socket in its data folder, with the folder's service key, exactly as
 * `npm run leads` reaches it, after the same ownership check. Null when no backend holds the folder.
 */
export function localOwnerTarget(dataDir: string = resolveDataDir()): OwnerTarget | null {
  const holder = existsSync(dataDir) ? folderHolder(dataDir) : null
  return holder ? runningBackend(dataDir, holder.pid) : null
}
