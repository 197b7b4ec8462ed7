import { checkRuntimeOverrides } from 'shared/helpers/config/schema'
import type { ComposedRemoteMap, ComposedSettings } from '../src/composed-settings'
import { readRemoteMap, type RemoteMapReading } from '../src/federation/remote-map-problems'

/**
 * The settings a page carries (`#composed-settings`), checked here so the browser applies them as
 * they are: the map's reading, with the owners the server composes with when it has them (they keep
 * an ignored remote's last paths), and the site settings as `/config.json` serves them.
 */
export function checkedSettings(reading: RemoteMapReading | null, owners: ComposedRemoteMap['owners'] | null | undefined, config: unknown): ComposedSettings {
  return {
    remoteMap: reading && { remotes: reading.remotes, owners: owners ?? reading.owners, problems: reading.problems },
    config: checkRuntimeOverrides(config),
  }
}

/** The reading of a map as written; null when it is not an object of remotes. */
export function readMapOrNull(input: unknown): RemoteMapReading | null {
  try {
    return readRemoteMap(input)
  } catch {
    return null
  }
}
