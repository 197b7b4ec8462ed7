import type { RemoteRoutesModule } from 'shared/routes'

/** `attempt` counts the visitor's retries of a section that failed to load (0: the first try). */
export type RoutesLoader = (name: string, attempt: number) => Promise<RemoteRoutesModule>

let loader: RoutesLoader = (name) => Promise.reject(new Error(`No routes loader set up to load ${name}`))

/**
 * How a section's routes module is obtained: through the federation runtime in the browser, from
 * source in the prerenderer, by direct import in the plain (non-federated) benchmark build.
 */
export function setRoutesLoader(next: RoutesLoader): void {
  loader = next
}

/** Loads a remote's `./routes` module; rejects (never resolves to null) when the remote is unreachable. */
export function loadRemoteRoutes(name: string, attempt = 0): Promise<RemoteRoutesModule> {
  return loader(name, attempt)
}
