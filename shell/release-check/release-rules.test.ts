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
