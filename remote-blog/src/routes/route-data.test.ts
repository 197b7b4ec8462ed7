import { describe, expect, it } from 'vitest'
import { articles } from '../content/articles'
import { routeData } from './route-data'

describe('routeData', () => {
  it('has the index and one page per article', () => {
    expect(routeData.pages.map((p) => p.path).sort()).toEqual(['/blog', ...articles.map((a) => `/blog/${a.slug}`)].sort())
  })

  it.each(routeData.pages.map((p) => [p.path, p] as const))('%s has head metadata within SEO limits', (_path, page) => {
    expect(page.title.length).toBeGreaterThanOrEqual(30)
    expect(page.title.length).toBeLessThanOrEqual(60)
    expect(page.title).not.toMatch(/…$/)
    expect(page.description.length).toBeGreaterThanOrEqual(120)
    expect(page.description.length).toBeLessThanOrEqual(160)
    expect(page.keywords.length).toBeGreaterThan(0)
  })

  it('describes articles for Article structured data and breadcrumbs', () => {
    for (const article of articles) {
      const page = routeData.pages.find((p) => p.path === `/blog/${article.slug}`)
      expect(page).toMatchObject({
        type: 'article',
        description: article.description,
        publishedTime: article.date,
        modifiedTime: article.updated,
        author: expect.any(String),
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: article.title, path: `/blog/${article.slug}` },
        ],
      })
    }
  })

  it('redirects each short alias to an article page', () => {
    const pages = new Set(routeData.pages.map((p) => p.path))
    expect(routeData.redirects.map((r) => r.path).sort()).toEqual(
      ['/blog/telehealth-guide', '/blog/telehealth-compliance', '/blog/pharmacy-partnerships', '/blog/glp1-revenue', '/blog/patient-trust', '/blog/digital-marketing'].sort(),
    )
    for (const r of routeData.redirects) expect(pages.has(r.to)).toBe(true)
    expect(routeData.redirects.find((r) => r.path === '/blog/telehealth-guide')?.to).toBe('/blog/how-to-launch-a-telehealth-practice')
  })
})
