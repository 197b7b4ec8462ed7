import { describe, expect, it } from 'vitest'
import { categoryOrder, categoryPages } from '../content/category-pages'
import { routeData } from './route-data'

describe('route data', () => {
  it.each(routeData.pages.map((p) => [p.path, p] as const))('%s has SEO-sized metadata', (_path, page) => {
    expect(page.title.length).toBeGreaterThanOrEqual(30)
    expect(page.title.length).toBeLessThanOrEqual(60)
    expect(page.title).toMatch(/ \| Elevate Practice Partners$/)
    expect(page.description.length).toBeGreaterThanOrEqual(120)
    expect(page.description.length).toBeLessThanOrEqual(160)
    expect(page.keywords.length).toBeGreaterThan(0)
  })

  it('gives each category page the trail Home › Pharmacy Partners › name', () => {
    for (const key of categoryOrder) {
      const content = categoryPages[key]
      const page = routeData.pages.find((p) => p.path === content.path)
      expect(page?.breadcrumbs).toEqual([
        { name: 'Home', path: '/' },
        { name: 'Pharmacy Partners', path: '/pharmacy-partners' },
        { name: content.name, path: content.path },
      ])
    }
  })

  it('has unique paths and no page without content', () => {
    const paths = routeData.pages.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    // The network home and a page per category.
    expect(paths).toHaveLength(categoryOrder.length + 1)
    expect(paths.slice(1).sort()).toEqual(categoryOrder.map((k) => categoryPages[k].path).sort())
  })
})
