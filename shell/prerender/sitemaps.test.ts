// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RouteMeta } from 'shared/routes'
import { buildNewsSitemap, buildRobots, buildSitemap } from './sitemaps'

const page = (path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ path, title: `T ${path}`, description: 'd', keywords: [], type: 'website', ...extra })

describe('sitemaps', () => {
  const pages = [page('/'), page('/blog/a&b', { type: 'article', publishedTime: '2026-10-01', title: 'Tips & <tricks>' }), page('/hidden', { sitemap: false })]

  it('lists indexable pages with escaped absolute URLs and lastmod', () => {
    const xml = buildSitemap(pages, 'https://site.test', '2026-11-21')
    expect(xml).toContain('<loc>https://site.test/</loc>')
    expect(xml).toContain('<loc>https://site.test/blog/a&amp;b</loc>')
    expect(xml).toContain('<lastmod>2026-10-01</lastmod>')
    expect(xml).toContain('<lastmod>2026-11-21</lastmod>')
    expect(xml).not.toContain('/hidden')
  })
  it('puts only articles in the news sitemap, titles escaped', () => {
    const xml = buildNewsSitemap(pages, 'https://site.test', 'Pub')
    expect(xml.match(/<url>/g)).toHaveLength(1)
    expect(xml).toContain('<news:title>Tips &amp; &lt;tricks&gt;</news:title>')
  })
  it('names both sitemaps in robots.txt', () => {
    expect(buildRobots('https://site.test')).toContain('Sitemap: https://site.test/sitemap.xml\nSitemap: https://site.test/news-sitemap.xml')
  })
})
