// Types only: the schema (and valibot) load apart from the page's first scripts (see ./remote-map-schema).
import type { RemoteMap, RemoteMapCheck, RemoteOwners } from './remote-map-schema'

export type { RemoteMap, RemoteMapCheck, RemoteOwners }

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2)
    return path.startsWith(`${prefix}/`)
  }
  return pattern === path
}

/** The remote that owns a path, or undefined when none does (the shell's 404). */
export function findOwner(map: RemoteOwners, pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.entries(map).find(([, remote]) => remote.paths.some((p) => matches(p, path)))?.[0]
}
