import type { RemoteMap } from './remote-map'

/** Each remote's entry as the deployed map names it (root-relative or absolute), by remote name. */
const entries = new Map<string, string>()

/** Kept when the map is read, so a page's head can name files of the owning remote's release (its social card). */
export function rememberRemoteEntries(map: RemoteMap): void {
  entries.clear()
  for (const [name, remote] of Object.entries(map)) entries.set(name, remote.entry)
}

export function remoteEntryOf(name: string): string | undefined {
  return entries.get(name)
}
