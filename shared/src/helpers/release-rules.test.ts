// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { releaseCardFile, screenRoutes } from './release-rules'

describe('releaseCardFile', () => {
  it("takes a PNG inside the release's folder", () => {
    expect(releaseCardFile({ cards: { '/blog/a': 'og/blog__a.png' } }, '/blog/a')).toBe('og/blog__a.png')
  })

  it('refuses a card elsewhere, of another kind, or not named at all', () => {
    for (const file of ['https://evil.example/card.png', '//evil.example/card.png', '../../og-image.png', 'og/../../x.png', '/og/a.png', 'og/a.svg', 'og/a.png?x', 42]) {
      expect(releaseCardFile({ cards: { '/blog/a': file as string } }, '/blog/a'), String(file)).toBeUndefined()
    }
    expect(releaseCardFile({}, '/blog/a')).toBeUndefined()
    expect(releaseCardFile({ cards: null as unknown as Record<string, string> }, '/blog/a')).toBeUndefined()
  })
})

describe('a page whose card is malformed', () => {
  it('is left out, named in the log', () => {
    const page = { path: '/blog/a', title: 't', description: 'd', keywords: [], type: 'article', card: 'Blog' }
    const screened = screenRoutes({ remote: 'remoteBlog', routes: { pages: [page as never], redirects: [] }, bodies: { '/blog/a': 'rendered/blog__a.html' } }, ['/blog/*'])
    expect(screened.pages).toEqual([])
    expect(screened.dropped).toEqual([{ subject: 'page /blog/a', message: 'has a card without a section', rule: 'malformed' }])
  })
})

describe('an alias of a hostile release', () => {
  const screen = (redirects: unknown[]) => screenRoutes({ remote: 'remoteBlog', routes: { pages: [], redirects: redirects as never }, bodies: {} }, ['/blog/*'], 'https://site.example')

  it('leads only to a plain path of this site: whatever a browser or a file of lines would read as more is dropped, named with its characters escaped', () => {
    // A URL parser strips tab and newline, and reads a backslash as a slash: each of these is another host.
    const hostile = ['/\t/evil.example/x', '/\n/evil.example/x', '/\r\n/evil.example', '/\\evil.example/x', '/\\\t\\evil.example', '//evil.example', 'https://evil.example/', 'evil.example', '/x\r\nSet-Cookie: pwned=1', '/x 301\n/* https://evil.example/ 301!\n#', '/x y', '/x\u00a0y', '/x\u2028y', '/x\u0000', '/x\u007f', '/x\u0085', '', 42, null]
    const screened = screen([...hostile.map((to, i) => ({ path: `/blog/go${i}`, to })), { path: '/blog/ok', to: '/blog/a?b=c#d' }])
    expect(screened.redirects).toEqual([{ path: '/blog/ok', to: '/blog/a?b=c#d' }])
    expect(screened.dropped.map((d) => d.subject)).toEqual(hostile.map((_, i) => `alias /blog/go${i}`))
    expect(screened.dropped.every((d) => d.rule === 'off-site')).toBe(true)
    expect(screened.dropped[0]?.message).toContain('"/\\t/evil.example/x"')
    // The log line names them on one line: no raw control character or line break gets into it.
    for (const { message } of screened.dropped) expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
  })

  it('is served from a plain path only', () => {
    const screened = screen([{ path: '/blog/go\n/*', to: '/blog' }, { path: '/blog/go\t', to: '/blog' }, { path: '//blog/go', to: '/blog' }, { path: '/blog/go 2', to: '/blog' }])
    expect(screened.redirects).toEqual([])
    expect(screened.dropped.map((d) => [d.subject, d.rule])).toEqual([
      ['alias "/blog/go\\n/*"', 'malformed'],
      ['alias "/blog/go\\t"', 'malformed'],
      ['alias //blog/go', 'malformed'],
      ['alias /blog/go 2', 'malformed'],
    ])
  })
})
