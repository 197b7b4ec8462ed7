import { headerLinks } from '../../../shell/src/content/navigation'
import { expect, test } from '../../fixtures'

// Every route's status, heading, head and budgets are checked once each in tests/site/every-route.spec.ts.

for (const path of ['/does-not-exist', '/services-x', '/telehealth-empire/extra', '/pharmacy-partners/unknown', '/blog/no-such-article']) {
  test(`${path} shows the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/)
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })
}

test('the 404 page also links straight to each section', async ({ page }) => {
  await page.goto('/old-campaign-page')
  const shortcuts = page.getByRole('main').getByRole('navigation', { name: 'Or go straight to' })
  // Every section of the header but the home page.
  const sections = headerLinks.filter((link) => link.to !== '/')
  expect(sections.length).toBeGreaterThan(0)
  await expect(shortcuts.getByRole('link')).toHaveText(sections.map((link) => link.label))
  await shortcuts.getByRole('link', { name: 'Free Audit' }).click()
  await expect(page).toHaveURL('/marketing-audit')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Oops/)
})

test('an address with a trailing slash redirects to the page, keeping the query: one URL per page', async ({ page, request }) => {
  const response = await request.get('/services/crm-automation/?utm_source=e2e', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/services/crm-automation?utm_source=e2e')

  await page.goto('/pharmacy-partners/')
  await expect(page).toHaveURL('/pharmacy-partners')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Oops/)
})
