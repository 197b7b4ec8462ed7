import type { EventLogger } from 'shared/server/logger'

/** One canary the guard aborted, or could not judge (its figures could not be read), as `public.release_guard()` reports it. */
export interface GuardOutcome {
  outcome: 'aborted' | 'unjudged'
  remote: string
  canary: number
  release: number
  reason: string
}

export interface ReleaseGuard {
  stop(): void
}

/** RELEASE_GUARD_EVERY_MS: how often the guard looks at the running canaries (default 10 s; `off`: never). */
export function guardEveryMs(env: NodeJS.ProcessEnv = process.env): number | null {
  const value = env.RELEASE_GUARD_EVERY_MS?.trim()
  if (value === 'off') return null
  if (!value) return 10_000
  const ms = Number(value)
  if (!Number.isFinite(ms) || ms < 100) throw new Error(`RELEASE_GUARD_EVERY_MS must be a number of milliseconds (100 or more), or off; it is "${value}".`)
  return ms
}

/** Where the guard's lines go: pino's `logger.warn({ event, ... }, 'words')`, or textGuardLogger. */
export type GuardLogger = Pick<EventLogger, 'info' | 'warn'>

/**
 * The guard's lines as `[release-guard] …` text, for a logger of plain lines (the embedded
 * backend's, whose lines its host labels as its own).
 */
export function textGuardLogger(logger: Pick<Console, 'info' | 'warn'> = console): GuardLogger {
  return {
    info: (_fields, message) => logger.info(`[release-guard] ${message}`),
    warn: (_fields, message) => logger.warn(`[release-guard] ${message}`),
  }
}

/**
 * Runs the release ledger's guard every `everyMs` (docs/deploying.md, "Preview and canary"): each
 * running canary whose failures passed its threshold is aborted in the database, with the reason
 * in its history, and named here (`release-guard-aborted`). A failed run is logged once per cause
 * (`release-guard-failed`) and tried again; the first run that works after one says so
 * (`release-guard-recovered`).
 */
export function startReleaseGuard(run: () => Promise<GuardOutcome[]>, everyMs: number, logger: GuardLogger = textGuardLogger()): ReleaseGuard {
  let failing = ''
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const tick = async () => {
    try {
      for (const seen of await run()) {
        const fields = { remote: seen.remote, canary: seen.canary, release: seen.release, reason: seen.reason }
        if (seen.outcome === 'unjudged') logger.warn({ event: 'release-guard-unjudged', ...fields }, `cannot judge ${seen.remote}'s canary ${seen.canary} (release ${seen.release}); it runs unguarded, the others are judged: ${seen.reason}`)
        else logger.warn({ event: 'release-guard-aborted', ...fields }, `aborted ${seen.remote}'s canary ${seen.canary} (release ${seen.release}): ${seen.reason}`)
      }
      if (failing) logger.info({ event: 'release-guard-recovered' }, 'the release ledger answers again')
      failing = ''
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      if (why !== failing) logger.warn({ event: 'release-guard-failed', reason: why, retryEveryMs: everyMs }, `could not run the guard (trying again every ${everyMs} ms): ${why}`)
      failing = why
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), everyMs)
      timer.unref()
    }
  }
  timer = setTimeout(() => void tick(), everyMs)
  timer.unref()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/** The guard over an API (PostgREST or the local API) with the service key, as `npm run worker` runs it. */
export function apiGuard(url: string, serviceKey: string, fetchImpl: typeof fetch = fetch): () => Promise<GuardOutcome[]> {
  return async () => {
    const response = await fetchImpl(`${url.replace(/\/+$/, '')}/rest/v1/rpc/release_guard`, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    if (response.status !== 200) throw new Error(`${url}/rest/v1/rpc/release_guard answered HTTP ${response.status}`)
    return (await response.json()) as GuardOutcome[]
  }
}
