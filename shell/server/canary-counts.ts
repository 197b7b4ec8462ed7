import { log } from './log'

/** One cohort's count of a canary's page requests since the last write, as `public.release_count_canary` takes it. */
export interface CanaryCount {
  canary: number
  cohort: 'c' | 'l'
  requests: number
  failures: number
}

/**
 * A composer's counts of each running canary's page requests, by cohort, and of the candidate's
 * composition failures (served the live page instead): written to the release ledger every few
 * seconds through `public.release_count_canary`, with the composer's credential, for the guard and
 * `npm run release -- status` (docs/deploying.md, "Preview and canary").
 */
export interface CanaryCounts {
  count(canary: number, cohort: 'c' | 'l', failed: boolean): void
  /** Writes what was counted since the last write (also on a timer). */
  flush(): Promise<void>
  stop(): void
}

type Report = (counts: readonly CanaryCount[]) => Promise<void>

/** The ledger takes at most this many counts a call. */
const BATCH = 100

export function createCanaryCounts(report: Report | null, flushMs = 5000): CanaryCounts {
  let pending = new Map<string, CanaryCount>()
  let failing = ''
  let timer: NodeJS.Timeout | undefined
  async function flush() {
    if (!report || pending.size === 0) return
    const counts = [...pending.values()]
    pending = new Map()
    let written = 0
    try {
      for (; written < counts.length; written += BATCH) await report(counts.slice(written, written + BATCH))
      if (failing) log.info({ event: 'canary-counts-recovered' }, 'Composition: canary counts are written again')
      failing = ''
    } catch (error) {
      // What was not written is kept for the next write: a guard that saw no failures would let a
      // failing canary run on.
      for (const counted of counts.slice(written)) {
        const key = `${counted.canary}${counted.cohort}`
        const now = pending.get(key)
        pending.set(key, now ? { ...counted, requests: counted.requests + now.requests, failures: counted.failures + now.failures } : counted)
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
      const counted = pending.get(key) ?? { canary, cohort, requests: 0, failures: 0 }
      counted.requests += 1
      if (failed) counted.failures += 1
      pending.set(key, counted)
      schedule()
    },
    flush,
    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
