import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { RELEASE_FILE, RELEASE_FORMAT, type ReleaseManifest } from 'shared/helpers/release-manifest'
import { readLimitedText, TooLargeError } from './fetch-limits'
import { log } from './log'
import { metrics } from './metrics'
import { resolveInside } from './static-files'

/**
 * Where a release's files are read: a folder this server serves, or another origin over HTTP(S);
 * `remote` names whose release it is, for the read failures' metric; `candidate` marks a preview's
 * or a canary's release, whose visitors get the live release while it cannot be read, so a failure
 * is logged as what they get.
 */
export type ReleaseLocation = ({ kind: 'folder'; dir: string; url: string } | { kind: 'http'; url: string }) & { remote?: string; candidate?: boolean }

export interface ReleaseSourceOptions {
  /** Longest wait for another origin (ms). */
  timeoutMs: number
  /** Largest file accepted from another origin (bytes). */
  maxBytes: number
  /** How long a file read is trusted before it is revalidated (ms); 0 revalidates every time. */
  revalidateMs: number
  /** Longest pause between two attempts at a file that keeps failing (ms; default 30 s): the pause doubles from revalidateMs (1 s when 0) up to it. */
  retryMaxMs?: number
  /** Origins a release may be fetched from: the ones the deployed remote map names. */
  allowedOrigins: () => ReadonlySet<string>
}

export interface FileRead {
  text: string
  /** Changes whenever the file does. */
  stamp: string
  /** The latest read failed: this is the last copy that was read successfully. */
  stale: boolean
}

export type ReadResult = { ok: true; file: FileRead } | { ok: false; error: string }

export interface LoadedRelease {
  location: ReleaseLocation
  manifest: ReleaseManifest
  stamp: string
  stale: boolean
}

export type ReleaseResult = { ok: true; release: LoadedRelease } | { ok: false; error: string }

interface CacheEntry {
  file: FileRead | null
  checkedAt: number
  etag: string | null
  pending: Promise<ReadResult> | null
  /** Reads failed in a row (0 while it reads). */
  failures: number
  /** No new attempt before this time while failing (the backoff). */
  retryAt: number
  /** Why the latest read failed, while it is failing. */
  error: string
}

/**
 * A release in a folder of this server's disk, known by the URL path it is served at (`base`, ending
 * in `/`). The URL only names its files for the cache and the checks below; nothing is fetched.
 */
export function folderRelease(dir: string, base: string): ReleaseLocation {
  return { kind: 'folder', dir, url: `http://composition.invalid${base}` }
}

/** A file of a release, by its path relative to the release folder: never outside that folder. */
export function releaseFileUrl(location: ReleaseLocation, file: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/|\\|(^|\/)\.\.(\/|$)/i.test(file)) return null
  const url = new URL(file, location.url)
  return url.href.startsWith(location.url) ? url.href : null
}

/**
 * Reads deployed releases (release.json, rendered bodies, stylesheets, feeds) for the composition,
 * from a folder or over HTTP(S): bounded (timeout, size cap, only the map's origins), cached and
 * revalidated (ETag, or modification time for a folder) after `revalidateMs`, over HTTP in the
 * background. When a read fails, the last good copy is returned marked stale and the file is tried
 * again with a growing pause; the failure is logged once until it recovers.
 */
/** How long the request that starts a background revalidation waits for its outcome (ms). */
const FRESH_WAIT_MS = 50

