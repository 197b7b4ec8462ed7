import { createHash } from 'node:crypto'
import { devOrigin } from 'shared/build/federation'
import { defaultRemoteMap, type RemoteMapFile, type RemoteName } from 'shared/helpers/remotes'
import type { DeployedRemoteMap } from '../server/remote-map-source'
import { noRollouts } from '../server/rollouts'
import { readRemoteMap } from '../src/federation/remote-map-problems'
import { entryPath } from '../src/federation/remote-map-schema'

/** Where the remote under work's own entry is: its dev server's `remoteEntry.js`. */
export function devEntry(name: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  return `${devOrigin(name, env)}/remoteEntry.js`
}

/**
 * The map of `npm run dev` in this checkout: the remotes in `dev` (package names) at their dev
 * servers, the others at their builds, which the dev composition serves under /remotes/<pkg>/ as
 * `npm start` does.
 */
export function localDevMap(dev: ReadonlySet<string>, env: NodeJS.ProcessEnv = process.env): RemoteMapFile {
  return defaultRemoteMap((remote) => (dev.has(remote.pkg) ? devEntry(remote.name, env) : `/remotes/${remote.pkg}/remoteEntry.js`))
}

/** Where the dev composition's proxy serves a deployed remote's files: `/__site/<name>/`, on its own origin. */
export const SITE_PROXY_PREFIX = '/__site/'

export interface SiteDevMap {
  map: Record<string, unknown>
  /** Each deployed remote's release folder on the site (absolute), by its name under the proxy. */
  folders: Map<string, string>
}

/**
 * A deployed site's map (as written, and as read) for `--only <remote> --site <url>`: the remote
 * under work at its dev server (with the paths the site gives it), every other usable entry behind
 * the dev composition's proxy on `origin`, so the browser loads the site's code from the page's own
 * origin (a deployed release answers only its site's origin: docs/deploying.md). An entry the site's
 * map has wrong stays as it is, and is ignored here as it is there.
 */
export function siteDevMap(siteMap: Record<string, unknown>, usable: ReadonlySet<string>, siteUrl: string, origin: string, dev: { name: string; entry: string; paths: readonly string[] }): SiteDevMap {
  const folders = new Map<string, string>()
  const map: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(siteMap)) {
    if (name === dev.name || !usable.has(name)) {
      map[name] = value
      continue
    }
    const { entry, paths } = value as { entry: string; paths: string[] }
    const absolute = new URL(entry, siteUrl)
    const path = entryPath(absolute.href)
    folders.set(name, new URL('./', path).href)
    map[name] = { entry: `${origin}${SITE_PROXY_PREFIX}${name}/${path.slice(path.lastIndexOf('/') + 1)}${absolute.search}`, paths }
  }
  const paths = (siteMap[dev.name] as { paths?: unknown } | undefined)?.paths
  map[dev.name] = { entry: dev.entry, paths: Array.isArray(paths) && paths.length > 0 ? paths : [...dev.paths] }
  return { map, folders }
}

/** A map object as the composition reads a deployed one (remote-map-source.ts), with `source` naming where it came from. */
export function asDeployedMap(map: Record<string, unknown>, source: string): DeployedRemoteMap {
  const text = `${JSON.stringify(map, null, 2)}\n`
  const reading = readRemoteMap(map)
  const rejected = Object.fromEntries(reading.rejected.map((name) => [name, reading.problems.find((p) => p.startsWith(`Remote map: ${name} `))?.replace(/^Remote map: \S+ is ignored: /, '') ?? 'ignored']))
  return { source, stamp: `dev:${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, reading, remotes: reading.remotes, owners: reading.owners, rejected, rollouts: noRollouts }
}
