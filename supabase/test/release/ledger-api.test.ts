import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalTarget, type ApiTarget } from '../helpers/targets.ts'

/**
 * The release ledger through the API itself (PostgREST 12, as the local backend runs it), as a
 * team's script or the CLI calls it. Rights are the database's, so a request that skips
 * `npm run release` gets the same refusals.
 */
const targets: [string, () => Promise<ApiTarget>][] = [['local backend', () => startLocalTarget({ fromMigrated: true })]]

describe.each(targets)('the release ledger over the API (%s)', (_name, start) => {
  let target: ApiTarget
  let blog = ''

  /** POST /rest/v1/rpc/<fn> with a key, and a team's credential when given. */
  const rpc = async (fn: string, args: Record<string, unknown>, key: string, credential?: string) => {
    const response = await (target.fetch ?? fetch)(`${target.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(credential ? { 'x-release-credential': credential } : {}) },
      body: JSON.stringify(args),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    target = await start()
    const imported = await rpc(
      'release_import',
      { map: { remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/', '/services'] }, remoteBlog: { entry: '/remotes/remote-blog/remoteEntry.js', paths: ['/blog', '/blog/*'] } } },
      target.serviceRoleKey,
    )
    expect(imported.status).toBe(200)
    const issued = await rpc('release_issue_credential', { team: 'blog', label: 'ci' }, target.serviceRoleKey)
    blog = String(issued.body.credential)
  })

  afterAll(async () => {
    await target?.stop()
  })

  it("refuses a team's register or promote of another team's remote with 403, naming the remote and the team", async () => {
    const check = [{ name: 'manifest', ok: true, detail: 'fine' }]
    const registered = await rpc('release_register', { remote: 'remoteMarketing', entry: 'https://cdn.example/m2/remoteEntry.js', check_ok: true, check_result: check }, target.anonKey, blog)
    expect(registered.status).toBe(403)
    expect(registered.body.message).toBe('Team blog may not release remoteMarketing: remoteMarketing belongs to team marketing')
    const promoted = await rpc('release_promote', { remote: 'remoteMarketing', release_id: 1 }, target.anonKey, blog)
    expect(promoted.status).toBe(403)
    expect(promoted.body.message).toContain('Team blog may not release remoteMarketing')

    // Its own remote: recorded, promoted, and the public map follows.
    const own = await rpc('release_register', { remote: 'remoteBlog', entry: 'https://cdn.example/b2/remoteEntry.js', check_ok: true, check_result: check }, target.anonKey, blog)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ remote: 'remoteBlog', state: 'candidate', check: 'pass', registeredBy: 'team blog (ci)' })
    expect((await rpc('release_promote', { remote: 'remoteBlog', release_id: own.body.id }, target.anonKey, blog)).status).toBe(200)
    const map = await rpc('release_map', {}, target.anonKey)
    expect(map.body).toEqual({
      remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/', '/services'] },
      remoteBlog: { entry: 'https://cdn.example/b2/remoteEntry.js', paths: ['/blog', '/blog/*'] },
    })
  })

  it('answers 401 without a valid credential, and keeps the operator functions from teams and visitors', async () => {
    const none = await rpc('release_rollback', { remote: 'remoteBlog' }, target.anonKey)
    expect(none.status).toBe(401)
    expect(none.body.message).toContain('needs a release credential')
    expect((await rpc('release_status', {}, target.anonKey, 'rt_0000')).status).toBe(401)
    for (const [fn, args] of [
      ['release_issue_credential', { team: 'blog', label: 'more' }],
      ['release_import', { map: {} }],
      ['release_define_remote', { remote: 'remoteBlog', team: 'blog', paths: ['/'] }],
    ] as const) {
      const asTeam = await rpc(fn, args, target.anonKey, blog)
      expect(asTeam.status, fn).toBe(401)
      expect(String(asTeam.body.message), fn).toMatch(/permission denied/)
    }
  })

  it('refuses to promote a release whose check failed', async () => {
    const refused = await rpc(
      'release_register',
      { remote: 'remoteBlog', entry: 'https://cdn.example/b-bad/remoteEntry.js', check_ok: false, check_result: [{ name: 'delivery', ok: false, detail: 'no CORS' }] },
      target.anonKey,
      blog,
    )
    expect(refused.body.state).toBe('refused')
    const promoted = await rpc('release_promote', { remote: 'remoteBlog', release_id: refused.body.id }, target.anonKey, blog)
    expect(promoted.status).toBe(409)
    expect(promoted.body.message).toContain('its release check failed')
  })
})