export function createReleaseSource(options: ReleaseSourceOptions) {
  const cache = new Map<string, CacheEntry>()

  async function fetchText(url: string, etag: string | null): Promise<{ text: string; etag: string | null } | 'not-modified'> {
    const response = await fetch(url, {
      headers: etag ? { 'if-none-match': etag } : {},
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (response.status === 304) return 'not-modified'
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return { text: await readLimitedText(response, options.maxBytes), etag: response.headers.get('etag') }
  }

  async function readFolder(dir: string, file: string, etag: string | null): Promise<{ text: string; etag: string } | 'not-modified'> {
    const found = resolveInside(dir, `/${file}`)
    if (!found) throw new Error('not found')
    const stats = await stat(found.file)
    if (stats.size > options.maxBytes) throw new TooLargeError(options.maxBytes)
    const tag = `${stats.mtimeMs}:${stats.size}`
    if (tag === etag) return 'not-modified'
    return { text: await readFile(found.file, 'utf8'), etag: tag }
  }

  /** What visitors get while a file cannot be read, for the failure's log line. */
  function meanwhile(candidate: boolean, copy: boolean): string {
    if (candidate) return ' (a candidate: its preview and canary visitors get the live release)'
    return copy ? ' (last good copy kept: visitors get it)' : ''
  }

  async function refresh(key: string, remote: string, candidate: boolean, entry: CacheEntry, read: (etag: string | null) => Promise<{ text: string; etag: string | null } | 'not-modified'>): Promise<ReadResult> {
    try {
      const result = await read(entry.file ? entry.etag : null)
      if (result !== 'not-modified') {
        // By content: a refetch of the same bytes keeps every composed page built from them.
        entry.file = { text: result.text, stamp: `${key}#${createHash('sha1').update(result.text).digest('hex').slice(0, 12)}`, stale: false }
        entry.etag = result.etag
      } else if (entry.file?.stale) {
        entry.file = { ...entry.file, stale: false }
      }
      if (entry.failures > 0) log.info({ event: 'release-read-recovered', remote, file: key, failedReads: entry.failures }, `Composition: ${key} readable again`)
      entry.failures = 0
      entry.checkedAt = Date.now()
      return { ok: true, file: entry.file as FileRead }
    } catch (error) {
      const reason = describeFailure(error, options.timeoutMs)
      metrics.releaseReadFailure(remote)
      if (entry.failures === 0) log.error({ event: 'release-read-failed', remote, file: key, reason, candidate, servingLastGood: !candidate && entry.file !== null }, `Composition: cannot read ${key}: ${reason}${meanwhile(candidate, entry.file !== null)}`)
      entry.failures += 1
      entry.error = reason
      // Backoff: an origin that keeps failing is asked less and less often, never by every visitor.
      const base = options.revalidateMs > 0 ? options.revalidateMs : 1000
      entry.checkedAt = Date.now()
      entry.retryAt = entry.checkedAt + Math.min(base * 2 ** (entry.failures - 1), Math.max(options.retryMaxMs ?? 30_000, base))
      if (!entry.file) return { ok: false, error: reason }
      entry.file = { ...entry.file, stale: true }
      return { ok: true, file: entry.file }
    }
  }

  /** One file of a release, cached; concurrent requests share one read. */
  function read(location: ReleaseLocation, file: string): Promise<ReadResult> {
    const url = releaseFileUrl(location, file)
    if (!url) return Promise.resolve({ ok: false, error: `${file} is outside the release folder` })
    // Before any cache or backoff: a map switch that names the origin applies at once.
    const origin = new URL(url).origin
    if (location.kind === 'http' && !options.allowedOrigins().has(origin)) return Promise.resolve({ ok: false, error: `${origin} is not an origin the remote map names` })
    let entry = cache.get(url)
    if (!entry) {
      entry = { file: null, checkedAt: 0, etag: null, pending: null, failures: 0, retryAt: 0, error: '' }
      cache.set(url, entry)
    }
    const now = Date.now()
    const copy = entry.file
    if (copy && entry.failures === 0 && now - entry.checkedAt < options.revalidateMs) return Promise.resolve({ ok: true, file: copy })
    // Failing: nobody waits for the origin again before the backoff ends.
    if (entry.failures > 0 && now < entry.retryAt) return Promise.resolve(copy ? { ok: true, file: copy } : { ok: false, error: entry.error })
    const current = entry
    if (current.pending) return copy && location.kind === 'http' ? Promise.resolve({ ok: true, file: copy }) : current.pending
    const reader = location.kind === 'folder' ? (etag: string | null) => readFolder(location.dir, file, etag) : (etag: string | null) => fetchText(url, etag)
    // Logged as the operator knows it: the file on disk, or its URL.
    const name = location.kind === 'folder' ? join(location.dir, file) : url
    const pending = refresh(name, location.remote ?? '', location.candidate ?? false, current, reader).finally(() => {
      current.pending = null
    })
    current.pending = pending
    // Another origin is revalidated in the background: the request that starts it waits at most
    // FRESH_WAIT_MS (a healthy origin's answer, or a refused connection, comes sooner), every other
    // gets the copy read before at once, so an origin that hangs costs visitors nothing (a new
    // release is a new URL, read at once). A folder on this server's disk answers at once.
    if (copy && location.kind === 'http') {
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<ReadResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: true, file: current.file ?? copy }), Math.min(FRESH_WAIT_MS, options.timeoutMs))
      })
      return Promise.race([pending, waited]).finally(() => clearTimeout(timer))
    }
    return pending
  }

  async function release(location: ReleaseLocation): Promise<ReleaseResult> {
    const result = await read(location, RELEASE_FILE)
    if (!result.ok) return result
    const manifest = parseManifest(result.file.text)
    if (typeof manifest === 'string') return { ok: false, error: `${RELEASE_FILE}: ${manifest}` }
    return { ok: true, release: { location, manifest, stamp: result.file.stamp, stale: result.file.stale } }
  }

  const manifests = new Map<string, ReleaseManifest | string>()
  /** Parsed once per version of the file. */
  function parseManifest(text: string): ReleaseManifest | string {
    let parsed = manifests.get(text)
    if (parsed === undefined) {
      parsed = checkManifest(text)
      if (manifests.size > 100) manifests.clear()
      manifests.set(text, parsed)
    }
    return parsed
  }

  /**
   * Why a browser on `siteOrigin` could not load the release's entry, or null: its origin must answer
   * the entry with Access-Control-Allow-Origin `*` or the site's origin, since the page imports it
   * cross-origin. Asked with the site's Origin, bounded like every read.
   */
  async function corsProblem(location: ReleaseLocation, entry: string, siteOrigin: string): Promise<string | null> {
    const url = releaseFileUrl(location, entry)
    if (location.kind !== 'http' || !url || new URL(url).origin === siteOrigin) return null
    try {
      const response = await fetch(url, { headers: { origin: siteOrigin }, redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs) })
      await response.body?.cancel()
      const allowed = response.headers.get('access-control-allow-origin')
      if (allowed === '*' || allowed === siteOrigin) return null
      const sent = allowed === null ? 'no Access-Control-Allow-Origin header' : `Access-Control-Allow-Origin: ${allowed}`
      return `${url} answers the site's origin ${siteOrigin} with ${sent}, so browsers show the page but never run the section. Fix: make the release's host send Access-Control-Allow-Origin: ${siteOrigin} (or *) on the release's files`
    } catch (error) {
      return `${url} could not be checked for CORS: ${describeFailure(error, options.timeoutMs)}`
    }
  }

  return { read, release, corsProblem }
}

export type ReleaseSource = ReturnType<typeof createReleaseSource>

/** Why a read failed, in the operator's terms: fetch's own message ("fetch failed") hides the cause. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  const cause = error.cause as { code?: string; message?: string } | undefined
  return cause ? `${error.message} (${cause.code ?? cause.message ?? 'unknown cause'})` : error.message
}

/** A release.json's text as a manifest, or why it is not one. */
export function checkManifest(text: string): ReleaseManifest | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  const m = value as Partial<ReleaseManifest>
  if (typeof m !== 'object' || m === null) return 'not an object'
  if (m.format !== RELEASE_FORMAT) return `format ${String(m.format)}, this server reads ${RELEASE_FORMAT}`
  const isStringMap = (v: unknown) => typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string')
  if (typeof m.remote !== 'string' || !m.routes || !Array.isArray(m.routes.pages) || !Array.isArray(m.routes.redirects)) return 'no remote name or routes'
  if (!isStringMap(m.bodies) || !isStringMap(m.files) || !Array.isArray(m.styles) || !Array.isArray(m.preload)) return 'bodies, files, styles or preload malformed'
  return m as ReleaseManifest
}
