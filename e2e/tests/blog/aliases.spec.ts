import { expect, test } from '../../fixtures'
import { blogAliases } from './blog-data'

for (const [alias, target] of blogAliases) {
  test(`${alias} leads to ${target}`, async ({ page }) => {
    // Loaded directly, the server answers the alias with a permanent redirect.
    const response = await page.goto(alias)
    expect(response?.status()).toBe(200)
    const redirect = await response?.request().redirectedFrom()?.response()
    expect(redirect?.status()).toBe(301)
    await expect(page).toHaveURL(target)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  })
}

test('an in-app visit to an alias replaces it in history with the article', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A client-side navigation, as a related-resources link would make.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/glp1-revenue')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL('/blog/glp1-weight-loss-revenue-stream')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/GLP-1/)
  await page.goBack()
  await expect(page).toHaveURL('/blog')
})

test('an unknown blog path is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/blog/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/)
  // The big "404" (the heading also carries a screen-reader-only copy of it).
  await expect(page.getByText('404', { exact: true }).first()).toBeVisible()
})
