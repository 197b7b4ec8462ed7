import { loadRemote, registerRemotes } from '@module-federation/runtime'
import type { RemoteRoutesModule } from 'shared/routes'
import type { RemoteMap } from './remote-map'

/** Registers the remotes of the run-time map with the one federation runtime of the page. */
export function registerRemoteMap(map: RemoteMap): void {
  registerRemotes(
    Object.entries(map).map(([name, remote]) => ({
      name,
      // Relative entries resolve against the page so one map works on any origin.
      entry: new URL(remote.entry, window.location.href).href,
      type: 'module' as const,
    })),
  )
}

/** The browser's routes loader: a remote's `./routes` expose through federation. */
export async function loadFederatedRoutes(name: string): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`)
  if (!module || !Array.isArray(module.pages)) throw new Error(`Remote ${name} did not provide its routes`)
  return module
}
