import { createLogger, type EventLogger } from 'shared/server/logger'
import { refusingRedirects } from '../owner-fetch.ts'

/**
 * The retention purge (`public.purge_expired_data()`, docs/backend-operations.md "Retention") run
 * by `npm run worker` where nothing else schedules it: a self-hosted PostgreSQL has no pg_cron.
 * It calls the function through the API with the service key, as the worker's other calls do, at
 * start and then every RETENTION_PURGE_EVERY_HOURS. The function is idempotent and cheap when
 * nothing expired, so two workers that both run it do no harm. Each purge is one JSON line:
 * `retention-purged` (info) or `retention-failed` (warn).
 */
export interface RetentionScheduleOptions {
  /** The API: the local backend's origin, or the project's / the gateway's. */
  url: string
  serviceKey: string
  fetch?: typeof fetch
  everyMs: number
  /** Default: backend/log's logger named `lead-worker`, on standard output. */
  logger?: Pick<EventLogger, 'info' | 'warn'>
}

export interface PurgeRow {
  data: string
  deleted: number
}

/** `3 × contacts, 12 × submission log`, or null when nothing was deleted. */
export function describePurge(rows: readonly PurgeRow[]): string | null {
  const removed = rows.filter((row) => Number(row.deleted) > 0)
  return removed.length ? removed.map((row) => `${row.deleted} × ${row.data}`).join(', ') : null
}

/**
 * RETENTION_PURGE_EVERY_HOURS: hours between two purges (fractions allowed); unset, empty or
 * `off`: no purge. Anything else stops the start with the variable's name.
 */
export function retentionEveryMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.RETENTION_PURGE_EVERY_HOURS?.trim()
  if (!raw || raw === 'off') return null
  const hours = Number(raw)
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`RETENTION_PURGE_EVERY_HOURS must be a positive number of hours, or off (got "${raw}")`)
  return hours * 60 * 60 * 1000
}

/** `first` settles once the purge at start has run and been logged (it never rejects). */
export function startRetentionSchedule(options: RetentionScheduleOptions): { first: Promise<void>; stop(): void } {
  const { url, serviceKey, everyMs } = options
  const logger = options.logger ?? createLogger('lead-worker')
  const post = refusingRedirects(options.fetch ?? fetch, url)
  const endpoint = `${url.replace(/\/+$/, '')}/rest/v1/rpc/purge_expired_data`
  const period = everyMs >= 3_600_000 ? `${+(everyMs / 3_600_000).toFixed(2)} h` : `${+(everyMs / 1000).toFixed(1)} s`

  // A stop cancels the purge in flight, which then says nothing: it runs again at the next start.
  const stopped = new AbortController()
  const purge = async () => {
    try {
      const response = await post(endpoint, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(60_000)]),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`${endpoint} answered HTTP ${response.status}: ${text.slice(0, 300)}`)
      const rows = JSON.parse(text) as PurgeRow[]
      const summary = describePurge(rows)
      const deleted = Object.fromEntries(rows.map((row) => [row.data, Number(row.deleted)]))
      logger.info({ event: 'retention-purged', deleted, nextInMs: everyMs }, `retention: ${summary ? `deleted ${summary}` : 'nothing had expired'}; next purge in ${period}`)
    } catch (error) {
      if (stopped.signal.aborted) return
      const reason = error instanceof Error ? error.message : String(error)
      logger.warn({ event: 'retention-failed', url: endpoint, reason, nextInMs: everyMs }, `retention purge failed (${reason}); it runs again in ${period}`)
    }
  }
  const first = purge()
  const timer = setInterval(() => void purge(), everyMs)
  return {
    first,
    stop: () => {
      clearInterval(timer)
      stopped.abort()
    },
  }
}
