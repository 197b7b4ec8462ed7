import { checkRemoteMap, isModuleUrl, isPathPattern, remoteNamePattern, type RemoteMap, type RemoteMapCheck } from './remote-map-schema'

/**
 * What is wrong with each ignored remote of a map, one console line each, naming it. Kept apart
 * from the check every page runs (./remote-map-schema): the browser loads it only when the map has
 * a bad entry; the server and the shell build read it always.
 */
function entryProblems(name: string, value: unknown): string[] {
  const problems: string[] = []
  if (!remoteNamePattern.test(name)) problems.push('the name must be letters and digits, starting with a letter')
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [...problems, 'must be an object with "entry" and "paths"']
  const { entry, paths } = value as { entry?: unknown; paths?: unknown }
  if (entry === undefined) problems.push('entry is missing')
  else if (typeof entry !== 'string' || entry === '') problems.push('entry must be a URL (string)')
  else if (!isModuleUrl(entry)) problems.push("entry must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read)")
  if (paths === undefined) problems.push('paths is missing')
  else if (!Array.isArray(paths)) problems.push('paths must be a list of paths')
  else if (paths.length === 0) problems.push('paths must list at least one path')
  else {
    paths.forEach((path, i) => {
      if (!isPathPattern(path)) problems.push(`paths.${i} must be a path starting with "/", or a prefix ending in "/*"`)
    })
  }
  return problems
}

export function remoteMapProblems(input: unknown): string[] {
  const check = checkRemoteMap(input)
  return check.rejected.map((name) => {
    const problems = entryProblems(name, (input as Record<string, unknown>)[name])
    if (!check.owners[name]) problems.push('it owns no path')
    return `Remote map: ${name} is ignored: ${problems.join('; ')}`
  })
}

/** A map checked entry by entry, with the problems said. */
export interface RemoteMapReading extends RemoteMapCheck {
  /** One line per ignored remote, naming it and saying what is wrong, for the console. */
  problems: string[]
}

export function readRemoteMap(input: unknown): RemoteMapReading {
  return { ...checkRemoteMap(input), problems: remoteMapProblems(input) }
}

/** The whole map or an error naming every bad entry: for the map a shell build ships. */
export function parseRemoteMap(input: unknown): RemoteMap {
  const reading = readRemoteMap(input)
  if (reading.problems.length > 0) throw new Error(reading.problems.join('\n'))
  return reading.remotes
}
