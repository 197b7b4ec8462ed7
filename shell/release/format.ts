import type { CheckResult } from '../release-check/checks'
import type { CanaryStatus, CohortFigures, HistoryEvent, LiveChange, ReleaseRecord, RemoteStatus } from './ledger-types'

/** `2026-11-29 14:02:11 UTC`: one zone for every reader of the history. */
export function when(at: string | null): string {
  if (!at) return '-'
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

export function checkLines(results: readonly CheckResult[]): string[] {
  return results.map(({ name, ok, detail }) => `  ${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`)
}

export function releaseLine(release: ReleaseRecord): string {
  return `release ${release.id} (${release.state}, check ${release.check}) ${release.entry}`
}

export function liveChangeLines(verb: 'Promoted' | 'Rolled back', change: LiveChange): string[] {
  const previous = change.previous
  const after = !previous
    ? '  (no release was live before)'
    : verb === 'Promoted'
      ? `  was release ${previous.id}: ${previous.entry} (npm run release -- rollback ${change.remote} returns to it)`
      : `  release ${previous.id} is no longer live: ${previous.entry}`
  return [`${verb}: ${change.remote} is now live at release ${change.live.id}: ${change.live.entry}`, after]
}

export function statusLines(remotes: readonly RemoteStatus[]): string[] {
  if (remotes.length === 0) return ['The release ledger has no remote yet (the operator adds them: npm run release -- import <remotes.json>).']
  const lines: string[] = []
  for (const remote of remotes) {
    lines.push(`${remote.remote} (team ${remote.team}; ${remote.paths.join(' ')})`)
    lines.push(remote.live ? `  live:     ${releaseLine(remote.live)}, since ${when(remote.liveSince)} by ${remote.liveBy ?? '-'}` : '  live:     none')
    lines.push(remote.rollbackTo ? `  rollback: ${releaseLine(remote.rollbackTo)}` : '  rollback: none')
    if (remote.canary) lines.push(...canaryLines(remote.canary))
    const others = remote.releases.filter((release) => release.id !== remote.live?.id && release.id !== remote.rollbackTo?.id)
    for (const release of others) lines.push(`  other:    ${releaseLine(release)}, registered ${when(release.registeredAt)} by ${release.registeredBy}`)
  }
  return lines
}

export function historyLines(remote: string, events: readonly HistoryEvent[]): string[] {
  if (events.length === 0) return [`${remote} has no history yet.`]
  return events.map((event) => {
    const release = event.release === null ? '' : ` release ${event.release}`
    const previous = event.previous === null ? '' : ` (was ${event.previous})`
    const check = event.check ? ` check ${event.check}` : ''
    const detail = event.entry && ['register', 'import'].includes(event.action) ? ` ${event.entry}` : event.note ? ` ${event.note}` : ''
    return `${when(event.at)}  ${event.action.padEnd(8)}${release}${previous}${check} by ${event.by}${detail}`
  })
}

const figure = (value: number | null, unit: string, digits = 0) => (value === null ? '-' : `${value.toFixed(digits)}${unit}`)

function cohortColumns(f: CohortFigures | { error: string }): string[] {
  if ('error' in f) return ['?', '?', '?', '?', '?', '?', '?']
  return [String(f.pageViews), String(f.requests), String(f.serverFailures), String(f.browserFailures), figure(f.lcpP75, ' ms'), figure(f.inpP75, ' ms'), figure(f.clsP75, '', 3)]
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

/** The candidate's p75 LCP and INP against the live release's, and what the guard makes of each. */
function vitalsLines(canary: CanaryStatus): string[] {
  const vitals = canary.vitals
  if (!vitals) return []
  return Object.entries(vitals.metrics).map(([metric, v]) => {
    if (v.candidate === null || v.live === null || v.increase === null) return `    ${metric} p75: not enough samples yet`
    const change = `${v.increase >= 0 ? '+' : ''}${percent(v.increase)}`
    const verdict = !v.judged ? `not judged until both cohorts have ${vitals.minSamples} samples` : v.past ? `past +${percent(vitals.maxIncrease)}: the guard aborts it` : `within +${percent(vitals.maxIncrease)}`
    return `    ${metric} p75: ${Math.round(v.candidate)} ms on the candidate against ${Math.round(v.live)} ms live (${change}), ${verdict}`
  })
}

/** A running canary: its share and guard, then live and candidate side by side since it started. */
export function canaryLines(canary: CanaryStatus): string[] {
  const head = ['', 'page views', 'requests', 'server failures', 'browser failures', 'LCP p75', 'INP p75', 'CLS p75']
  const rows = [head, ['live', ...cohortColumns(canary.live)], [`release ${canary.release}`, ...cohortColumns(canary.candidate)]]
  const widths = head.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  const unreadable = 'error' in canary.candidate ? canary.candidate.error : 'error' in canary.live ? canary.live.error : null
  return [
    `  canary:   ${canary.id}, release ${canary.release} for ${canary.percent}% of visitors since ${when(canary.since)} by ${canary.by}`,
    `    the guard aborts it at ${Number(canary.maxFailureRate) * 100}% failures after ${canary.minViews} requests or page views${canary.maxVitalsIncrease === undefined ? '' : `, or at p75 LCP or INP over +${percent(Number(canary.maxVitalsIncrease))} of live`}`,
    ...rows.map((row) => `    ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`),
    ...vitalsLines(canary),
    ...(unreadable ? [`    its figures cannot be read: ${unreadable}`] : []),
    ...(canary.judgeError ? [`    the guard cannot judge it (it runs unguarded; abort it, or fix the cause): ${canary.judgeError}`] : []),
  ]
}
