import type { CheckResult } from '../release-check/checks'

/** A release as the ledger's functions report it (private.release_json). */
export interface ReleaseRecord {
  id: number
  remote: string
  entry: string
  state: 'candidate' | 'refused' | 'live' | 'previous' | 'withdrawn'
  registeredBy: string
  registeredAt: string
  check: 'pass' | 'fail' | 'not run'
  checkedAt: string | null
  checkExpiresAt: string | null
  checkResult: CheckResult[]
}

/** One cohort's figures of a canary since it started (private.release_cohort_figures). */
export interface CohortFigures {
  pageViews: number
  requests: number
  serverFailures: number
  browserFailures: number
  lcpP75: number | null
  inpP75: number | null
  clsP75: number | null
}

/** One metric of a canary's vitals: both cohorts' p75, the change, whether it is judged yet and past the margin. */
export interface VitalComparison {
  candidate: number | null
  live: number | null
  increase: number | null
  judged: boolean
  past: boolean
}

export interface VitalsComparison {
  maxIncrease: number
  minSamples: number
  metrics: Record<string, VitalComparison>
}

/** A running canary, with live and candidate side by side. */
export interface CanaryStatus {
  id: number
  release: number
  percent: number
  since: string
  by: string
  minViews: number
  maxFailureRate: number
  /** The vitals margin (0.2 = +20 %), and the candidate's p75 LCP and INP against the live release's (absent on a ledger before it had them). */
  maxVitalsIncrease?: number
  vitals?: VitalsComparison | null
  /** When the guard last looked at it, and why it could not judge it then (null when it could). */
  judgedAt?: string | null
  judgeError?: string | null
  /** A cohort's figures, or why they could not be read. */
  live: CohortFigures | { error: string }
  candidate: CohortFigures | { error: string }
}

/** One remote in `release_status`. */
export interface RemoteStatus {
  remote: string
  team: string
  paths: string[]
  live: ReleaseRecord | null
  liveSince: string | null
  liveBy: string | null
  rollbackTo: ReleaseRecord | null
  canary: CanaryStatus | null
  releases: ReleaseRecord[]
}

/** One row of `release_history`, newest first. */
export interface HistoryEvent {
  id: number
  at: string
  action: 'define' | 'import' | 'register' | 'check' | 'promote' | 'rollback' | 'withdraw' | 'preview' | 'canary' | 'abort'
  release: number | null
  entry: string | null
  previous: number | null
  by: string
  check: 'pass' | 'fail' | 'not run' | null
  note: string | null
}

/** What promote and rollback return. */
export interface LiveChange {
  remote: string
  live: ReleaseRecord
  previous: ReleaseRecord | null
}
