import { readFileSync } from 'node:fs'
import type { CheckResult } from '../release-check/checks'
import { releaseFolder } from '../release-check/release-folder'
import { checkLines, historyLines, liveChangeLines, releaseLine, statusLines, when } from './format'
import { UsageError, WaitTimeout } from './errors'
import type { LedgerCall } from './ledger-client'
import type { HistoryEvent, LiveChange, ReleaseRecord, RemoteStatus } from './ledger-types'

/** What a command printed and the exit code it ends with (0 done, 1 refused). */
export interface Outcome {
  code: 0 | 1
  lines: string[]
  json: unknown
}

export interface CommandContext {
  call: LedgerCall
  /** The deployed site the release joins: its check runs against it, and `--wait` watches it. */
  site: URL
  /** How long a passing check may be before promote runs it again (below the ledger's own bound). */
  checkMarginMs?: number
  /** --wait: until the site's map names the new live release, at most this long (ms). */
  waitMs?: number
  /** Progress lines (stderr), so stdout stays the result. */
  progress?: (line: string) => void
}

const done = (lines: string[], json: unknown): Outcome => ({ code: 0, lines, json })

/**
 * The map the release would join: every other remote's live release from the ledger's public map
 * (a team reads only its own remotes' status, but the check needs all of them), and this one at
 * `entry`. The check holds the release to it, not to what the site serves this second.
 */
function mapWith(live: Readonly<Record<string, { entry: string; paths: string[] }>>, remote: string, entry: string): string {
  const map: Record<string, { entry: string; paths: string[] }> = { ...live }
  if (map[remote]) map[remote] = { ...map[remote], entry }
  return JSON.stringify(map)
}

async function check(context: CommandContext, remote: string, recorded: string): Promise<{ ok: boolean; results: CheckResult[] }> {
  // A site-relative entry (as `npm start` seeds its own builds) is served from the site itself, as
  // the composers resolve it.
  const entry = new URL(recorded, context.site).href
  const [live, [own]] = await Promise.all([
    context.call<Record<string, { entry: string; paths: string[] }>>('release_map'),
    context.call<RemoteStatus[]>('release_status', { remote }),
  ])
  // A remote with no live release yet is not in the public map: its paths come from its status.
  const map = live[remote] || !own ? live : { ...live, [remote]: { entry, paths: own.paths } }
  context.progress?.(`Checking ${entry} against ${context.site.origin} …`)
  // Loaded here, not at start: status, history and the rest never run the check.
  const { runReleaseCheck } = await import('../release-check/checks')
  const results = await runReleaseCheck({ remote, distUrl: entry, siteUrl: context.site.href, mapText: mapWith(map, remote, entry) })
  return { ok: results.every((result) => result.ok), results }
}

/** `register <remote> <release-url>`: runs the release check, records the release with its result; a failing check records it as refused (exit 1). */
export async function register(context: CommandContext, remote: string, releaseUrl: string): Promise<Outcome> {
  const entry = new URL('remoteEntry.js', releaseFolder(releaseUrl)).href
  // Unknown remote or refused credential: said before the check spends any time.
  await context.call('release_status', { remote })
  const { ok, results } = await check(context, remote, entry)
  const release = await context.call<ReleaseRecord>('release_register', { remote, entry, check_ok: ok, check_result: results })
  const lines = [
    ok ? `Registered ${remote} ${releaseLine(release)}` : `Refused: ${remote} ${releaseLine(release)}: its release check failed`,
    ...checkLines(results),
    ok ? `Make it live: npm run release -- promote ${remote} ${release.id}` : 'Fix what failed, upload to a new folder and register that.',
  ]
  return { code: ok ? 0 : 1, lines, json: release }
}

/**
 * `promote <remote> <release-id>`: makes it live. A check older than the ledger's bound (or close
 * to it) is run again and recorded first; a release whose check fails is not promoted (exit 1).
 */
