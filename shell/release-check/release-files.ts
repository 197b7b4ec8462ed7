import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import type { Fetched, Get } from './http'
import { releaseCardFile } from 'shared/helpers/release-rules'

/** A file of the release as the site will request it. */
export interface ReleaseFile {
  /** As release.json names it, relative to the release folder. */
  path: string
  url: string
  /** Loaded by the browser from the site's pages, so it needs CORS when the release is elsewhere. */
  cors: boolean
  fetched: Fetched
  /**
   * A text file with a name that is not hashed, asked for again as the file itself (`identity`) and
   * as brotli (`fetched` took gzip, as browsers and the composition server do): a host that sends
   * precompressed twins must send the same content under every encoding.
   */
  encodings?: { encoding: string; fetched: Fetched }[]
}

/** The encodings a twin may stand in for, besides gzip (what every request here accepts by default). */
const otherEncodings = ['identity', 'br'] as const

/**
 * Requests every file the site loads from the release, each once, with the site's `Origin` so the
 * CDN answers with the CORS headers a browser would get. `release.json` (already fetched), the
 * `files` (served by the composition, not the browser) and the social cards need no CORS.
 */
export async function fetchReleaseFiles(manifest: ReleaseManifest, folder: URL, origin: string, get: Get, releaseJson: ReleaseFile): Promise<ReleaseFile[]> {
  const wanted = new Map<string, { path: string; cors: boolean }>()
  const want = (path: string, cors: boolean): void => {
    const url = new URL(path, folder).href
    const seen = wanted.get(url)
    wanted.set(url, { path: seen?.path ?? path, cors: cors || (seen?.cors ?? false) })
  }
  want(manifest.entry, true)
  for (const path of [...manifest.styles, ...manifest.preload, ...Object.values(manifest.bodies)]) want(path, true)
  for (const path of Object.values(manifest.files)) want(path, false)
  // Social cards: fetched by link previews and crawlers, not by the site's pages (no CORS).
  for (const page of manifest.routes.pages) {
    const card = releaseCardFile(manifest, page.path)
    if (card) want(card, false)
  }
  wanted.delete(releaseJson.url)

  const fetched = await Promise.all([...wanted].map(async ([url, file]) => ({ ...file, url, fetched: await get(url, { Origin: origin }) })))
  // Text files that a release may have had replaced in place (never the hashed assets or the cards).
  const replaceable = (file: ReleaseFile) => !file.url.startsWith(new URL('assets/', folder).href) && !/\.(png|jpe?g|webp|gif|ico)$/i.test(file.path)
  return Promise.all(
    [releaseJson, ...fetched].map(async (file) =>
      replaceable(file) ? { ...file, encodings: await Promise.all(otherEncodings.map(async (encoding) => ({ encoding, fetched: await get(file.url, { Origin: origin, 'Accept-Encoding': encoding }) }))) } : file,
    ),
  )
}
