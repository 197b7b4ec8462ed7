import type { Page } from '@playwright/test'
import { catalogueItems, productCountText, showAllText } from '../../../remote-pharmacy/src/content/catalogue'
import { related } from '../../../remote-pharmacy/src/content/network-home/related'
import { filterCatalogue } from '../../../remote-pharmacy/src/sections/catalogue/filter-catalogue'
import { blogArticles } from '../blog/blog-data'
import { expect, openWithoutJs, test } from '../../fixtures'

/** Every product of the catalogue's content (its unit tests hold it to the 28 of docs/product.md §10). */
const total = catalogueItems.length
const allProducts = productCountText(total)

test.describe('product catalog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pharmacy-partners')
  })

  const catalogue = (page: Page) => page.locator('#catalogue')
  const products = (page: Page) => catalogue(page).getByRole('heading', { level: 3 })

  test('lists every product, from $45 to $120', async ({ page }) => {
    expect(total).toBeGreaterThan(0)
    await expect(products(page)).toHaveCount(total)
    await expect(catalogue(page).getByText(allProducts, { exact: true })).toBeVisible()
    await expect(catalogue(page).getByRole('button', { name: /^Show all/ })).toBeHidden()
    await expect(catalogue(page).getByRole('article').filter({ hasText: 'Testosterone Cypionate' })).toContainText('Starting at $45')
    await expect(catalogue(page).getByRole('article').filter({ has: page.getByRole('heading', { name: 'NAD+', exact: true }) })).toContainText('Starting at $120')
  })

  test('search, category filter and empty state work by keyboard alone', async ({ page }) => {
    const search = page.getByLabel('Search the catalog')
    await search.focus()
    await page.keyboard.type('cream')
    // The list follows each key; the count to wait for is the whole word's, from the catalogue's own filter.
    const creamCount = filterCatalogue(catalogueItems, { query: 'cream', category: 'all' }).length
    expect(creamCount).toBeGreaterThan(1)
    expect(creamCount).toBeLessThan(total)
    await expect(products(page)).toHaveCount(creamCount)
    await expect(catalogue(page).getByText(productCountText(creamCount), { exact: true })).toBeVisible()
    // Announced once the typing pauses (not per key), from a status of its own.
    await expect(catalogue(page).getByRole('status')).toHaveText(`${creamCount} products shown`)

    // Tab into the category radio group and move with the arrow keys.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: 'All' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Hormones' })).toBeChecked()
    await expect(products(page)).toHaveText(['Low-Dose Testosterone Cream', 'Bi-Est Cream'])
    await expect(catalogue(page).getByText('2 products', { exact: true })).toBeVisible()
    await expect(catalogue(page).getByRole('status')).toHaveText('2 products shown')

    // A search that matches nothing in this category shows the empty state.
    await search.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('semaglutide')
    await expect(products(page)).toHaveCount(0)
    await expect(catalogue(page).getByText('0 products', { exact: true })).toBeVisible()
    await expect(catalogue(page).getByText('No products match your search.')).toBeVisible()

    const reset = page.getByRole('button', { name: 'Reset search and filters' })
    await reset.focus()
    await page.keyboard.press('Enter')
    await expect(products(page)).toHaveCount(total)
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
  })
})

test.describe('product catalog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const catalogue = (page: Page) => page.locator('#catalogue')
  const products = (page: Page) => catalogue(page).getByRole('heading', { level: 3 })

  test('shows six products and the rest on request, so the sections after it stay within reach', async ({ page }) => {
    await page.goto('/pharmacy-partners')
    await expect(products(page)).toHaveCount(6)
    const showAll = catalogue(page).getByRole('button', { name: showAllText(total) })
    await showAll.click()
    await expect(products(page)).toHaveCount(total)
    await expect(showAll).toHaveCount(0)
    // Focus lands on the first product it revealed, not on <body> where the button was.
    await expect(catalogue(page).getByRole('listitem').nth(6)).toBeFocused()
    await expect(catalogue(page).getByRole('listitem').nth(6)).toContainText('Starting at $')
  })

  test('a search shows every match, and a narrow one needs no button', async ({ page }) => {
    await page.goto('/pharmacy-partners')
    await page.getByLabel('Search the catalog').fill('cream')
    await expect(catalogue(page).getByText(/^\d+ products?$/)).not.toHaveText(allProducts)
    const count = Number((await catalogue(page).getByText(/^\d+ products?$/).textContent())?.match(/\d+/)?.[0])
    expect(count).toBeLessThanOrEqual(6)
    await expect(products(page)).toHaveCount(count)
    await expect(catalogue(page).getByRole('button', { name: /^Show all/ })).toHaveCount(0)
  })

  test('with JavaScript off, every product is in view, and no button that could not work', async ({ browser }) => {
    const { page, close } = await openWithoutJs(browser, '/pharmacy-partners', { width: 390, height: 844 })
    await expect(products(page)).toHaveCount(total)
    await expect(catalogue(page).getByRole('button', { name: /^Show all/ })).toBeHidden()
    await close()
  })
})

test('related resources point at the blog articles', async ({ page }) => {
  await page.goto('/pharmacy-partners')
  const box = page.getByRole('complementary', { name: 'Related resources' })
  expect(related.resources.length).toBeGreaterThan(0)
  await expect(box.getByRole('link')).toHaveCount(related.resources.length)
  const hrefs = await box.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(related.resources.map((resource) => resource.url))
  for (const href of hrefs) expect(blogArticles.map((article) => `/blog/${article.slug}`)).toContain(href)
})