export async function promote(context: CommandContext, remote: string, releaseId: number): Promise<Outcome> {
  let release = await context.call<ReleaseRecord>('release_get', { remote, release_id: releaseId })
  const lines: string[] = []
  const margin = context.checkMarginMs ?? 5 * 60_000
  const stale = release.check !== 'pass' || !release.checkExpiresAt || Date.parse(release.checkExpiresAt) - Date.now() < margin
  if (stale && ['candidate', 'refused', 'previous'].includes(release.state)) {
    const { ok, results } = await check(context, remote, release.entry)
    release = await context.call<ReleaseRecord>('release_record_check', { remote, release_id: releaseId, check_ok: ok, check_result: results })
    lines.push('Ran the release check again before promoting (the last one did not pass, or is about to expire):', ...checkLines(results))
    if (!ok) return { code: 1, lines: [...lines, `Refused: ${remote} release ${releaseId} is not promoted.`], json: release }
  }
  const change = await context.call<LiveChange>('release_promote', { remote, release_id: releaseId })
  lines.push(...liveChangeLines('Promoted', change))
  return done([...lines, ...(await waitUntilServed(context, change))], change)
}

/** `rollback <remote>`: the release that was live before the live one is live again. */
export async function rollback(context: CommandContext, remote: string): Promise<Outcome> {
  const change = await context.call<LiveChange>('release_rollback', { remote })
  return done([...liveChangeLines('Rolled back', change), ...(await waitUntilServed(context, change))], change)
}

/**
 * `preview <remote> <release-id> [--ttl 24h]`: a link that shows this browser the live site with
 * the section at that release, until it expires or the release is withdrawn.
 */
export async function preview(context: CommandContext, remote: string, releaseId: number, ttlSeconds: number): Promise<Outcome> {
  const issued = await context.call<{ remote: string; release: number; token: string; expiresAt: string }>('release_preview', { remote, release_id: releaseId, ttl_seconds: ttlSeconds })
  const link = new URL(`/_preview?token=${issued.token}`, context.site).href
  context.progress?.(`A preview of ${remote} release ${releaseId} on ${context.site.origin}, until ${when(issued.expiresAt)}. Whoever opens the link sees it: share it as you would a password.`)
  return done([link], { ...issued, link })
}

/**
 * `canary <remote> <release-id> <percent>`: that share of visitors sees the release for that
 * section, sticky per visitor, until promote or abort; run again to change the share. The guard
 * aborts it past its threshold.
 */
export async function canary(context: CommandContext, remote: string, releaseId: number, percent: number, guard: { minViews?: number; maxFailureRate?: number; maxVitalsIncrease?: number }): Promise<Outcome> {
  const release = await context.call<ReleaseRecord>('release_get', { remote, release_id: releaseId })
  const lines: string[] = []
  if (release.check !== 'pass' || !release.checkExpiresAt || Date.parse(release.checkExpiresAt) - Date.now() < (context.checkMarginMs ?? 5 * 60_000)) {
    const { ok, results } = await check(context, remote, release.entry)
    await context.call('release_record_check', { remote, release_id: releaseId, check_ok: ok, check_result: results })
    lines.push('Ran the release check again first:', ...checkLines(results))
    if (!ok) return { code: 1, lines: [...lines, `Refused: no canary of ${remote} release ${releaseId}.`], json: null }
  }
  const started = await context.call<{ canary: number; percent: number; minViews: number; maxFailureRate: number; maxVitalsIncrease?: number; since: string }>('release_canary', {
    remote,
    release_id: releaseId,
    percent,
    ...(guard.minViews === undefined ? {} : { min_views: guard.minViews }),
    ...(guard.maxFailureRate === undefined ? {} : { max_failure_rate: guard.maxFailureRate }),
    ...(guard.maxVitalsIncrease === undefined ? {} : { max_vitals_increase: guard.maxVitalsIncrease }),
  })
  lines.push(
    `Canary ${started.canary}: ${started.percent}% of visitors see ${remote} release ${releaseId} (since ${when(started.since)}).`,
    `  The guard aborts it at ${Number(started.maxFailureRate) * 100}% failures after ${started.minViews} requests or page views${started.maxVitalsIncrease === undefined ? '' : `, or when its p75 LCP or INP is over +${Math.round(Number(started.maxVitalsIncrease) * 1000) / 10}% of the live release's (each once both cohorts have ${started.minViews} samples)`}. End it: npm run release -- promote ${remote} ${releaseId}, or abort ${remote}.`,
  )
  return done(lines, started)
}

/** `abort <remote>`: ends the remote's canary; its visitors see the live release from the next request. */
export async function abort(context: CommandContext, remote: string, reason: string | undefined): Promise<Outcome> {
  const ended = await context.call<{ canary: number; release: number }>('release_abort', { remote, ...(reason ? { reason } : {}) })
  return done([`Aborted ${remote}'s canary ${ended.canary} (release ${ended.release}): every visitor sees the live release from the next request.`], ended)
}

