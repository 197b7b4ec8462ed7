import { PROVIDES_FILE, RELEASE_FILE } from 'shared/helpers/release-manifest'
import { checkDelivery, DELIVERY } from './check-delivery'
import { checkManifest } from './check-manifest'
import { notChecked } from './check-result'
import type { CheckResult } from './check-result'
import { checkRendered, RENDERED_PAGES } from './check-rendered'
import { checkRoutes, ROUTES } from './check-routes'
import { checkShared, SHARED_VERSIONS } from './check-shared'
import { createGet } from './http'
import { parseUrl, releaseFolder } from './release-folder'
import { fetchReleaseFiles } from './release-files'

export type { CheckResult } from './check-result'

export { DEFAULT_SITE } from './default-site'
export { releaseFolder } from './release-folder'

export interface ReleaseCheckOptions {
  /** Federation name of the remote, e.g. `remoteBlog`. */
  remote: string
  /** The uploaded release folder (its dist/), or its release.json. */
  distUrl: string
  /** The deployed site (the shell) the release is about to join. */
  siteUrl: string
  /**
   * The remote map the release would join, as JSON text; default: the site's /remotes.json. The
   * release ledger's command passes the ledger's map with this release in it (shell/release).
   */
  mapText?: string
  fetch?: typeof fetch
  timeoutMs?: number
  maxBytes?: number
  concurrency?: number
}

/**
 * Checks a remote's uploaded release against the deployed site before the map is pointed at it.
 * Every check gives one result; one that cannot run for want of an input fails as "not checked".
 * Throws only when a URL is malformed.
 */
export async function runReleaseCheck(options: ReleaseCheckOptions): Promise<CheckResult[]> {
  const folder = releaseFolder(options.distUrl)
  const site = parseUrl(options.siteUrl, 'The site URL')
  const origin = site.origin
  const get = createGet(options)

  const releaseUrl = new URL(RELEASE_FILE, folder).href
  const mapUrl = new URL('/remotes.json', site).href
  const [releaseFile, mapFile, providesFile] = await Promise.all([
    get(releaseUrl, { Origin: origin }),
    options.mapText === undefined ? get(mapUrl) : ({ url: mapUrl, answered: true, status: 200, headers: new Headers(), body: options.mapText } as const),
    get(new URL(`/${PROVIDES_FILE}`, site).href),
  ])
  const { result, manifest, map } = checkManifest({ remote: options.remote, releaseFile, mapFile })
  if (!manifest) {
    const because = 'release.json could not be read'
    return [result, notChecked(DELIVERY, because), notChecked(SHARED_VERSIONS, because), notChecked(ROUTES, because), notChecked(RENDERED_PAGES, because)]
  }

  const releaseJson = { path: RELEASE_FILE, url: releaseUrl, cors: false, fetched: releaseFile }
  const [files, routes] = await Promise.all([
    fetchReleaseFiles(manifest, folder, origin, get, releaseJson),
    map ? checkRoutes({ manifest, map, site, get }) : Promise.resolve(notChecked(ROUTES, "the site's remote map could not be read")),
  ])
  return [result, checkDelivery(files, folder, origin), checkShared(manifest, providesFile), routes, checkRendered(manifest, folder, files)]
}
