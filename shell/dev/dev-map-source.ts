import { remotes } from 'shared/helpers/remotes'
import type { FetchLimits } from '../server/fetch-limits'
import { releaseFileUrl, type ReleaseLocation } from '../server/release-source'
import { createRemoteMapSource, type DeployedRemoteMap } from '../server/remote-map-source'
import { asDeployedMap, devEntry, localDevMap, SITE_PROXY_PREFIX, siteDevMap } from './dev-map'
import type { DevMode } from './dev-mode'

/** The remote map of the dev composition, and, with `--site`, where the deployed site's files are. */
export interface DevMapSource {
  /** The map as of now (never waits). */
  current(): DeployedRemoteMap
  /** Resolves once a deployed site's map was read once, or after the fetch limit (at once without a site). */
  ready(): Promise<void>
  /** The origins the site's releases are read from. */
  siteOrigins(): ReadonlySet<string>
  /** A release location behind the proxy (`<own origin>/__site/<name>/…`) as the site's own; null for any other. */
  siteLocation(location: ReleaseLocation): ReleaseLocation | null
  /** The site's URL of a proxy path (`/__site/<name>/<file>`); null when it names no file of a deployed release. */
  siteFileUrl(path: string): string | null
  close(): void
}

const noSite = new Set<string>()

/**
 * `npm run dev` (every remote at its dev server), `--only <remote>` (the others at this checkout's
 * builds), or `--only <remote> --site <url>`: the site's /remotes.json, read and revalidated as the
 * composition server reads REMOTE_MAP_URL (bounded, the last good map kept), with the remote under
 * work at its dev server and the others behind this server's proxy at `ownOrigin`.
 */
export function createDevMapSource({ only, site }: DevMode, ownOrigin: string, limits: FetchLimits): DevMapSource {
  if (!site || !only) {
    const dev = new Set(only ? [only.pkg] : remotes.map((remote) => remote.pkg))
    const map = asDeployedMap(localDevMap(dev), only ? `npm run dev --only ${only.pkg}` : 'npm run dev')
    return { current: () => map, ready: () => Promise.resolve(), siteOrigins: () => noSite, siteLocation: () => null, siteFileUrl: () => null, close: () => undefined }
  }
  const siteMaps = createRemoteMapSource({ kind: 'url', url: `${site}/remotes.json`, revalidateMs: 5000, limits })
  let taken: { stamp: string; map: DeployedRemoteMap; folders: Map<string, string>; origins: Set<string> } | null = null
  const dev = { name: only.name, entry: devEntry(only.name), paths: only.owns }

  function current() {
    const deployed = siteMaps.deployedRemoteMap()
    if (taken?.stamp === deployed.stamp) return taken
    if (!deployed.reading || deployed.text === null) {
      // No usable map (yet): composed as the composition server composes without one.
      taken = { stamp: deployed.stamp, map: deployed, folders: new Map(), origins: new Set() }
      return taken
    }
    const { map, folders } = siteDevMap(JSON.parse(deployed.text) as Record<string, unknown>, new Set(Object.keys(deployed.reading.remotes)), site ?? '', ownOrigin, dev)
    taken = { stamp: deployed.stamp, map: asDeployedMap(map, `${site}/remotes.json, with ${only?.pkg} from its dev server`), folders, origins: new Set([...folders.values()].map((url) => new URL(url).origin)) }
    return taken
  }

  /**
   * The folder and the file a proxy path names: `/__site/<name>/<file>`, the file decoded, so an
   * encoded `..` or `/` (`%2e%2e`, `%2f`) is judged as the site would read it (releaseFileUrl
   * refuses a `..` segment).
   */
  function behindProxy(path: string): { folder: string; file: string } | null {
    if (!path.startsWith(SITE_PROXY_PREFIX)) return null
    const [name = '', ...parts] = path.slice(SITE_PROXY_PREFIX.length).split('/')
    const folder = current().folders.get(name)
    if (!folder) return null
    try {
      return { folder, file: decodeURIComponent(parts.join('/')) }
    } catch {
      return null
    }
  }

  return {
    current: () => current().map,
    async ready() {
      const deadline = Date.now() + limits.timeoutMs
      while (siteMaps.deployedRemoteMap().stamp === '' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    },
    siteOrigins: () => current().origins,
    siteLocation(location) {
      if (location.kind !== 'http' || !location.url.startsWith(ownOrigin)) return null
      const found = behindProxy(new URL(location.url).pathname)
      return found ? { kind: 'http', url: new URL(found.file, found.folder).href } : null
    },
    siteFileUrl(path) {
      const found = behindProxy(path)
      return found ? releaseFileUrl({ kind: 'http', url: found.folder }, found.file) : null
    },
    close: () => siteMaps.close(),
  }
}
