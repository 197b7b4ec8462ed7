import { createContext, useContext } from 'react'
import type { RemoteRoutesModule } from 'shared/helpers/routes'

/** `attempt` counts the visitor's retries of a section that failed to load (0: the first try). */
export type RoutesLoader = (name: string, attempt: number) => Promise<RemoteRoutesModule>

const noLoader: RoutesLoader = (name) => Promise.reject(new Error(`No routes loader given to load ${name}`))

/**
 * How a section's routes module is obtained, given to the app by whoever renders it: the federation
 * runtime in the browser, the deployed release's routes on the composition server.
 */
export const RoutesLoaderContext = createContext<RoutesLoader>(noLoader)

/** The loader of the app being rendered; it rejects (never resolves to null) when a remote is unreachable. */
export function useRoutesLoader(): RoutesLoader {
  return useContext(RoutesLoaderContext)
}
