import { ownsPath } from 'shared/helpers/remotes'
import type { RemoteMapFile } from 'shared/helpers/remotes'
import { RELEASE_FILE } from 'shared/helpers/release-manifest'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { fail, grouped, listed, pass } from './check-result'
import type { CheckResult } from './check-result'
import type { Get } from './http'
import { jsonOf } from './http'
import { readReleaseManifest } from './read-inputs'
import { screenRoutes, shownValue } from 'shared/helpers/release-rules'

export const ROUTES = 'routes'

interface RoutesInput {
  manifest: ReleaseManifest
  map: RemoteMapFile
  site: URL
  get: Get
}

function releasePaths(manifest: ReleaseManifest): string[] {
  return [...manifest.routes.pages.map((page) => page.path), ...manifest.routes.redirects.map((redirect) => redirect.path)]
}

/** Another remote's deployed pages and redirects, read from the release.json beside its entry. */
async function deployedPaths(name: string, entry: string, site: URL, get: Get): Promise<{ paths: Set<string>; url: string } | { note: string }> {
  let url: string
  try {
    url = new URL(RELEASE_FILE, new URL(entry, site)).href
  } catch {
    return { note: `${name}'s entry "${entry}" is not a URL` }
  }
  const json = jsonOf(await get(url))
  const read = 'value' in json ? readReleaseManifest(json.value) : json
  if ('error' in read) return { note: `${name}'s release.json at ${url} ${read.error}` }
  return { paths: new Set(releasePaths(read.manifest)), url }
}

/**
 * Every page and redirect of the release lands on this remote once the map points at it: no other
 * remote's map paths or deployed release claim it, and this remote's map paths cover it. Another
 * release that cannot be read is reported but does not fail the check: it may predate release.json.
 */
export async function checkRoutes({ manifest, map, site, get }: RoutesInput): Promise<CheckResult> {
  const remote = manifest.remote
  const paths = releasePaths(manifest)
  const others = Object.entries(map).filter(([name]) => name !== remote)
  const problems: string[] = []

  for (const path of paths) {
    for (const [name, entry] of others) {
      const pattern = entry.paths.find((candidate) => ownsPath(candidate, path))
      if (pattern) problems.push(`${shownValue(path)} is owned by ${name} in the site's map (${pattern}): move the page, or change the map so one remote owns it`)
    }
  }

  const own = map[remote]?.paths ?? []
  // Entries the composition server would drop when it reads the release (outside the paths: below).
  const dropped = screenRoutes(manifest, own, site).dropped.filter((entry) => entry.rule === 'malformed' || entry.rule === 'off-site')
  if (dropped.length > 0) problems.push(`${grouped(dropped)} (the composition server drops such entries: fix the route data and rebuild)`)
  const uncovered = paths.filter((path) => !own.some((pattern) => ownsPath(pattern, path)))
  if (uncovered.length > 0) problems.push(`${remote}'s map paths do not cover ${listed(uncovered.map(shownValue))}: add ${uncovered.length === 1 ? 'it' : 'them'} to the map's paths before flipping`)

  const notes: string[] = []
  const deployed = await Promise.all(others.map(async ([name, entry]) => ({ name, release: await deployedPaths(name, entry.entry, site, get) })))
  for (const { name, release } of deployed) {
    if ('note' in release) {
      notes.push(`${release.note}, so its pages were not compared`)
      continue
    }
    const taken = paths.filter((path) => release.paths.has(path))
    if (taken.length > 0) problems.push(`${listed(taken.map(shownValue))} also ${taken.length === 1 ? 'is a route' : 'are routes'} of ${name}'s deployed release (${release.url}): remove the duplicate from one of them`)
  }

  const noteText = notes.length > 0 ? ` (${notes.join('; ')})` : ''
  if (problems.length > 0) return fail(ROUTES, `${problems.join('; ')}${noteText}`)
  return pass(ROUTES, `${paths.length} paths, all within ${remote}'s map paths, none claimed by another remote${noteText}`)
}
