import { expect, test } from '../../fixtures'

test('an unreachable remote shows its error area, the rest keeps working, and Retry recovers', async ({ page }) => {
  // The blog's build becomes unreachable (as if its origin were down).
  await page.route('**/remotes/remote-blog/**', (route) => route.abort('connectionrefused'))
  await page.goto('/blog')
  await expect(page.getByRole('alert')).toContainText("This part of the page couldn't load")
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  // Other sections still load in the same page session.
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'TeleHealth' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  // The telehealth page's head does not stay behind to describe the error page.
  await expect(page).toHaveTitle("This part of the page couldn't load | Elevate Practice Partners")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"], script[type="application/ld+json"]')).toHaveCount(0)

  // The remote comes back: Retry loads it without a full reload.
  await page.unroute('**/remotes/remote-blog/**')
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveTitle(/Blog/)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
})
