import { log } from './log'

/**
 * A composer's counts of each running canary's page requests, by cohort, and of the candidate's
 * composition failures (served the live page instead): written to the release ledger's database
 * every few seconds as `release_canary_requests` analytics rows, which the guard and
 * `npm run release -- status` read (docs/deploying.md, "Preview and canary").
 */
export interface CanaryCounts {
  count(canary: number, cohort: 'c' | 'l', failed: boolean): void
  /** Writes what was counted since the last write (also on a timer). */
  flush(): Promise<void>
  stop(): void
}

type Report = (rows: readonly Record<string, unknown>[]) => Promise<void>

export function createCanaryCounts(report: Report | null, pageUrl: () => string, flushMs = 5000): CanaryCounts {
  let pending = new Map<string, { canary: number; cohort: 'c' | 'l'; requests: number; failures: number }>()
  let failing = ''
  let timer: NodeJS.Timeout | undefined
  async function flush() {
    if (!report || pending.size === 0) return
    const batch = pending
    pending = new Map()
    const rows = [...batch.values()].map(({ canary, cohort, requests, failures }) => ({
      event_name: 'release_canary_requests',
      page_url: pageUrl(),
      referrer: null,
      user_agent: 'composition-server',
      properties: { canary, cohort, requests, failures },
    }))
    try {
      await report(rows)
      if (failing) log.info({ event: 'canary-counts-recovered' }, 'Composition: canary counts are written again')
      failing = ''
    } catch (error) {
      // Kept for the next write: a guard that saw no failures would let a failing canary run on.
      for (const [key, counts] of batch) {
        const now = pending.get(key)
        pending.set(key, now ? { ...counts, requests: counts.requests + now.requests, failures: counts.failures + now.failures } : counts)
      }
      const why = error instanceof Error ? error.message : String(error)
      if (why !== failing) log.error({ event: 'canary-counts-failed', reason: why }, `Composition: cannot write canary counts (kept for the next try): ${why}`)
      failing = why
    }
  }
  function schedule() {
    timer ??= setTimeout(() => {
      timer = undefined
      void flush().then(() => pending.size > 0 && schedule())
    }, flushMs)
    timer.unref()
  }
  return {
    count(canary, cohort, failed) {
      if (!report) return
      const key = `${canary}${cohort}`
      const counts = pending.get(key) ?? { canary, cohort, requests: 0, failures: 0 }
      counts.requests += 1
      if (failed) counts.failures += 1
      pending.set(key, counts)
      schedule()
    },
    flush,
    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
