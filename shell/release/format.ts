import type { CheckResult } from '../release-check/checks'
import type { HistoryEvent, LiveChange, ReleaseRecord, RemoteStatus } from './ledger-types'

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
