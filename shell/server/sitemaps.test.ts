// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RouteMeta } from 'shared/helpers/routes'
import { buildNewsSitemap, buildRobots, buildSitemap } from './sitemaps'

const page = (path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ path, title: `T ${path}`, description: 'd', keywords: [], type: 'website', ...extra })

describe('sitemaps', () => {
  const pages = [
    page('/'),
    page('/blog'),
    page('/blog/a&b', { type: 'article', publishedTime: '2026-10-01', title: 'Tips & <tricks> | Brand', headline: 'Tips & <tricks>' }),
    page('/blog/c', { type: 'article', publishedTime: '2026-09-01', modifiedTime: '2026-10-20' }),
    page('/services'),
    page('/hidden', { sitemap: false }),
  ]
  const entry = (xml: string, path: string) => xml.match(new RegExp(`<url>\\s*<loc>https://site.test${path}</loc>[\\s\\S]*?</url>`))?.[0] ?? ''

  it('lists indexable pages with escaped absolute URLs', () => {
    const xml = buildSitemap(pages, 'https://site.test')
    expect(xml).toContain('<loc>https://site.test/</loc>')
    expect(xml).toContain('<loc>https://site.test/blog/a&amp;b</loc>')
    expect(xml).not.toContain('/hidden')
  })
  it('dates a page only when it is known when it changed: articles, and an index by its newest article', () => {
    const xml = buildSitemap(pages, 'https://site.test')
    expect(entry(xml, '/blog/a&amp;b')).toContain('<lastmod>2026-10-01</lastmod>')
    expect(entry(xml, '/blog/c')).toContain('<lastmod>2026-10-20</lastmod>')
    expect(entry(xml, '/blog')).toContain('<lastmod>2026-10-20</lastmod>')
    expect(entry(xml, '/services')).not.toContain('<lastmod>')
    expect(entry(xml, '/')).not.toContain('<lastmod>')
  })
  it('puts only articles of the last two days in the news sitemap, their headlines escaped', () => {
    const xml = buildNewsSitemap(pages, 'https://site.test', 'Pub', new Date('2026-10-03T08:00:00Z'))
    // /blog/a&b is two days old; /blog/c was published a month before (a later change does not count).
    expect(xml.match(/<url>/g)).toHaveLength(1)
    expect(xml).toContain('<loc>https://site.test/blog/a&amp;b</loc>')
    // The article's own title, without the brand the document title adds.
    expect(xml).toContain('<news:title>Tips &amp; &lt;tricks&gt;</news:title>')
  })
  it('is an empty news sitemap once the newest article is older than two days', () => {
    const xml = buildNewsSitemap(pages, 'https://site.test', 'Pub', new Date('2026-10-04T00:00:00Z'))
    expect(xml).not.toContain('<url>')
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">')
  })
  it('names both sitemaps in robots.txt', () => {
    expect(buildRobots('https://site.test')).toContain('Sitemap: https://site.test/sitemap.xml\nSitemap: https://site.test/news-sitemap.xml')
  })
})
