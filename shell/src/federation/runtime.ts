import { loadRemote, registerRemotes } from '@module-federation/runtime'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { rememberRemoteEntries } from './remote-entries'
import type { RemoteMap } from './remote-map'

const entries = new Map<string, string>()

/**
 * The remote entry URL for a load attempt: attempt 0 is the entry itself, a retry adds `retry=N`
 * (keeping any query the entry has). The browser keeps a module that failed to evaluate (a broken
 * deploy) failed for the life of the page, so the same URL could never recover.
 */
export function entryForAttempt(entry: string, attempt: number): string {
  if (attempt === 0) return entry
  const fresh = new URL(entry)
  fresh.searchParams.set('retry', String(attempt))
  return fresh.href
}

/**
 * Registers the remotes of the run-time map with the one federation runtime of the page. Each entry
 * is the remote's `remoteEntry.js`, loaded directly: no manifest request before it, and the build
 * leaves the runtime's manifest (snapshot) support out (`disableSnapshot` in vite.config.ts;
 * docs/decisions/remote-entry.md).
 */
export function registerRemoteMap(map: RemoteMap): void {
  rememberRemoteEntries(map)
  for (const [name, remote] of Object.entries(map)) {
    // Relative entries resolve against the page so one map works on any origin.
    entries.set(name, new URL(remote.entry, window.location.href).href)
  }
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry, type: 'module' as const })))
}

/** `force` also drops the runtime's record of the failed attempt. */
function refreshRemote(name: string, attempt: number): void {
  const entry = entries.get(name)
  if (!entry) return
  registerRemotes([{ name, entry: entryForAttempt(entry, attempt), type: 'module' }], { force: true })
}

/**
 * How long a section's code may take to arrive. An origin that accepts the connection and then
 * hangs would leave the import pending for good: past this, the section counts as failed, so a
 * served page shows its "didn't finish loading" bar with Retry.
 */
export const SECTION_LOAD_TIMEOUT_MS = 8000

/** The browser's routes loader: a remote's `./routes` expose through federation. */
export async function loadFederatedRoutes(name: string, attempt: number): Promise<RemoteRoutesModule> {
  if (attempt > 0) refreshRemote(name, attempt)
  let timer = 0
  const module = await Promise.race([
    loadRemote<RemoteRoutesModule>(`${name}/routes`),
    new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new Error(`Remote ${name} did not load within ${SECTION_LOAD_TIMEOUT_MS} ms`)), SECTION_LOAD_TIMEOUT_MS)
    }),
  ]).finally(() => clearTimeout(timer))
  if (!module || !Array.isArray(module.pages)) throw new Error(`Remote ${name} did not provide its routes`)
  return module
}
