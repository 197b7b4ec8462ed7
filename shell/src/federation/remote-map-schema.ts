import * as v from 'valibot'
import type { RemoteOwners } from './remote-map'

/** An entry URL without its query or fragment: where the remote's entry file is. */
export function entryPath(entry: string): string {
  return entry.split(/[?#]/)[0] ?? entry
}

/** The path of an entry URL ends in `.js`: the shell loads the remote entry module itself, not a manifest. */
function isModuleUrl(entry: string): boolean {
  return entryPath(entry).endsWith('.js')
}

const remoteNameSchema = v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be letters and digits, starting with a letter'))

/** Exact ("/onboarding") or a prefix ("/blog/*" owns /blog/anything; see findOwner). */
const pathPatternSchema = v.pipe(v.string(), v.regex(/^\/[^*]*$|^\/(?:[^*]*\/)?\*$/, 'must be a path starting with "/", or a prefix ending in "/*"'))

/**
 * One remote of the run-time remote map (`/remotes.json`): the URL of its `remoteEntry.js` and
 * which paths it owns. Changing the map re-points or re-assigns a section without rebuilding the shell.
 * valibot, as for the site config (shared/config/schema): checked on every page before it hydrates.
 */
const remoteEntrySchema = v.object(
  {
    entry: v.pipe(
      v.string('must be a URL (string)'),
      v.minLength(1, 'must be a URL (string)'),
      v.check(isModuleUrl, "must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read)"),
    ),
    paths: v.pipe(v.array(pathPatternSchema, 'must be a list of paths'), v.minLength(1, 'must list at least one path')),
  },
  'must be an object with "entry" and "paths"',
)

export type RemoteMap = Record<string, v.InferOutput<typeof remoteEntrySchema>>

/** A map checked entry by entry (see readRemoteMap). */
export interface RemoteMapReading {
  /** The remotes whose entries passed: the ones to register and load. */
  remotes: RemoteMap
  /**
   * Who owns which paths, ignored remotes included: a remote whose entry is wrong keeps its paths,
   * so they show its section's "couldn't load" area rather than the site's 404.
   */
  owners: RemoteOwners
  /** One line per ignored remote, naming it and saying what is wrong, for the console. */
  problems: string[]
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const field = v.getDotPath(issue)
      // valibot reports a missing key with the object's own message.
      if (field && issue.type === 'object') return `${field} is missing`
      return [field, issue.message].filter(Boolean).join(' ')
    })
    .join('; ')
}

/** The path patterns of an entry that are usable, whatever else is wrong with it. */
function usablePaths(value: unknown): string[] {
  const paths: unknown = typeof value === 'object' && value !== null ? (value as { paths?: unknown }).paths : undefined
  return Array.isArray(paths) ? paths.filter((p): p is string => v.is(pathPatternSchema, p)) : []
}

/**
 * Checks each remote of the map on its own: one wrong entry takes down only its own section, never
 * the whole site. Throws only when the map is not an object of remotes at all.
 */
export function readRemoteMap(input: unknown): RemoteMapReading {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('Remote map: expected a JSON object of remotes by name')
  const reading: RemoteMapReading = { remotes: {}, owners: {}, problems: [] }
  for (const [name, value] of Object.entries(input)) {
    const checkedName = v.safeParse(remoteNameSchema, name)
    const checked = v.safeParse(remoteEntrySchema, value)
    if (checkedName.success && checked.success) {
      reading.remotes[name] = checked.output
      reading.owners[name] = { paths: checked.output.paths }
      continue
    }
    const problems: string[] = []
    if (!checkedName.success) problems.push(`the name ${describeIssues(checkedName.issues)}`)
    if (!checked.success) problems.push(describeIssues(checked.issues))
    const paths = usablePaths(value)
    if (paths.length > 0) reading.owners[name] = { paths }
    else problems.push('it owns no path')
    reading.problems.push(`Remote map: ${name} is ignored: ${problems.join('; ')}`)
  }
  return reading
}

/** The whole map or an error naming every bad entry: for the map kept in this repository (dev server). */
export function parseRemoteMap(input: unknown): RemoteMap {
  const reading = readRemoteMap(input)
  if (reading.problems.length > 0) throw new Error(reading.problems.join('\n'))
  return reading.remotes
}
