import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { RemoteOwners } from '../src/federation/remote-map'
import { readRemoteMap, type RemoteMapReading } from '../src/federation/remote-map-problems'
import type { CanaryCount } from './canary-counts'
import { envNumber, SettingError } from './env-number'
import { fetchFailure, fetchLimitsFromEnv, readLimitedText, type FetchLimits } from './fetch-limits'
import { fileStampsNow, type FileStamps } from './file-stamps'
import { log } from './log'
import { metrics } from './metrics'
import { shellDist } from './paths'
import { noRollouts, parseRollouts, type Rollouts } from './rollouts'

/**
 * Where the deployment's remote map lives: REMOTE_MAP_FILE, a file of the deployment's own (so no
 * shell rebuild, which rewrites the build's copy, can undo a team's switch); else the map of the
 * shell build (public/remotes.json as copied into dist).
 */
export function remoteMapPath(env: NodeJS.ProcessEnv = process.env): string {
  const file = env.REMOTE_MAP_FILE?.trim()
  return file ? resolve(file) : join(shellDist, 'remotes.json')
}

/** Where the map is read from, as the environment says (checked at start). */
export type RemoteMapSettings =
  | { kind: 'file'; path: string; deployed: boolean }
  | { kind: 'url'; url: string; revalidateMs: number; limits: FetchLimits }
  /** The release ledger of the site's backend; the shell build's map (`fallback`) where the server has no ledger to read. */
  | { kind: 'ledger'; fallback: string; revalidateMs: number; limits: FetchLimits }

/**
 * REMOTE_MAP_URL (one map for many composers, revalidated every REMOTE_MAP_REVALIDATE_SECONDS) or
 * REMOTE_MAP_FILE (a hand-edited map), else the release ledger (docs/deploying.md, "Release a
 * remote"). Both variables named is a deployment mistake: which one wins would be a guess, so the
 * server refuses to start.
 */
export function remoteMapSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteMapSettings {
  const url = env.REMOTE_MAP_URL?.trim()
  const file = env.REMOTE_MAP_FILE?.trim()
  if (url && file) {
    throw new SettingError('REMOTE_MAP_URL and REMOTE_MAP_FILE are both set: the map is read from one of them. Unset one.')
  }
  if (file) return { kind: 'file', path: remoteMapPath(env), deployed: true }
  const seconds = envNumber(env, 'REMOTE_MAP_REVALIDATE_SECONDS', 5, { positive: true, unit: 'seconds' })
  if (!url) return { kind: 'ledger', fallback: remoteMapPath(env), revalidateMs: seconds * 1000, limits: fetchLimitsFromEnv(env) }
  if (!/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url)) throw new SettingError(`REMOTE_MAP_URL must be an http:// or https:// address; it is "${url}".`)
  return { kind: 'url', url, revalidateMs: seconds * 1000, limits: fetchLimitsFromEnv(env) }
}

/**
 * A release ledger the map is read from (docs/deploying.md, "Release a remote"): the embedded
 * database's, or a backend's `release_map` function over its API (release-ledger-map.ts).
 */
export interface RemoteMapLedger {
  /** What the log names as the map's source. */
  readonly source: string
  /** The live map as JSON text; throws with the reason when it cannot be read. */
  readMap(signal?: AbortSignal): Promise<string>
  /** Where the ledger can say when it changed: calls back after each change (returns the unsubscribe). */
  subscribe?(onChange: () => void): () => void
  /** The running canaries and the previews in force (`public.release_rollouts()`), as JSON text; null when this composer may not read them. */
  readRollouts?(signal?: AbortSignal): Promise<string | null>
  /** Records the composers' counts of a canary's requests (`public.release_count_canary`), for the guard and the figures. */
  report?(counts: readonly CanaryCount[]): Promise<void>
}

export interface DeployedRemoteMap {
  /** The file or URL read. */
  source: string
  /** Changes whenever the map does (a file's path, modification time and size; a URL's content). */
  stamp: string
  /** The map as written, served as /remotes.json (a page composed without it checks it entry by entry itself); null when unreadable. */
  text: string | null
  /** Its entries as checked here; null when no readable object of remotes was ever read. */
  reading: RemoteMapReading | null
  /** The usable remotes (`reading.remotes`), as the composition reads a map. */
  remotes: RemoteMapReading['remotes'] | null
  /**
   * Who owns which paths: each remote of the map with its usable paths, and a remote whose entry is
   * ignored with the paths it owned last (so they show its "couldn't load" area, not the site's 404).
   */
  owners: RemoteOwners | null
  /** Why each ignored remote is ignored. */
  rejected: Record<string, string>
  /** Previews and canaries beside the map (a release ledger's; none for a map file or URL). */
  rollouts: Rollouts
}

