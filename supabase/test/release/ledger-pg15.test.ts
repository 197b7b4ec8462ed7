import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pg15SkipReason as skipReason, type Pg15Cluster } from '../helpers/pg15-cluster.ts'
import { startMigratedPg15Cluster } from '../helpers/pg15-migrated.ts'

/**
 * The release ledger's rules on a real PostgreSQL 15 server, called as PostgREST calls them (the
 * `anon` role, the team's credential in `request.headers`), so several sessions really race:
 * rights are the database's, history is append-only, and concurrent changes of one remote all land
 * in order.
 */
describe.skipIf(skipReason !== null)(`the release ledger on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: Pg15Cluster
  let blog = ''
  let marketing = ''
  let composer = ''
  const passing = `'[{"name":"manifest","ok":true,"detail":"fine"}]'`
  const failing = `'[{"name":"delivery","ok":false,"detail":"no CORS"}]'`

  /** SQL run as a team's API request would run it. */
  const asTeam = (credential: string, sql: string) =>
    `select set_config('request.headers', '{"x-release-credential":"${credential}"}', true); set local role anon; ${sql}`
  const json = <T>(output: string): T => JSON.parse(output.trim().split('\n').at(-1)!) as T
  const refusal = (run: () => unknown): string => {
    try {
      run()
    } catch (error) {
      return String((error as Error).message)
    }
    throw new Error('expected the ledger to refuse')
  }
  const register = (credential: string, remote: string, entry: string, ok = true) =>
    json<{ id: number; state: string }>(cluster.psql(asTeam(credential, `select public.release_register('${remote}', '${entry}', ${ok}, ${ok ? passing : failing})`)))
  /** An analytics row, such as a browser sends with the anon key. */
  const event = (name: string, properties: object) =>
    `insert into public.analytics_events (event_name, page_url, properties) values ('${name}', 'https://site.example/blog', '${JSON.stringify(properties)}');`
  /** A composer's counts, with its credential. */
  const count = (counts: object[]) => cluster.psql(asTeam(composer, `select public.release_count_canary('${JSON.stringify(counts)}')`))
  const live = (remote: string) => cluster.psql(`select live_release_id from private.release_remotes where name = '${remote}'`).trim()

  beforeAll(() => {
    cluster = startMigratedPg15Cluster()
    cluster.psql(`select public.release_import('{
      "remoteMarketing": {"entry": "https://cdn.example/m1/remoteEntry.js", "paths": ["/", "/services"]},
      "remoteBlog": {"entry": "https://cdn.example/b1/remoteEntry.js", "paths": ["/blog", "/blog/*"]}}')`)
    blog = json<{ credential: string }>(cluster.psql(`select public.release_issue_credential('blog', 'ci')`)).credential
    marketing = json<{ credential: string }>(cluster.psql(`select public.release_issue_credential('marketing', 'ci')`)).credential
    composer = json<{ credential: string }>(cluster.psql(`select public.release_issue_credential('composers', 'site-1')`)).credential
  })

  afterAll(() => {
    cluster?.stop()
  })

  it("a team credential can neither register nor promote another team's remote, and the refusal names both", () => {
    const registering = refusal(() => register(blog, 'remoteMarketing', 'https://cdn.example/m2/remoteEntry.js'))
    expect(registering).toContain('Team blog may not release remoteMarketing: remoteMarketing belongs to team marketing')
    const own = register(marketing, 'remoteMarketing', 'https://cdn.example/m2/remoteEntry.js')
    const promoting = refusal(() => cluster.psql(asTeam(blog, `select public.release_promote('remoteMarketing', ${own.id})`)))
    expect(promoting).toContain('Team blog may not release remoteMarketing')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_rollback('remoteMarketing')`)))).toContain('Team blog may not release remoteMarketing')
    // Nothing changed: the marketing section is live as imported.
    expect(cluster.psql(`select entry from private.releases where id = ${live('remoteMarketing')}`).trim()).toBe('https://cdn.example/m1/remoteEntry.js')
  })

  it('refuses a call with no credential, a forged one or a revoked one; operator functions are the service role only', () => {
    expect(refusal(() => cluster.psql(`set local role anon; select public.release_promote('remoteBlog', 1)`))).toContain('needs a release credential')
    expect(refusal(() => cluster.psql(asTeam('rt_forged', `select public.release_status()`)))).toContain('not valid')
    const temporary = json<{ credential: string }>(cluster.psql(`select public.release_issue_credential('blog', 'laptop')`)).credential
    // Its team's one remote: a team reads its own remotes only.
    expect(cluster.psql(asTeam(temporary, `select jsonb_array_length(public.release_status())`)).trim().split('\n').at(-1)).toBe('1')
    cluster.psql(`select public.release_revoke_credential('blog', 'laptop')`)
    expect(refusal(() => cluster.psql(asTeam(temporary, `select public.release_status()`)))).toContain('not valid')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_issue_credential('blog', 'mine')`)))).toMatch(/permission denied for function release_issue_credential/)
    expect(refusal(() => cluster.psql(`set local role anon; select * from private.releases`))).toMatch(/permission denied/)
    expect(refusal(() => cluster.psql(`set local role service_role; select * from private.release_credentials`))).toMatch(/permission denied/)
    // Only a hash of each credential is stored.
    expect(cluster.psql(`select count(*) from private.release_credentials where position('${blog}' in encode(token_hash, 'escape')) > 0`).trim()).toBe('0')
  })

  it('a refused release, a withdrawn one, or one whose check is too old cannot be promoted', () => {
    const refused = register(blog, 'remoteBlog', 'https://cdn.example/b-bad/remoteEntry.js', false)
    expect(refused.state).toBe('refused')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${refused.id})`)))).toContain('its release check failed')
    const withdrawn = register(blog, 'remoteBlog', 'https://cdn.example/b-old/remoteEntry.js')
    cluster.psql(asTeam(blog, `select public.release_withdraw('remoteBlog', ${withdrawn.id})`))
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${withdrawn.id})`)))).toContain('was withdrawn')
    const stale = register(blog, 'remoteBlog', 'https://cdn.example/b-stale/remoteEntry.js')
    cluster.psql(`update private.releases set checked_at = now() - interval '2 hours' where id = ${stale.id}`)
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${stale.id})`)))).toContain('run the release check again')
    // A fresh passing check makes it promotable again.
    cluster.psql(asTeam(blog, `select public.release_record_check('remoteBlog', ${stale.id}, true, ${passing})`))
    cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${stale.id})`))
    expect(live('remoteBlog')).toBe(String(stale.id))
  })

  it('two promotes of one remote at the same moment both land, in order, and the history says so', async () => {
    const first = register(blog, 'remoteBlog', 'https://cdn.example/b-race-1/remoteEntry.js')
    const second = register(blog, 'remoteBlog', 'https://cdn.example/b-race-2/remoteEntry.js')
    const before = live('remoteBlog')
    // The first holds the remote's row a while before committing; the second arrives meanwhile.
    const one = cluster.psqlAsync(asTeam(blog, `select public.release_promote('remoteBlog', ${first.id}); select pg_sleep(1.5);`))
    await new Promise((resolve) => setTimeout(resolve, 500))
    const two = cluster.psqlAsync(asTeam(blog, `select public.release_promote('remoteBlog', ${second.id})`))
    await Promise.all([one, two])
    expect(live('remoteBlog')).toBe(String(second.id))
    const promotes = cluster
      .psql(`select release_id || ':' || previous_release_id from private.release_events where remote = 'remoteBlog' and action = 'promote' order by id desc limit 2`)
      .trim()
      .split('\n')
    expect(promotes).toEqual([`${second.id}:${first.id}`, `${first.id}:${before}`])
  })

  it('a promote racing a rollback ends in a state the history explains; rolling back twice steps back twice', async () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-next/remoteEntry.js')
    const racing = await Promise.all([
      cluster.psqlAsync(asTeam(blog, `select public.release_rollback('remoteBlog')`)),
      cluster.psqlAsync(asTeam(blog, `select public.release_promote('remoteBlog', ${candidate.id})`)),
    ])
    expect(racing).toHaveLength(2)
    // Replaying the last two events gives the live release.
    const [last] = cluster
      .psql(`select action || ':' || release_id from private.release_events where remote = 'remoteBlog' and action in ('promote', 'rollback') order by id desc limit 1`)
      .trim()
      .split('\n')
    expect(last!.split(':')[1]).toBe(live('remoteBlog'))

    // Whatever the order was: promote the candidate again if the rollback came last, then step back twice.
    if (live('remoteBlog') !== String(candidate.id)) {
      cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${candidate.id})`))
    }
    const previous = cluster.psql(`select previous_release_id from private.release_events where remote = 'remoteBlog' and action = 'promote' and release_id = ${candidate.id} order by id desc limit 1`).trim()
    cluster.psql(asTeam(blog, `select public.release_rollback('remoteBlog')`))
    expect(live('remoteBlog')).toBe(previous)
    const beforeThat = cluster.psql(`select previous_release_id from private.release_events where remote = 'remoteBlog' and action = 'promote' and release_id = ${previous} order by id desc limit 1`).trim()
    cluster.psql(asTeam(blog, `select public.release_rollback('remoteBlog')`))
    expect(live('remoteBlog')).toBe(beforeThat)
    expect(cluster.psql(`select state from private.releases where id = ${candidate.id}`).trim()).toBe('previous')
  })

  it('the history is append-only, even at a SQL prompt; the map is public and names only live releases', () => {
    expect(refusal(() => cluster.psql(`update private.release_events set actor = 'someone else'`))).toContain('append-only')
    expect(refusal(() => cluster.psql(`delete from private.release_events`))).toContain('append-only')
    expect(refusal(() => cluster.psql(`truncate private.release_events`))).toContain('append-only')
    const map = json<Record<string, { entry: string; paths: string[] }>>(cluster.psql(`set local role anon; select public.release_map()`))
    expect(Object.keys(map)).toEqual(['remoteMarketing', 'remoteBlog'])
    expect(map.remoteBlog!.paths).toEqual(['/blog', '/blog/*'])
    expect(map.remoteBlog!.entry).toBe(cluster.psql(`select entry from private.releases where id = ${live('remoteBlog')}`).trim())
    // Beside the map, for the composers' metrics: each live release's id with the entry the map names.
    const rollouts = json<{ live: Record<string, { release: number; entry: string }> }>(cluster.psql(asTeam(composer, `select public.release_rollouts()`)))
    expect(rollouts.live).toEqual({
      remoteBlog: { release: Number(live('remoteBlog')), entry: map.remoteBlog!.entry },
      remoteMarketing: { release: Number(live('remoteMarketing')), entry: map.remoteMarketing!.entry },
    })
  })

  it('a preview link is for one showable release of the team\'s own remote, published by its hash until it expires or the release is withdrawn', () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-preview/remoteEntry.js')
    expect(refusal(() => cluster.psql(asTeam(marketing, `select public.release_preview('remoteBlog', ${candidate.id})`)))).toContain('Team marketing may not release remoteBlog')
    const preview = json<{ token: string; expiresAt: string }>(cluster.psql(asTeam(blog, `select public.release_preview('remoteBlog', ${candidate.id}, 3600)`)))
    expect(preview.token).toMatch(/^rp_[0-9a-f]{64}$/)
    const hash = cluster.psql(`select encode(sha256(convert_to('${preview.token}', 'UTF8')), 'hex')`).trim()
    const rollouts = () => json<{ previews: Record<string, { remote: string; release: number; entry: string }> }>(cluster.psql(asTeam(composer, `select public.release_rollouts()`)))
    expect(rollouts().previews[hash]).toMatchObject({ remote: 'remoteBlog', release: candidate.id, entry: 'https://cdn.example/b-preview/remoteEntry.js' })
    // Nothing in the published list gives the token away.
    expect(JSON.stringify(rollouts())).not.toContain(preview.token.slice(3))
    cluster.psql(`update private.release_previews set expires_at = now() - interval '1 second' where release_id = ${candidate.id}`)
    expect(rollouts().previews[hash]).toBeUndefined()
    const again = json<{ token: string }>(cluster.psql(asTeam(blog, `select public.release_preview('remoteBlog', ${candidate.id})`)))
    const againHash = cluster.psql(`select encode(sha256(convert_to('${again.token}', 'UTF8')), 'hex')`).trim()
    expect(rollouts().previews[againHash]).toBeDefined()
    cluster.psql(asTeam(blog, `select public.release_withdraw('remoteBlog', ${candidate.id})`))
    expect(rollouts().previews[againHash]).toBeUndefined()
    const refused = register(blog, 'remoteBlog', 'https://cdn.example/b-refused-preview/remoteEntry.js', false)
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_preview('remoteBlog', ${refused.id})`)))).toContain('its release check failed')
  })

  it('a canary runs until promoted or aborted; the guard aborts one whose failures pass its threshold, saying why', () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-canary/remoteEntry.js')
    const canary = json<{ canary: number; percent: number }>(cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10, 20, 0.2)`)))
    expect(canary.percent).toBe(10)
    const rollouts = () =>
      json<{ live: Record<string, { release: number }>; canaries: Record<string, { id: number; release: number; percent: number }> }>(cluster.psql(asTeam(composer, `select public.release_rollouts()`)))
    expect(rollouts().canaries.remoteBlog).toMatchObject({ id: canary.canary, release: candidate.id, percent: 10 })
    // A canary is not live: the live release stays the one named live.
    expect(rollouts().live.remoteBlog).toMatchObject({ release: Number(live('remoteBlog')) })
    expect(rollouts().live.remoteBlog!.release).not.toBe(candidate.id)
    const other = register(blog, 'remoteBlog', 'https://cdn.example/b-canary-2/remoteEntry.js')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${other.id}, 10)`)))).toContain('has a canary of release')

    // What browsers and composers write: tagged page views and vitals, and the composers' counts.
    cluster.psql(
      [
        ...Array.from({ length: 12 }, () => event('page_view', { path: '/blog', cohorts: `${canary.canary}c` })),
        ...Array.from({ length: 30 }, () => event('page_view', { path: '/blog', cohorts: `${canary.canary}l` })),
        event('web_vital', { metric: 'LCP', value: 900, cohorts: `${canary.canary}c` }),
        event('web_vital', { metric: 'LCP', value: 1200, cohorts: `${canary.canary}c` }),
        event('section_load_failed', { remote: 'remoteBlog', release: candidate.id, cohorts: `${canary.canary}c` }),
      ].join('\n'),
    )
    count([
      { canary: canary.canary, cohort: 'c', requests: 15, failures: 1 },
      { canary: canary.canary, cohort: 'l', requests: 120, failures: 0 },
    ])
    const status = json<{ canary: { live: Record<string, number>; candidate: Record<string, number> } }[]>(cluster.psql(asTeam(blog, `select public.release_status('remoteBlog')`)))[0]!
    expect(status.canary.candidate).toMatchObject({ pageViews: 12, requests: 15, serverFailures: 1, browserFailures: 1, lcpP75: 1125 })
    expect(status.canary.live).toMatchObject({ pageViews: 30, requests: 120, serverFailures: 0, browserFailures: 0 })
    // Under the threshold (1 of 15 and 1 of 12): the guard leaves it running.
    expect(cluster.psql(`select public.release_guard()`).trim()).toBe('[]')
    count([{ canary: canary.canary, cohort: 'c', requests: 10, failures: 9 }])
    const aborted = json<{ canary: number; reason: string }[]>(cluster.psql(`select public.release_guard()`))
    expect(aborted).toHaveLength(1)
    expect(aborted[0]!.reason).toContain('composition failures: 10 of 25 candidate requests (40.0%)')
    expect(rollouts().canaries.remoteBlog).toBeUndefined()
    const [last] = json<{ action: string; by: string; note: string }[]>(cluster.psql(asTeam(blog, `select public.release_history('remoteBlog', 1)`)))
    expect(last).toMatchObject({ action: 'abort', by: 'guard' })
    expect(last!.note).toContain('canary aborted by the guard: composition failures')

    // A promote of the canary's release ends its canary as promoted.
    cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${other.id}, 25)`))
    cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${other.id})`))
    expect(rollouts().canaries.remoteBlog).toBeUndefined()
    expect(rollouts().live.remoteBlog).toEqual({ release: other.id, entry: 'https://cdn.example/b-canary-2/remoteEntry.js' })
    expect(cluster.psql(`select outcome from private.release_canaries where release_id = ${other.id}`).trim()).toBe('promoted')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_abort('remoteBlog')`)))).toContain('has no canary running')
  })

  it('only composers and the operator read the rollouts, which name every candidate; a team reads its own remotes only', () => {
    // A visitor (the anon key alone) and a team cannot learn an unreleased candidate's address.
    expect(refusal(() => cluster.psql(`set local role anon; select public.release_rollouts()`))).toContain('needs a release credential')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_rollouts()`)))).toContain("Only a composer's credential")
    expect(json<{ canaries: object }>(cluster.psql(asTeam(composer, `select public.release_rollouts()`))).canaries).toBeDefined()
    // A team's status, history and releases are its own; the operator's are everyone's.
    const own = json<{ remote: string }[]>(cluster.psql(asTeam(blog, `select public.release_status()`)))
    expect(own.map((r) => r.remote)).toEqual(['remoteBlog'])
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_status('remoteMarketing')`)))).toContain('Team blog may not read remoteMarketing: remoteMarketing belongs to team marketing')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_history('remoteMarketing')`)))).toContain('Team blog may not read remoteMarketing')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_get('remoteMarketing', ${live('remoteMarketing')})`)))).toContain('Team blog may not read remoteMarketing')
    expect(json<{ remote: string }[]>(cluster.psql(`select public.release_status()`)).map((r) => r.remote)).toEqual(['remoteMarketing', 'remoteBlog'])
    // The composers' credential owns nothing and releases nothing.
    expect(json<unknown[]>(cluster.psql(asTeam(composer, `select public.release_status()`)))).toEqual([])
    expect(refusal(() => cluster.psql(`select public.release_define_remote('remoteBlog', 'composers', array['/blog'])`))).toContain("reserved team")
  })

  it('a canary is judged on what the composers counted: rows anyone can write neither stop the guard nor hide failures', () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-attacked/remoteEntry.js')
    const attacked = json<{ canary: number }>(cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10, 20, 0.2)`)))
    const other = register(marketing, 'remoteMarketing', 'https://cdn.example/m-canary/remoteEntry.js')
    const healthy = json<{ canary: number }>(cluster.psql(asTeam(marketing, `select public.release_canary('remoteMarketing', ${other.id}, 10, 20, 0.2)`)))
    // The two attacks that once worked, as analytics rows: a figure that is not a whole number, and
    // a billion requests to dilute the failures. Also page views and load failures far past what
    // was served.
    cluster.psql(
      [
        event('release_canary_requests', { canary: attacked.canary, cohort: 'c', requests: 1.5, failures: 0 }),
        event('release_canary_requests', { canary: attacked.canary, cohort: 'c', requests: 1000000000, failures: 0 }),
        ...Array.from({ length: 40 }, () => event('section_load_failed', { remote: 'remoteMarketing', cohorts: `${healthy.canary}c` })),
        ...Array.from({ length: 40 }, () => event('page_view', { path: '/', cohorts: `${healthy.canary}c` })),
        event('web_vital', { metric: 'LCP', value: 'x', cohorts: `${attacked.canary}c` }),
        event('page_view', { path: '/blog', cohorts: { not: 'a string' } }),
      ].join('\n'),
    )
    // Nor can a visitor count as a composer.
    expect(refusal(() => cluster.psql(`set local role anon; select public.release_count_canary('[{"canary": ${attacked.canary}, "cohort": "c", "requests": 1000000, "failures": 0}]')`))).toContain('needs a release credential')
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_count_canary('[{"canary": ${attacked.canary}, "cohort": "c", "requests": 5, "failures": 0}]')`)))).toContain("Only a composer's credential")
    // A composer's malformed count is refused whole, naming the row.
    for (const bad of ['{"canary": 1, "cohort": "c", "requests": 1.5, "failures": 0}', '{"canary": 1, "cohort": "c", "requests": 5, "failures": 6}', '{"canary": 1, "cohort": "x", "requests": 5, "failures": 0}']) {
      expect(refusal(() => count([JSON.parse(bad.replace('"canary": 1', `"canary": ${attacked.canary}`)) as object]))).toContain('Not a canary count')
    }
    // The guard runs, and the status answers, whatever those rows say.
    const status = json<{ remote: string; canary: { candidate: Record<string, unknown> } }[]>(cluster.psql(`select public.release_status()`))
    const marketingCanary = status.find((r) => r.remote === 'remoteMarketing')!.canary.candidate
    // Browser reports count up to what the composers served the cohort: nothing served, nothing counted.
    expect(marketingCanary).toMatchObject({ requests: 0, pageViews: 0, browserFailures: 0 })
    expect(cluster.psql(`select public.release_guard()`).trim()).toBe('[]')
    // The candidate fails 230 of 265 requests, as the composers count them: aborted at the next run.
    count([{ canary: attacked.canary, cohort: 'c', requests: 265, failures: 230 }])
    const outcomes = json<{ outcome: string; canary: number; reason: string }[]>(cluster.psql(`select public.release_guard()`))
    expect(outcomes).toEqual([expect.objectContaining({ outcome: 'aborted', canary: attacked.canary })])
    expect(outcomes[0]!.reason).toContain('composition failures: 230 of 265 candidate requests (86.8%)')
    expect(json<{ remote: string; canary: { id: number } | null }[]>(cluster.psql(`select public.release_status('remoteBlog')`))[0]!.canary).toBeNull()
    // Once the composers have served the other canary's cohort, the forged page views count up to
    // those requests, and the forged failures up to those page views: never past real visits.
    count([{ canary: healthy.canary, cohort: 'c', requests: 12, failures: 0 }])
    const figures = json<{ canary: { candidate: Record<string, unknown> } }[]>(cluster.psql(`select public.release_status('remoteMarketing')`))[0]!.canary.candidate
    expect(figures).toMatchObject({ requests: 12, serverFailures: 0, pageViews: 12, browserFailures: 12 })
    cluster.psql(asTeam(marketing, `select public.release_abort('remoteMarketing')`))
  })

  it('a canary whose figures cannot be read is left running, shown, and the others are still judged', () => {
    const first = register(blog, 'remoteBlog', 'https://cdn.example/b-unjudged/remoteEntry.js')
    const stuck = json<{ canary: number }>(cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${first.id}, 10, 20, 0.2)`)))
    const second = register(marketing, 'remoteMarketing', 'https://cdn.example/m-judged/remoteEntry.js')
    const judged = json<{ canary: number }>(cluster.psql(asTeam(marketing, `select public.release_canary('remoteMarketing', ${second.id}, 10, 20, 0.2)`)))
    count([{ canary: judged.canary, cohort: 'c', requests: 40, failures: 40 }])
    // One canary's figures fail to read (a fault of any kind), for this transaction only.
    const broken = `
      alter function private.release_cohort_figures(private.release_canaries, text) rename to release_cohort_figures_real;
      create function private.release_cohort_figures(p_canary private.release_canaries, p_cohort text) returns jsonb language plpgsql as $fn$
      begin
        if p_canary.id = ${stuck.canary} then raise exception 'invalid input syntax for type bigint: "1.5"'; end if;
        return private.release_cohort_figures_real(p_canary, p_cohort);
      end $fn$;`
    const run = cluster.psql(`${broken} select public.release_guard(); select public.release_status()::text; select public.release_rollouts()::text; rollback;`)
    const [guard, status, rollouts] = run.trim().split('\n').slice(-3).map((line) => JSON.parse(line) as unknown)
    expect(guard).toEqual([
      expect.objectContaining({ outcome: 'unjudged', canary: stuck.canary, reason: expect.stringContaining('invalid input syntax') as unknown }),
      expect.objectContaining({ outcome: 'aborted', canary: judged.canary }),
    ])
    const blogStatus = (status as { remote: string; canary: { judgeError: string | null; candidate: Record<string, unknown> } | null }[]).find((r) => r.remote === 'remoteBlog')!
    expect(blogStatus.canary?.judgeError).toContain('invalid input syntax')
    expect(blogStatus.canary?.candidate).toMatchObject({ error: expect.stringContaining('invalid input syntax') as unknown })
    expect((rollouts as { canaries: Record<string, { judgeError: string | null }> }).canaries.remoteBlog?.judgeError).toContain('invalid input syntax')
    // All of that was rolled back: both canaries still run; end them.
    cluster.psql(asTeam(blog, `select public.release_abort('remoteBlog')`))
    cluster.psql(asTeam(marketing, `select public.release_abort('remoteMarketing')`))
  })

  it('refuses an abort reason with control characters, which would print raw in a terminal', () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-reason/remoteEntry.js')
    cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10)`))
    expect(refusal(() => cluster.psql(asTeam(blog, `select public.release_abort('remoteBlog', E'bad\\x1b[2J\\r\\nforged line')`)))).toContain('may not contain control characters')
    expect(json<{ outcome: string }>(cluster.psql(asTeam(blog, `select public.release_abort('remoteBlog', 'slow pages')`))).outcome).toBe('aborted')
  })
  it('the guard aborts a canary whose visitors wait longer: p75 LCP or INP past the margin over the live release, once both cohorts have the views', () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-slow/remoteEntry.js')
    const slow = json<{ canary: number; maxVitalsIncrease: number }>(cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10, 5, 0.2)`)))
    expect(Number(slow.maxVitalsIncrease)).toBe(0.2)
    const lcp = (cohort: 'c' | 'l', value: number, n: number) => Array.from({ length: n }, () => event('web_vital', { metric: 'LCP', value, cohorts: `${slow.canary}${cohort}` }))
    // Four samples of each: under the minimum of 5, nothing is judged on them yet.
    cluster.psql([...lcp('c', 1500, 4), ...lcp('l', 1000, 4)].join('\n'))
    count([{ canary: slow.canary, cohort: 'c', requests: 5, failures: 0 }, { canary: slow.canary, cohort: 'l', requests: 50, failures: 0 }])
    expect(cluster.psql(`select public.release_guard()`).trim()).toBe('[]')
    // status shows the comparison, and that it is not judged yet.
    const vitals = () => json<{ canary: { vitals: { metrics: Record<string, { candidate: number; live: number; increase: number; judged: boolean; past: boolean }> } } }[]>(cluster.psql(asTeam(blog, `select public.release_status('remoteBlog')`)))[0]!.canary.vitals
    expect(vitals().metrics.LCP).toMatchObject({ candidate: 1500, live: 1000, increase: 0.5, judged: false, past: false })
    // A wider margin, set by the team: judged now, and within it.
    cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10, 5, 0.2, 0.6)`))
    cluster.psql([...lcp('c', 1500, 1), ...lcp('l', 1000, 1)].join('\n'))
    expect(vitals().metrics.LCP).toMatchObject({ judged: true, past: false })
    expect(cluster.psql(`select public.release_guard()`).trim()).toBe('[]')
    // Back to +20 %: the candidate is 50 % slower, and the guard says so in the history.
    cluster.psql(asTeam(blog, `select public.release_canary('remoteBlog', ${candidate.id}, 10, 5, 0.2, 0.2)`))
    const [aborted] = json<{ outcome: string; reason: string }[]>(cluster.psql(`select public.release_guard()`))
    expect(aborted).toMatchObject({ outcome: 'aborted', reason: 'slower for visitors: LCP p75 1500 ms on the candidate against 1000 ms live (+50.0%), past +20.0%' })
    const [last] = json<{ action: string; note: string }[]>(cluster.psql(asTeam(blog, `select public.release_history('remoteBlog', 1)`)))
    expect(last!.note).toBe('canary aborted by the guard: slower for visitors: LCP p75 1500 ms on the candidate against 1000 ms live (+50.0%), past +20.0%')
  })

  it("a promote's history entry says the check it relied on passed", () => {
    const candidate = register(blog, 'remoteBlog', 'https://cdn.example/b-promoted/remoteEntry.js')
    cluster.psql(asTeam(blog, `select public.release_promote('remoteBlog', ${candidate.id})`))
    const [promote] = json<{ action: string; check: string | null }[]>(cluster.psql(asTeam(blog, `select public.release_history('remoteBlog', 1)`)))
    expect(promote).toMatchObject({ action: 'promote', check: 'pass' })
  })
})
