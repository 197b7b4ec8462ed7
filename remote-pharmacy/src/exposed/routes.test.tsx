// @vitest-environment node
import { renderSectionBody } from 'shared/helpers/section/render'
import { describe, expect, it } from 'vitest'
import { categoryPages } from '../content/category-pages'
import { categorySlugs } from '../content/category-slugs'
import { remoteRoutes } from './routes'

// The /pharmacy-partners/{category} paths share one lazy page; each path binds its own entry.
describe('category pages', () => {
  it.each(categorySlugs.map((slug) => [categoryPages[slug].path, categoryPages[slug]] as const))('%s renders its own category, as the build does', async (path, page) => {
    const html = await renderSectionBody('remotePharmacy', remoteRoutes, path)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain(`data-cta="${page.cta.cta}"`)
    expect(html.includes('id="main-booking-calendar"')).toBe('booking' in page)
  })
})