/** The deployed map of one composition server. */
export interface RemoteMapSource {
  /** The map as of now, for everything that reads it (/remotes.json, the CSP, the composition): synchronous, never waits for I/O. */
  deployedRemoteMap(): DeployedRemoteMap
  /**
   * When the map served now was last read and found to be the current one (ms since the epoch);
   * null before a first good map. A map that cannot be read again, or is refused, keeps its time:
   * the map's age (docs/deploying.md, "Metrics").
   */
  readAt(): number | null
  /**
   * Reads the map (and the ledger's previews and canaries) again now, rather than at the next
   * revalidation, at most once a second; resolves when that read is done. A preview link issued a
   * moment ago works at once, and a flood of unknown tokens costs the ledger one read a second.
   */
  refresh(): Promise<void>
  /** Stops revalidating a URL. */
  close(): void
}

/**
 * The map as `settings` say; a map file is looked at through `stamps` (how often it is checked for
 * a change). The ledger kind reads `ledger`; a server given none (a test's, a tool's) reads the
 * shell build's map instead, as before there was a ledger.
 */
export function createRemoteMapSource(settings: RemoteMapSettings, stamps: FileStamps = fileStampsNow, ledger: RemoteMapLedger | null = null): RemoteMapSource {
  if (settings.kind === 'url') return urlMapSource(settings)
  if (settings.kind === 'ledger') return ledger ? ledgerMapSource(ledger, settings.revalidateMs, settings.limits.timeoutMs) : fileMapSource(settings.fallback, false, stamps)
  return fileMapSource(settings.path, settings.deployed, stamps)
}

/**
 * The rules every new text of the map goes through, from a file or a URL: its problems are logged,
 * and a text that cannot be read as a map (or no text at all) never replaces a good map: the map
 * read before keeps serving. Each distinct outcome (`stamp`) is taken, and logged, once.
 */
function createMapState(source: string, checkHint = `check ${/^https?:/i.test(source) ? 'it' : 'the file'} with npm run map-check -- ${source}`) {
  let cache: DeployedRemoteMap = { source, stamp: '', text: null, reading: null, remotes: null, owners: null, rejected: {}, rollouts: noRollouts }
  /** The stamp of the outcome last taken, accepted or not. */
  let seen = ''
  let readAt: number | null = null
  /** The last outcome was a failure (refused or unusable): the next good one is logged as the recovery. */
  let failing = false
  /** The paths each remote owned in the last map that named them. */
  const lastOwned = new Map<string, readonly string[]>()

  function ownersOf(reading: RemoteMapReading | null): Pick<DeployedRemoteMap, 'owners' | 'rejected'> {
    if (!reading) return { owners: null, rejected: {} }
    const owners: RemoteOwners = { ...reading.owners }
    for (const [name, { paths }] of Object.entries(reading.owners)) lastOwned.set(name, paths)
    for (const name of reading.rejected) {
      const last = lastOwned.get(name)
      if (!owners[name] && last) owners[name] = { paths: last }
    }
    const rejected = Object.fromEntries(reading.rejected.map((name) => [name, reading.problems.find((p) => p.startsWith(`Remote map: ${name} `))?.replace(/^Remote map: \S+ is ignored: /, '') ?? 'ignored']))
    return { owners, rejected }
  }

  return {
    current: () => cache,
    seen: () => seen,
    readAt: () => readAt,
    /** The map taken before is confirmed unchanged (a 304): an outcome in between no longer counts. */
    confirm(): boolean {
      const recovered = seen !== cache.stamp
      seen = cache.stamp
      failing = false
      if (cache.reading) readAt = Date.now()
      return recovered
    },
    /**
     * An outcome of reading the map: its text, or none with why (`unreadable`; '' when having no map
     * is expected, as before the first shell build). True when the text was accepted as the map.
     */
    take(stamp: string, text: string | null, unreadable: string): boolean {
      if (stamp === seen) {
        // The same map read again (a ledger's unchanged answer): still current as of now.
        if (stamp === cache.stamp && cache.reading) readAt = Date.now()
        return stamp === cache.stamp
      }
      seen = stamp
      let reading: RemoteMapReading | null = null
      let refused = unreadable
      if (text !== null) {
        try {
          reading = readRemoteMap(JSON.parse(text))
          for (const problem of reading.problems) log.error({ event: 'map-entry-ignored', source, problem }, `${problem} (${source})`)
        } catch (error) {
          refused = error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message
        }
      }
      if (refused && cache.reading) {
        // A half-written, broken or unreachable map never takes the site down: the map read before keeps serving.
        const serving = Object.keys(cache.reading.remotes)
        log.error({ event: 'map-refused', source, reason: refused, serving }, `Remote map: REFUSED the new ${source}: ${refused}. Still serving the map read before (${serving.join(', ')}); ${checkHint}`)
        failing = true
        return false
      }
      if (refused) log.error({ event: 'map-unusable', source, reason: refused }, `Remote map: ${source} is unusable: ${refused}`)
      cache = { source, stamp, text, reading, remotes: reading?.remotes ?? null, ...ownersOf(reading), rollouts: cache.rollouts }
      if (reading) {
        readAt = Date.now()
        if (failing) {
          const serving = Object.keys(reading.remotes)
          log.info({ event: 'map-recovered', source, serving }, `Remote map: ${source} is readable again (serving ${serving.join(', ') || 'no remotes'})`)
        }
      }
      failing = refused !== ''
      return reading !== null
    },
    /** The previews and canaries read with the map (kept as they were while they cannot be read). */
    setRollouts(rollouts: Rollouts) {
      cache = { ...cache, rollouts }
    },
  }
}

