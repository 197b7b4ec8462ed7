import { createHash } from 'node:crypto'
import { RELEASE_FILE } from 'shared/helpers/release-manifest'
import { fetchFailure } from '../server/fetch-limits'
import { checkManifest, releaseFileUrl, type ReadResult, type ReleaseLocation, type ReleaseResult, type ReleaseSource } from '../server/release-source'

/**
 * How long a dev server may take to render (ms): its first render starts its render server and
 * loads the section's code, which takes seconds on a busy machine. Dev servers are this machine's
 * own processes: the fetch limits, which bound what another origin may cost the site, are not theirs.
 */
export const DEV_RENDER_TIMEOUT_MS = 60_000

interface DevReleaseSourceOptions {
  /** True for the origin of a dev server (`npm run dev`), which makes its release on each request. */
  isDevOrigin: (origin: string) => boolean
  /** Releases that are built (a folder of this checkout, a deployed site's): read as the composition server reads them. */
  builds: ReleaseSource
  /** A location to read from instead (a deployed site's folder behind the dev server's own proxy), or null. */
  redirect?: (location: ReleaseLocation) => ReleaseLocation | null
  /** Resolves once the dev server at `origin` answers (`npm run dev` starts each on the site's first need). */
  ready?: (origin: string) => Promise<void>
}

/**
 * The releases of the dev composition. A dev server's are read afresh on every request, never from
 * a copy: a page shows the sources as they are now, and a render that fails shows its error (the
 * dev server's answer, which names the remote, the page and the file) rather than an older body.
 * Built releases go to `builds`, cached and bounded like the composition server's.
 */
export function createDevReleaseSource({ isDevOrigin, builds, redirect, ready }: DevReleaseSourceOptions): ReleaseSource {
  const fromDevServer = (location: ReleaseLocation) => location.kind === 'http' && isDevOrigin(new URL(location.url).origin)

  async function readFresh(location: ReleaseLocation, file: string): Promise<ReadResult> {
    const url = releaseFileUrl(location, file)
    if (!url) return { ok: false, error: `${file} is outside the release folder` }
    await ready?.(new URL(url).origin)
    try {
      const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(DEV_RENDER_TIMEOUT_MS) })
      const text = await response.text()
      if (!response.ok) return { ok: false, error: response.headers.get('content-type')?.startsWith('text/plain') ? text : `${url} answered HTTP ${response.status}` }
      return { ok: true, file: { text, stamp: `${url}#${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, stale: false } }
    } catch (error) {
      const why = (error as Error).name === 'TimeoutError' ? `no answer within ${DEV_RENDER_TIMEOUT_MS / 1000} s` : fetchFailure(error, DEV_RENDER_TIMEOUT_MS)
      return { ok: false, error: `${url}: ${why} (is its dev server running?)` }
    }
  }

  function read(location: ReleaseLocation, file: string): Promise<ReadResult> {
    const target = redirect?.(location) ?? location
    return fromDevServer(target) ? readFresh(target, file) : builds.read(target, file)
  }

  async function release(location: ReleaseLocation): Promise<ReleaseResult> {
    const target = redirect?.(location) ?? location
    if (!fromDevServer(target)) return builds.release(target)
    const result = await readFresh(target, RELEASE_FILE)
    if (!result.ok) return result
    const manifest = checkManifest(result.file.text)
    if (typeof manifest === 'string') return { ok: false, error: `${RELEASE_FILE}: ${manifest}` }
    return { ok: true, release: { location: target, manifest, stamp: result.file.stamp, stale: false } }
  }

  return { read, release, corsProblem: builds.corsProblem }
}
