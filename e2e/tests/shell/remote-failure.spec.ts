import { expect, test, unfinishedSectionNotice } from '../../fixtures'

test('an unreachable remote keeps its served page readable, shows its error area elsewhere, the rest keeps working, and Retry recovers', async ({ page }) => {
  // The blog's build becomes unreachable in the browser (as if its origin were down).
  await page.route('**/remotes/remote-blog/**', (route) => route.abort('connectionrefused'))
  await page.goto('/blog')
  // The page the server sent stays: its heading and articles, with a notice instead of an error.
  await expect(unfinishedSectionNotice(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // Its links are plain links: an article opens as a page of its own, served and readable too.
  await page.locator('main a[href="/blog/how-to-launch-a-telehealth-practice"]').first().click()
  await expect(page).toHaveURL(/\/blog\/how-to-launch-a-telehealth-practice$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/telehealth/i)
  await expect(unfinishedSectionNotice(page)).toBeVisible()

  // Other sections still load in the same page session.
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'TeleHealth' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Reached inside the site, the blog has no served copy to show: its "couldn't load" area.
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('alert')).toContainText("This part of the page couldn't load")
  await expect(unfinishedSectionNotice(page)).toHaveCount(0)
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

test("the notice's Retry brings a served page's section to life once its code is reachable", async ({ page }) => {
  await page.route('**/remotes/remote-blog/**', (route) => route.abort('connectionrefused'))
  await page.goto('/blog')
  const notice = unfinishedSectionNotice(page)
  await expect(notice).toBeVisible()
  // Still unreachable: the retry fails and offers a full reload as well.
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice.getByRole('link', { name: 'Reload the page' })).toBeVisible()

  await page.unroute('**/remotes/remote-blog/**')
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.locator('[data-section="remoteBlog"] > [data-section-root]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