/** `withdraw <remote> <release-id>`: never promoted or rolled back to again. */
export async function withdraw(context: CommandContext, remote: string, releaseId: number): Promise<Outcome> {
  const release = await context.call<ReleaseRecord>('release_withdraw', { remote, release_id: releaseId })
  return done([`Withdrew ${remote} ${releaseLine(release)}`], release)
}

export async function status(context: CommandContext, remote: string | null): Promise<Outcome> {
  const remotes = await context.call<RemoteStatus[]>('release_status', remote ? { remote } : {})
  return done(statusLines(remotes), remotes)
}

export async function history(context: CommandContext, remote: string, limit: number): Promise<Outcome> {
  const events = await context.call<HistoryEvent[]>('release_history', { remote, max_rows: limit })
  return done(historyLines(remote, events), events)
}

/** Operator: `import <remotes.json>`: a hand-written map's entries become the live releases. */
export async function importMap(context: CommandContext, file: string, teams: Record<string, string>): Promise<Outcome> {
  let map: unknown
  try {
    map = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`Cannot read the map ${file}: ${(error as Error).message}`)
  }
  const result = await context.call<{ imported: string[] }>('release_import', { map, teams })
  const lines = result.imported.length ? [`Imported ${result.imported.join(', ')}: live as the map names them (recorded as imported; no release check ran).`] : ['Nothing to import: every remote is live as the map names it.']
  return done(lines, result)
}

export async function defineRemote(context: CommandContext, remote: string, team: string, paths: string[]): Promise<Outcome> {
  const result = await context.call<{ remote: string; team: string; paths: string[] }>('release_define_remote', { remote, team, paths })
  return done([`${result.remote} belongs to team ${result.team} and owns ${result.paths.join(' ')}`], result)
}

export async function issueCredential(context: CommandContext, team: string, label: string): Promise<Outcome> {
  const issued = await context.call<{ id: string; team: string; label: string; credential: string }>('release_issue_credential', { team, label })
  context.progress?.(`Issued credential "${issued.label}" for team ${issued.team} (id ${issued.id}). It is shown once: store it as the team's RELEASE_CREDENTIAL secret.`)
  return done([issued.credential], issued)
}

export async function revokeCredential(context: CommandContext, team: string, label: string): Promise<Outcome> {
  const revoked = await context.call<{ id: string }>('release_revoke_credential', { team, label })
  return done([`Revoked team ${team}'s credential "${label}" (id ${revoked.id}): requests carrying it are refused from now on.`], revoked)
}

export async function listCredentials(context: CommandContext): Promise<Outcome> {
  const credentials = await context.call<{ id: string; team: string; label: string; createdAt: string; revokedAt: string | null }[]>('release_credentials')
  const lines = credentials.length
    ? credentials.map((c) => `${c.team.padEnd(12)} ${c.label.padEnd(16)} issued ${c.createdAt.slice(0, 19)}${c.revokedAt ? `, revoked ${c.revokedAt.slice(0, 19)}` : ''}  ${c.id}`)
    : ['No credential issued yet.']
  return done(lines, credentials)
}

/**
 * --wait: until the site serves the new live release's map (its /remotes.json names the entry),
 * then says how long that took. A site behind a shared cache shows the new pages within its page
 * lifetime after that (docs/deploying.md, "Production").
 */
async function waitUntilServed(context: CommandContext, change: LiveChange): Promise<string[]> {
  if (!context.waitMs) return []
  const started = Date.now()
  const url = new URL('/remotes.json', context.site)
  while (Date.now() - started < context.waitMs) {
    try {
      const map = (await (await fetch(url, { signal: AbortSignal.timeout(5000), headers: { 'cache-control': 'no-cache' } })).json()) as Record<string, { entry?: string }>
      const entry = map[change.remote]?.entry
      if (entry && new URL(entry, context.site).href === new URL(change.live.entry, context.site).href) {
        return [`Served: ${context.site.origin} names release ${change.live.id} after ${Date.now() - started} ms`]
      }
    } catch {
      // The site is briefly unreachable, or mid-deploy: keep watching until the time is up.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new WaitTimeout(`${context.site.origin} does not name release ${change.live.id} of ${change.remote} after ${context.waitMs} ms: its composers read the ledger every REMOTE_MAP_REVALIDATE_SECONDS; check that they run and can reach it.`)
}
