// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { candidateMap, liveReleaseOf, parseRollouts, previewBanner, tokenHash, visitorOf, type Rollouts } from './rollouts'

const token = `rp_${'ab'.repeat(32)}`
const rollouts: Rollouts = {
  live: {},
  canaries: { remoteBlog: { id: 7, release: 12, entry: 'https://blog.cdn.example/v12/remoteEntry.js', percent: 10, judgeError: null } },
  previews: { [tokenHash(token)]: { remote: 'remoteAudit', release: 3, entry: 'https://audit.cdn.example/v3/remoteEntry.js', expiresAt: Date.now() + 60_000 } },
}
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage

describe('which release each section is at for a visitor', () => {
  it('puts a first visit in a cohort by the canary share, keeps it in a cookie, and keeps it on the next visit', () => {
    const inCanary = visitorOf(request(), rollouts, true, () => 0.05)
    expect(inCanary.cohorts).toBe('7c')
    expect(inCanary.candidates).toEqual([{ kind: 'canary', remote: 'remoteBlog', release: 12, entry: 'https://blog.cdn.example/v12/remoteEntry.js', canary: 7 }])
    expect(inCanary.cookies).toEqual(['epp_cohort=7c; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure'])
    const live = visitorOf(request(), rollouts, false, () => 0.5)
    expect([live.cohorts, live.candidates]).toEqual(['7l', []])
    // Whatever the draw, the cookie decides, and nothing is set again.
    const again = visitorOf(request('other=1; epp_cohort=7c'), rollouts, false, () => 0.99)
    expect([again.cohorts, again.candidates.length, again.cookies]).toEqual(['7c', 1, []])
  })

  it('drops the cohort of a canary that ended, and the cookie with the last one', () => {
    const ended = visitorOf(request('epp_cohort=5c.7l'), rollouts, false, () => 0)
    expect(ended.cohorts).toBe('7l')
    expect(ended.cookies).toEqual(['epp_cohort=7l; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax'])
    const none = visitorOf(request('epp_cohort=7c'), { live: {}, canaries: {}, previews: {} }, false)
    expect([none.cohorts, none.candidates, none.cookies]).toEqual(['', [], ['epp_cohort=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']])
  })

  it('grants a preview only to a token the ledger published and that has not expired; any other is refused and cleared', () => {
    const preview = visitorOf(request(`epp_preview=${token}`), rollouts, false, () => 0.9)
    expect(preview.candidates).toContainEqual(expect.objectContaining({ kind: 'preview', remote: 'remoteAudit', release: 3 }))
    expect(preview.refusedPreview).toBeNull()
    for (const [cookie, why] of [
      [`rp_${'cd'.repeat(32)}`, /not a preview the ledger issued/],
      [`${token.slice(0, -1)}0`, /not a preview the ledger issued/],
      ['rp_short', /not a preview token/],
    ] as const) {
      const refused = visitorOf(request(`epp_preview=${cookie}`), rollouts, false, () => 0.9)
      expect(refused.refusedPreview).toMatch(why)
      expect(refused.candidates).toEqual([])
      expect(refused.cookies).toContain('epp_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    }
    const expired = visitorOf(request(`epp_preview=${token}`), rollouts, false, () => 0.9, Date.now() + 120_000)
    expect(expired.refusedPreview).toBe('expired')
  })

  it('composes a candidate page with its own map: the candidate entry, a stamp of its own, the cohorts on the root', () => {
    const map = {
      stamp: 'm1',
      remotes: { remoteBlog: { entry: '/remotes/remote-blog/remoteEntry.js', paths: ['/blog', '/blog/*'] } },
      reading: { remotes: { remoteBlog: { entry: '/remotes/remote-blog/remoteEntry.js', paths: ['/blog', '/blog/*'] } }, owners: { remoteBlog: { paths: ['/blog', '/blog/*'] } }, rejected: [], problems: [] },
    }
    const visitor = visitorOf(request('epp_cohort=7c'), rollouts, false)
    const composed = candidateMap(map, visitor.candidates, visitor.cohorts)
    expect(composed.remotes?.remoteBlog?.entry).toBe('https://blog.cdn.example/v12/remoteEntry.js')
    expect(composed.reading?.remotes.remoteBlog?.entry).toBe('https://blog.cdn.example/v12/remoteEntry.js')
    expect(composed.stamp).not.toBe(map.stamp)
    expect([...(composed.candidates ?? [])]).toEqual(['remoteBlog'])
    expect(composed.rootAttributes).toBe(' data-cohorts="7c" data-candidates="remoteBlog:12"')
    // The live map itself is untouched, and a visitor with nothing to change gets it as it is.
    expect(map.remotes.remoteBlog.entry).toBe('/remotes/remote-blog/remoteEntry.js')
    expect(candidateMap(map, [], '')).toBe(map)
  })

  it("reads the ledger's rollouts entry by entry, leaving out what cannot be a release", () => {
    const parsed = parseRollouts(
      JSON.stringify({
        canaries: {
          remoteBlog: { id: 7, release: 12, entry: 'https://blog.cdn.example/v12/remoteEntry.js', percent: 10, judgeError: 'numeric field overflow' },
          remoteAudit: { id: 8, release: 2, entry: 'https://audit.cdn.example/mf-manifest.json', percent: 10 },
          remotePharmacy: { id: 9, release: 2, entry: 'https://p.example/remoteEntry.js', percent: 100 },
        },
        previews: { [tokenHash(token)]: { remote: 'remoteAudit', release: 3, entry: 'https://audit.cdn.example/v3/remoteEntry.js', expiresAt: '2030-01-01T00:00:00Z' }, 'not-a-hash': {} },
      }),
    )
    expect(Object.keys(parsed.canaries)).toEqual(['remoteBlog'])
    expect(parsed.canaries.remoteBlog?.judgeError).toBe('numeric field overflow')
    expect(Object.keys(parsed.previews)).toEqual([tokenHash(token)])
    expect(() => parseRollouts('[]')).toThrow(/not an object of canaries and previews/)
  })

  it("labels a live section with the ledger's id of its live release only when the ledger names a valid one for the entry served", () => {
    const blog = 'https://blog.cdn.example/v12/remoteEntry.js'
    const parsed = parseRollouts(
      JSON.stringify({
        live: {
          remoteBlog: { release: 12, entry: blog },
          remoteAudit: { release: '3', entry: 'https://audit.cdn.example/v3/remoteEntry.js' },
          remoteMarketing: { release: 0, entry: '/remotes/remote-marketing/remoteEntry.js' },
          remotePharmacy: { release: 4.5, entry: '/remotes/remote-pharmacy/remoteEntry.js' },
          remoteQuiz: { release: 5, entry: 'https://quiz.cdn.example/mf-manifest.json' },
          remoteOther: 6,
          remoteNone: null,
        },
        canaries: {},
        previews: {},
      }),
    )
    expect(parsed.live).toEqual({ remoteBlog: { release: 12, entry: blog } })
    expect(liveReleaseOf(parsed, 'remoteBlog', blog)).toBe('12')
    // Another entry served than the ledger names (a promote between the two reads), or no id at all: no label.
    expect(liveReleaseOf(parsed, 'remoteBlog', 'https://blog.cdn.example/v11/remoteEntry.js')).toBe('')
    expect(liveReleaseOf(parsed, 'remoteBlog', undefined)).toBe('')
    expect(liveReleaseOf(parsed, 'remoteAudit', 'https://audit.cdn.example/v3/remoteEntry.js')).toBe('')
    // A ledger without the list, or with one that is not an object, still gives its canaries and previews.
    for (const live of [undefined, [], 'remoteBlog', 12]) {
      const read = parseRollouts(JSON.stringify({ live, canaries: { remoteBlog: { id: 7, release: 12, entry: blog, percent: 10 } }, previews: {} }))
      expect([read.live, Object.keys(read.canaries)]).toEqual([{}, ['remoteBlog']])
    }
  })

  it('names the section and release in the banner, with an exit that returns to the page', () => {
    const banner = previewBanner({ kind: 'preview', remote: 'remoteBlog', release: 12, entry: 'x', expiresAt: Date.parse('2026-12-01T10:30:00Z') }, '/blog/a"b')
    expect(banner).toContain('<strong>remoteBlog</strong> at release <strong>12</strong> until 2026-12-01 10:30 UTC')
    expect(banner).toContain('href="/_preview/exit?to=%2Fblog%2Fa%22b"')
  })
})
