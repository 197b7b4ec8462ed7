import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime'
import type { RemoteRoutesModule } from 'shared/routes'
import type { RemoteMap } from './remote-map'

const entries = new Map<string, string>()
const RETRY = 'retry'

/**
 * A remote's map entry is its manifest, which names the remote entry file: a retry's fresh manifest
 * URL must lead to a fresh remote entry URL too (its chunks resolve relative to it, so they are
 * unaffected). The snapshot is this attempt's own (its manifest URL is new), so it is changed in place.
 */
export const freshEntryOnRetry: ModuleFederationRuntimePlugin = {
  name: 'fresh-entry-on-retry',
  afterLoadSnapshot(args) {
    const entry = 'entry' in args.moduleInfo ? args.moduleInfo.entry : undefined
    const attempt = entry ? new URL(entry).searchParams.get(RETRY) : null
    const snapshot = args.remoteSnapshot
    if (attempt && 'remoteEntry' in snapshot && snapshot.remoteEntry) {
      // Idempotent: the runtime may hand the same snapshot to this hook again within one attempt.
      const [file, query] = snapshot.remoteEntry.split('?')
      const params = new URLSearchParams(query)
      params.set(RETRY, attempt)
      snapshot.remoteEntry = `${file}?${params}`
    }
    return args
  },
}

/** Registers the remotes of the run-time map with the one federation runtime of the page. */
export function registerRemoteMap(map: RemoteMap): void {
  for (const [name, remote] of Object.entries(map)) {
    // Relative entries resolve against the page so one map works on any origin.
    entries.set(name, new URL(remote.entry, window.location.href).href)
  }
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry, type: 'module' as const })))
  registerPlugins([freshEntryOnRetry])
}

/**
 * A retry asks for the remote entry under a new URL: the browser keeps a module that failed to
 * evaluate (a broken deploy) failed for the life of the page, so the same URL could never recover.
 * `force` also drops the runtime's record of the failed attempt.
 */
function refreshRemote(name: string, attempt: number): void {
  const entry = entries.get(name)
  if (!entry) return
  const fresh = new URL(entry)
  fresh.searchParams.set(RETRY, String(attempt))
  registerRemotes([{ name, entry: fresh.href, type: 'module' }], { force: true })
}

/** The browser's routes loader: a remote's `./routes` expose through federation. */
export async function loadFederatedRoutes(name: string, attempt: number): Promise<RemoteRoutesModule> {
  if (attempt > 0) refreshRemote(name, attempt)
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`)
  if (!module || !Array.isArray(module.pages)) throw new Error(`Remote ${name} did not provide its routes`)
  return module
}
