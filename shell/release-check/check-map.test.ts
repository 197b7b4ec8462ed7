// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkMapText } from './check-map'

const good = {
  remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/', '/services', '/services/*'] },
  remoteBlog: { entry: 'https://blog.cdn.example.com/v42/remoteEntry.js', paths: ['/blog', '/blog/*'] },
}

describe('checkMapText (npm run map-check)', () => {
  it('passes a map whose entries are usable and whose paths have one owner each', () => {
    const { ok, lines } = checkMapText(JSON.stringify(good))
    expect(ok).toBe(true)
    expect(lines).toEqual(['PASS remoteMarketing: /remotes/remote-marketing/remoteEntry.js, paths /, /services, /services/*', 'PASS remoteBlog: https://blog.cdn.example.com/v42/remoteEntry.js, paths /blog, /blog/*'])
  })

  it('refuses a truncated file, saying what the server would do with it', () => {
    const text = JSON.stringify(good)
    const { ok, lines } = checkMapText(text.slice(0, text.length / 2))
    expect(ok).toBe(false)
    expect(lines).toEqual([expect.stringMatching(/^FAIL map: not JSON \(.+\); the server would refuse it and keep serving the map it read before$/)])
  })

  it('names each wrong entry and what is wrong with it', () => {
    const { ok, lines } = checkMapText(JSON.stringify({ ...good, remoteBlog: { entry: 'https://blog.cdn.example.com/v42/mf-manifest.json' }, remoteShop: { entry: '/shop/remoteEntry.js', paths: ['shop'] } }))
    expect(ok).toBe(false)
    expect(lines).toContain("FAIL remoteBlog: remoteBlog is ignored: entry must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read); paths is missing; it owns no path")
    expect(lines).toContainEqual(expect.stringMatching(/^FAIL remoteShop: remoteShop is ignored: paths\.0 must be a path starting with "\/"/))
  })

  it('finds paths owned by two remotes: exact, exact in a prefix, prefix in a prefix', () => {
    const { ok, lines } = checkMapText(
      JSON.stringify({
        ...good,
        remoteNews: { entry: '/remotes/news/remoteEntry.js', paths: ['/blog/news', '/services', '/blog/archive/*'] },
      }),
    )
    expect(ok).toBe(false)
    expect(lines.filter((line) => line.startsWith('FAIL paths'))).toEqual([
      'FAIL paths: remoteMarketing (/services) and remoteNews (/services) both own /services: the first in the file would win; give each path one owner',
      'FAIL paths: remoteBlog (/blog/*) and remoteNews (/blog/news) both own /blog/news: the first in the file would win; give each path one owner',
      'FAIL paths: remoteBlog (/blog/*) and remoteNews (/blog/archive/*) both own /blog/archive/…: the first in the file would win; give each path one owner',
    ])
  })
})
