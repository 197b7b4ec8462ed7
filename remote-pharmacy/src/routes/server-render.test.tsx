// @vitest-environment node
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogueItems, productCountText } from '../content/catalogue'
import { categorySlugs } from '../content/category-slugs'
import { CategoryPage, loadCategorySections } from './category-page'
import { loadPharmacyHomeSections, PharmacyHomePage } from './pharmacy-home-page'

const pages: [string, ComponentType][] = [
  ['/pharmacy-partners', PharmacyHomePage],
  ...categorySlugs.map((slug): [string, ComponentType] => [`/pharmacy-partners/${slug}`, () => <CategoryPage category={slug} />]),
]

// Pages are prerendered in Node: no window or document during render.
describe('server rendering', () => {
  // The prerenderer waits for deferred sections; renderToString needs them loaded first.
  beforeAll(() => Promise.all([loadPharmacyHomeSections(), loadCategorySections()]))

  it.each(pages)('%s renders without a browser', (path, Page) => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    )
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('prerenders the whole catalog, not a loading state', () => {
    const html = renderToString(
      <MemoryRouter>
        <PharmacyHomePage />
      </MemoryRouter>,
    )
    expect(html).toContain(productCountText(catalogueItems.length))
    expect(html).toContain('Starting at $45')
    expect(html).toContain('Starting at $120')
  })
})
