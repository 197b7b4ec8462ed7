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

type RoutesLoader = (name: string) => Promise<RemoteRoutesModule>

async function loadFederated(name: string): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`)
  if (!module || !Array.isArray(module.pages)) throw new Error(`Remote ${name} did not provide its routes`)
  return module
}

let loader: RoutesLoader = loadFederated

/** The prerenderer renders the same tree in Node, with each remote's routes imported from source. */
export function setRoutesLoader(next: RoutesLoader): void {
  loader = next
}

/** Loads a remote's `./routes` module; rejects (never resolves to null) when the remote is unreachable. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  return loader(name)
}
