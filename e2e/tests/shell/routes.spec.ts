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