/** A file: read again when its modification time or size changes, so editing it needs no restart. */
function fileMapSource(file: string, deployed: boolean, stamps: FileStamps): RemoteMapSource {
  const state = createMapState(file)
  const source: RemoteMapSource = {
    deployedRemoteMap() {
      // Absent: no shell build yet, or a deployment file not in place; there is no map to serve.
      const stamp = `file:${file}:${stamps(file) ?? 'missing'}`
      if (stamp === state.seen()) return state.current()
      let text: string | null = null
      let unreadable = ''
      try {
        text = readFileSync(file, 'utf8')
      } catch (error) {
        if (deployed) unreadable = `cannot read it: ${(error as Error).message}`
      }
      state.take(stamp, text, unreadable)
      return state.current()
    },
    // The file as it is now (checked as every request checks it) is the map served: current as of now.
    readAt: () => {
      const map = source.deployedRemoteMap()
      return map.reading && map.stamp === state.seen() ? Date.now() : state.readAt()
    },
    // Each request looks at the file already.
    refresh: () => Promise.resolve(),
    close: () => undefined,
  }
  return source
}

/**
 * The map at a URL, shared by many composers: read at start, then revalidated every `revalidateMs`
 * with the last accepted ETag (a 304 keeps the map), one request at a time, bounded by the fetch
 * limits. Requests never wait for it: they read the map last taken.
 */
function urlMapSource({ url, revalidateMs, limits }: Extract<RemoteMapSettings, { kind: 'url' }>): RemoteMapSource {
  const state = createMapState(url)
  let etag: string | null = null
  return polledMapSource(revalidateMs, null, async (signal) => {
    try {
      const fetched = await fetchRemoteMap(url, etag, limits, signal)
      if (fetched === 'not-modified') {
        if (state.confirm()) log.info({ event: 'map-recovered', source: url }, `Remote map: ${url} is readable again (unchanged)`)
      } else if (state.take(`url:${url}#${textHash(fetched.text)}`, fetched.text, '')) {
        // Only an accepted map's ETag is sent back: a refused one is fetched again until it is replaced.
        etag = fetched.etag
      }
    } catch (error) {
      if (signal.aborted) return
      const why = remoteMapFetchFailure(error, limits.timeoutMs)
      state.take(`error:${why}`, null, `cannot read it: ${why}`)
    }
  }, state)
}

/**
 * The live map of a release ledger: read at start, then every `revalidateMs`, and at once when the
 * ledger says it changed (the embedded one does). Requests never wait for it.
 */
function ledgerMapSource(ledger: RemoteMapLedger, revalidateMs: number, timeoutMs: number): RemoteMapSource {
  const state = createMapState(ledger.source, 'npm run release -- status shows what the ledger holds')
  let rolloutsProblem = ''
  let unjudged = new Map<string, string>()
  return polledMapSource(revalidateMs, ledger.subscribe?.bind(ledger) ?? null, async (signal) => {
    const limited = () => AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
    const [map, rollouts] = await Promise.allSettled([ledger.readMap(limited()), ledger.readRollouts?.(limited()) ?? Promise.resolve(null)])
    if (signal.aborted) return
    if (map.status === 'fulfilled') state.take(`ledger:${textHash(map.value)}`, map.value, '')
    else {
      const why = remoteMapFetchFailure(map.reason, timeoutMs)
      state.take(`error:${why}`, null, `cannot read it: ${why}`)
    }
    let problem = ''
    try {
      if (rollouts.status === 'rejected') throw rollouts.reason
      if (rollouts.value !== null) {
        const next = parseRollouts(rollouts.value)
        unjudged = reportUnjudged(unjudged, next, ledger.source)
        state.setRollouts(next)
      }
    } catch (error) {
      problem = remoteMapFetchFailure(error, timeoutMs)
    }
    // Previews and canaries keep what was read last: a visitor's cohort must not flip on one failed read.
    if (problem !== rolloutsProblem) {
      if (problem) log.error({ event: 'rollouts-read-failed', source: ledger.source, reason: problem }, `Remote map: cannot read the previews and canaries of ${ledger.source}: ${problem} (keeping those read before)`)
      else log.info({ event: 'rollouts-read-recovered', source: ledger.source }, `Remote map: the previews and canaries of ${ledger.source} are readable again`)
      rolloutsProblem = problem
    }
  }, state)
}

