import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { RELEASE_FILE, RELEASE_FORMAT, type ReleaseManifest } from 'shared/build/release-manifest'
import { resolveInside } from './static-files'

/** Where a release's files are read: a folder this server serves, or another origin over HTTP(S). */
export type ReleaseLocation = { kind: 'folder'; dir: string; url: string } | { kind: 'http'; url: string }

export interface ReleaseSourceOptions {
  /** Longest wait for another origin (ms). */
  timeoutMs: number
  /** Largest file accepted from another origin (bytes). */
  maxBytes: number
  /** How long a file read is trusted before it is revalidated (ms); 0 revalidates every time. */
  revalidateMs: number
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
  failing: boolean
  /** Why the latest read failed, while it is failing. */
  error: string
  /** The latest read failed by timing out. */
  timedOut: boolean
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
 * revalidated (ETag, or modification time for a folder) after `revalidateMs`. When a read fails,
 * the last good copy is returned marked stale; the failure is logged once until it recovers.
 */
export function createReleaseSource(options: ReleaseSourceOptions) {
  const cache = new Map<string, CacheEntry>()

  async function fetchText(url: string, etag: string | null): Promise<{ text: string; etag: string | null } | 'not-modified'> {
    const origin = new URL(url).origin
    if (!options.allowedOrigins().has(origin)) throw new Error(`${origin} is not an origin the remote map names`)
    const response = await fetch(url, {
      headers: etag ? { 'if-none-match': etag } : {},
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (response.status === 304) return 'not-modified'
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > options.maxBytes) throw new Error(`larger than ${options.maxBytes} bytes`)
    const reader = response.body?.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > options.maxBytes) {
        await reader.cancel()
        throw new Error(`larger than ${options.maxBytes} bytes`)
      }
      chunks.push(value)
    }
    return { text: Buffer.concat(chunks).toString('utf8'), etag: response.headers.get('etag') }
  }

  async function readFolder(dir: string, file: string, etag: string | null): Promise<{ text: string; etag: string } | 'not-modified'> {
    const found = resolveInside(dir, `/${file}`)
    if (!found) throw new Error('not found')
    const stats = await stat(found.file)
    if (stats.size > options.maxBytes) throw new Error(`larger than ${options.maxBytes} bytes`)
    const tag = `${stats.mtimeMs}:${stats.size}`
    if (tag === etag) return 'not-modified'
    return { text: await readFile(found.file, 'utf8'), etag: tag }
  }

  async function refresh(key: string, entry: CacheEntry, read: (etag: string | null) => Promise<{ text: string; etag: string | null } | 'not-modified'>): Promise<ReadResult> {
    try {
      const result = await read(entry.file ? entry.etag : null)
      if (result !== 'not-modified') {
        // By content: a refetch of the same bytes keeps every composed page built from them.
        entry.file = { text: result.text, stamp: `${key}#${createHash('sha1').update(result.text).digest('hex').slice(0, 12)}`, stale: false }
        entry.etag = result.etag
      } else if (entry.file?.stale) {
        entry.file = { ...entry.file, stale: false }
      }
      if (entry.failing) console.warn(`Composition: ${key} readable again`)
      entry.failing = false
      entry.timedOut = false
      entry.checkedAt = Date.now()
      return { ok: true, file: entry.file as FileRead }
    } catch (error) {
      const reason = describeFailure(error, options.timeoutMs)
      if (!entry.failing) console.error(`Composition: cannot read ${key}: ${reason}${entry.file ? ' (serving the last good copy)' : ''}`)
      entry.failing = true
      entry.error = reason
      entry.timedOut = error instanceof Error && error.name === 'TimeoutError'
      // Retry on the next request after a short pause, not on every one.
      entry.checkedAt = Date.now()
      if (!entry.file) return { ok: false, error: reason }
      entry.file = { ...entry.file, stale: true }
      return { ok: true, file: entry.file }
    }
  }

  /** One file of a release, cached; concurrent requests share one read. */
  function read(location: ReleaseLocation, file: string): Promise<ReadResult> {
    const url = releaseFileUrl(location, file)
    if (!url) return Promise.resolve({ ok: false, error: `${file} is outside the release folder` })
    let entry = cache.get(url)
    if (!entry) {
      entry = { file: null, checkedAt: 0, etag: null, pending: null, failing: false, error: '', timedOut: false }
      cache.set(url, entry)
    }
    const age = Date.now() - entry.checkedAt
    if (entry.file && age < options.revalidateMs) return Promise.resolve({ ok: true, file: entry.file })
    // Never read, and the origin did not answer: fail at once for a moment rather than make each
    // visitor wait out the timeout again.
    if (!entry.file && entry.timedOut && age < Math.max(options.revalidateMs, 1000)) return Promise.resolve({ ok: false, error: entry.error })
    if (entry.pending) return entry.pending
    const current = entry
    const reader = location.kind === 'folder' ? (etag: string | null) => readFolder(location.dir, file, etag) : (etag: string | null) => fetchText(url, etag)
    // Logged as the operator knows it: the file on disk, or its URL.
    const name = location.kind === 'folder' ? join(location.dir, file) : url
    current.pending = refresh(name, current, reader).finally(() => {
      current.pending = null
    })
    return current.pending
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

  return { read, release }
}

export type ReleaseSource = ReturnType<typeof createReleaseSource>

/** Why a read failed, in the operator's terms: fetch's own message ("fetch failed") hides the cause. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  const cause = error.cause as { code?: string; message?: string } | undefined
  return cause ? `${error.message} (${cause.code ?? cause.message ?? 'unknown cause'})` : error.message
}

function checkManifest(text: string): ReleaseManifest | string {
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
