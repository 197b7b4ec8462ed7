/** An entry URL without its query or fragment: where the remote's entry file is. */
export function entryPath(entry: string): string {
  return entry.split(/[?#]/)[0] ?? entry
}

/** The path of an entry URL ends in `.js`: the shell loads the remote entry module itself, not a manifest. */
export function isModuleUrl(entry: string): boolean {
  return entryPath(entry).endsWith('.js')
}

export const remoteNamePattern = /^[a-zA-Z][a-zA-Z0-9]*$/

/** Exact ("/onboarding") or a prefix ("/blog/*" owns /blog/anything; see findOwner). */
const pathPattern = /^\/[^*]*$|^\/(?:[^*]*\/)?\*$/

export const isPathPattern = (value: unknown): value is string => typeof value === 'string' && pathPattern.test(value)

/**
 * One remote of the run-time remote map (`/remotes.json`): the URL of its `remoteEntry.js` and
 * which paths it owns. Changing the map re-points or re-assigns a section without rebuilding the shell.
 * Checked on every page before it hydrates; what is wrong with an entry is worked out apart
 * (./remote-map-problems), only when there is something wrong.
 */
export interface RemoteEntry {
  entry: string
  paths: string[]
}

export type RemoteMap = Record<string, RemoteEntry>

/** Which paths each remote owns: all the shell routes by (`findOwner`, ./remote-map). */
export type RemoteOwners = Record<string, { paths: readonly string[] }>

/** An entry the shell can load: a usable name, its remoteEntry.js, and at least one path pattern. */
function isUsableEntry(name: string, value: unknown): value is RemoteEntry {
  if (!remoteNamePattern.test(name) || typeof value !== 'object' || value === null) return false
  const { entry, paths } = value as { entry?: unknown; paths?: unknown }
  return typeof entry === 'string' && isModuleUrl(entry) && Array.isArray(paths) && paths.length > 0 && paths.every(isPathPattern)
}

/** A map checked entry by entry (see checkRemoteMap). */
export interface RemoteMapCheck {
  /** The remotes whose entries passed: the ones to register and load. */
  remotes: RemoteMap
  /**
   * Who owns which paths, ignored remotes included: a remote whose entry is wrong keeps its paths,
   * so they show its section's "couldn't load" area rather than the site's 404.
   */
  owners: RemoteOwners
  /** The remotes ignored; ./remote-map-problems says why. */
  rejected: string[]
}

/** The path patterns of an entry that are usable, whatever else is wrong with it. */
function usablePaths(value: unknown): string[] {
  const paths: unknown = typeof value === 'object' && value !== null ? (value as { paths?: unknown }).paths : undefined
  return Array.isArray(paths) ? paths.filter(isPathPattern) : []
}

/**
 * Checks each remote of the map on its own: one wrong entry takes down only its own section, never
 * the whole site. Throws only when the map is not an object of remotes at all.
 */
export function checkRemoteMap(input: unknown): RemoteMapCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('Remote map: expected a JSON object of remotes by name')
  const check: RemoteMapCheck = { remotes: {}, owners: {}, rejected: [] }
  for (const [name, value] of Object.entries(input)) {
    const paths = isUsableEntry(name, value) ? value.paths : usablePaths(value)
    if (isUsableEntry(name, value)) check.remotes[name] = { entry: value.entry, paths }
    else check.rejected.push(name)
    if (paths.length > 0) check.owners[name] = { paths }
  }
  return check
}