/**
 * A running canary the release guard could not judge (a figure it could not read) runs on unguarded:
 * said once in the log when it starts and when it ends, and counted in the metrics while it lasts.
 */
function reportUnjudged(before: ReadonlyMap<string, string>, rollouts: Rollouts, source: string): Map<string, string> {
  const now = new Map<string, string>()
  for (const [remote, canary] of Object.entries(rollouts.canaries)) {
    if (canary.judgeError === null) continue
    now.set(remote, canary.judgeError)
    if (before.get(remote) !== canary.judgeError) {
      log.error({ event: 'canary-unjudged', section: remote, canary: canary.id, reason: canary.judgeError, source }, `Release guard: ${remote}'s canary ${canary.id} cannot be judged (${canary.judgeError}); it runs unguarded until this is fixed or it is aborted`)
    }
  }
  for (const remote of before.keys()) {
    const canary = rollouts.canaries[remote]
    if (!now.has(remote)) log.info({ event: 'canary-judged-again', section: remote, canary: canary?.id ?? null, source }, `Release guard: ${remote}'s canary is judged again${canary ? '' : ' (it has ended)'}`)
  }
  metrics.canaries(Object.keys(rollouts.canaries), [...now.keys()])
  return now
}

function textHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16)
}

/**
 * Runs `read` now, then `revalidateMs` after each start, one at a time; a change the source
 * reports (`subscribe`) runs it again at once, or right after the read in flight.
 */
function polledMapSource(
  revalidateMs: number,
  subscribe: ((onChange: () => void) => () => void) | null,
  read: (signal: AbortSignal) => Promise<void>,
  state: { current(): DeployedRemoteMap; readAt(): number | null },
): RemoteMapSource {
  const stop = new AbortController()
  let timer: NodeJS.Timeout | undefined
  /** The read running now, if any, and the one asked for while it runs (it starts when this one ends). */
  let running: Promise<void> | null = null
  let next: Promise<void> | null = null
  function revalidate(): Promise<void> {
    if (running) {
      next ??= running.then(() => {
        next = null
        return revalidate()
      })
      return next
    }
    clearTimeout(timer)
    const started = Date.now()
    running = read(stop.signal).finally(() => {
      running = null
      if (stop.signal.aborted || next) return
      timer = setTimeout(() => void revalidate(), Math.max(0, started + revalidateMs - Date.now()))
      timer.unref()
    })
    return running
  }
  const unsubscribe = subscribe?.(() => void revalidate())
  void revalidate()
  let refreshed = { at: 0, done: Promise.resolve() }
  return {
    deployedRemoteMap: () => state.current(),
    readAt: () => state.readAt(),
    refresh() {
      if (Date.now() - refreshed.at < 1000) return refreshed.done
      // A read that starts after this moment: one already running may have begun before the change.
      refreshed = { at: Date.now(), done: revalidate() }
      return refreshed.done
    },
    close() {
      stop.abort()
      clearTimeout(timer)
      unsubscribe?.()
    },
  }
}

/** An answer that is not a map: a status other than 200/304, or a redirect. */
class RemoteMapFetchError extends Error {}

/**
 * The map at `url` (its text and ETag), or 'not-modified' for a 304 to `etag`. Bounded by the fetch
 * limits (the body included); a redirect is not followed: the map's own address is what a
 * deployment names, and following would trust wherever it points.
 */
export async function fetchRemoteMap(url: string, etag: string | null, limits: FetchLimits, signal?: AbortSignal): Promise<{ text: string; etag: string | null } | 'not-modified'> {
  const timeout = AbortSignal.timeout(limits.timeoutMs)
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    redirect: 'manual',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  })
  if (response.status === 304 && etag) return 'not-modified'
  if (response.status !== 200) {
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      throw new RemoteMapFetchError(`${url} redirects (${response.status}) to ${new URL(location, url).href}; redirects are not followed: name the map's own address`)
    }
    throw new RemoteMapFetchError(`${url} answered HTTP ${response.status}`)
  }
  return { text: await readLimitedText(response, limits.maxBytes), etag: response.headers.get('etag') }
}

/** Why a fetch of the map failed, in the operator's words. */
export function remoteMapFetchFailure(error: unknown, timeoutMs: number): string {
  return error instanceof RemoteMapFetchError ? error.message : fetchFailure(error, timeoutMs)
}
