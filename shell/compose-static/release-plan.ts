import { statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { remotes as knownRemotes } from 'shared/helpers/remotes'
import { readRemoteMap } from '../src/federation/remote-map-problems'
import { entryPath } from '../src/federation/remote-map-schema'
import { remoteMounts } from '../server/paths'
import { folderRelease as folderReleaseAt, type ReleaseLocation } from '../server/release-source'

/** Where one remote's release is read from, and how the written site names it. */
export interface PlannedRemote {
  name: string
  paths: string[]
  /** Where the release is read (folder locations carry the URL the composition gives them too). */
  location: ReleaseLocation
  /** A release on disk: copied into the site at `/remotes/<pkg>/`. Null for one kept at its URL. */
  copy: { pkg: string; dir: string } | null
  /** The entry URL exactly as given for a release kept at its URL; null to take it from the release. */
  givenEntry: string | null
  /** How the operator named the release, for messages. */
  source: string
}

const isUrl = (value: string) => /^https?:\/\//i.test(value)

/** The same URL composition.locateRelease gives a folder release named by `/remotes/<pkg>/…`. */
export const folderLocation = (pkg: string, dir: string): ReleaseLocation => folderReleaseAt(dir, `/remotes/${pkg}/`)

/** A release given by URL: the folder, its entry (`….js`) or its `release.json`. */
function urlRelease(value: string): { location: ReleaseLocation; givenEntry: string | null } {
  const path = entryPath(value)
  if (path.endsWith('.js')) return { location: { kind: 'http', url: new URL('./', path).href }, givenEntry: value }
  if (path.endsWith('/release.json')) return { location: { kind: 'http', url: new URL('./', path).href }, givenEntry: null }
  return { location: { kind: 'http', url: new URL(path.endsWith('/') ? path : `${path}/`).href }, givenEntry: null }
}

/** A release given as a folder (or a file in it): its package comes from the one list of remotes, else the folder's name. */
function folderRelease(name: string, given: string): { dir: string; pkg: string } {
  const stats = statSync(given, { throwIfNoEntry: false })
  if (!stats) throw new Error(`${name}: ${given} does not exist`)
  const dir = stats.isDirectory() ? given : dirname(given)
  const folderName = basename(dir) === 'dist' ? basename(dirname(dir)) : basename(dir)
  const pkg = knownRemotes.find((r) => r.name === name)?.pkg ?? folderName
  return { dir, pkg }
}

/**
 * Each remote of the map (and each `--remote` given), with where its release is read from. A map
 * entry the server would ignore, or one this command cannot read, stops the run here: its paths
 * would show the section's "couldn't load" area, which a static site must never hold.
 */
export function planRemotes(mapInput: unknown, mapFile: string, overrides: Record<string, string>): PlannedRemote[] {
  let reading
  try {
    reading = readRemoteMap(mapInput)
  } catch (error) {
    throw new Error(`${mapFile}: ${(error as Error).message}`)
  }
  const names = [...new Set([...Object.keys(mapInput as object), ...Object.keys(overrides)])]
  const planned = names.map((name): PlannedRemote => {
    const paths = reading.owners[name]?.paths ?? knownRemotes.find((r) => r.name === name)?.owns
    if (!paths) throw new Error(`${name} owns no paths: ${name in (mapInput as object) ? `its entry in ${mapFile} has none` : `it is not in ${mapFile}; add it there with its paths`}`)
    const override = overrides[name]
    if (override !== undefined) {
      if (isUrl(override)) return { name, paths: [...paths], ...urlRelease(override), copy: null, source: override }
      const { dir, pkg } = folderRelease(name, override)
      return { name, paths: [...paths], location: folderLocation(pkg, dir), copy: { pkg, dir }, givenEntry: null, source: dir }
    }
    const entry = reading.remotes[name]?.entry
    if (!entry) {
      const problem = reading.problems.find((p) => p.startsWith(`Remote map: ${name} `)) ?? `Remote map: ${name} is ignored`
      throw new Error(`${problem} (${mapFile}); fix the entry or give the release with --remote ${name}=<folder-or-url>`)
    }
    if (isUrl(entry)) return { name, paths: [...paths], ...urlRelease(entry), copy: null, source: entry }
    // A root-relative entry is a folder of this repository, as the composition server maps it.
    const path = entryPath(entry)
    const mount = path.startsWith('/') && !path.startsWith('//') ? remoteMounts.find((m) => path.startsWith(m.urlPrefix)) : undefined
    if (!mount) throw new Error(`${name}: ${entry} (${mapFile}) is neither a URL nor under /remotes/<package>/; give its release with --remote ${name}=<folder-or-url>`)
    const dir = join(mount.dist, path.slice(mount.urlPrefix.length, path.lastIndexOf('/') + 1))
    const pkg = mount.urlPrefix.slice('/remotes/'.length, -1)
    return { name, paths: [...paths], location: folderLocation(pkg, dir), copy: { pkg, dir }, givenEntry: null, source: dir }
  })
  const pkgs = planned.flatMap((p) => (p.copy ? [p.copy.pkg] : []))
  const twice = pkgs.find((pkg, i) => pkgs.indexOf(pkg) !== i)
  if (twice) throw new Error(`Two remotes would be copied to /remotes/${twice}/: give each its own folder`)
  return planned
}
