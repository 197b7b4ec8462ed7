import { expect, fetchSettingsLikeOtherPages, test, unfinishedSectionNotice } from '../../fixtures'

/**
 * The remote map is checked entry by entry: one wrong entry (here the blog's entry pointing at its
 * manifest instead of its remoteEntry.js) takes down the blog's section only, and the console names
 * the remote and what is wrong with it.
 */
test("a bad map entry for the blog leaves the home page and /services working; the blog says it couldn't load; the console names remoteBlog", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await fetchSettingsLikeOtherPages(page)
  await page.route('**/remotes.json', async (route) => {
    const map = (await (await route.fetch()).json()) as Record<string, { entry: string }>
    const blog = map.remoteBlog
    if (!blog) throw new Error('the served map has no remoteBlog')
    blog.entry = blog.entry.replace('remoteEntry.js', 'mf-manifest.json')
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(map) })
  })
  const nav = page.getByRole('navigation', { name: 'Primary', exact: true })

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect.poll(() => errors.join('\n')).toMatch(/Remote map: remoteBlog is ignored: entry must be the remote's remoteEntry\.js/)
  expect(errors.join('\n'), 'no other remote is named as ignored').not.toMatch(/Remote map: remote(Marketing|Audit|Pharmacy|Telehealth) /)

  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  // A client-side visit to another working section.
  await nav.getByRole('link', { name: 'TeleHealth' }).click()
  await expect(page).toHaveURL(/\/telehealth-empire$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // The blog's own paths show its "couldn't load" area, not a 404; header and footer work.
  await nav.getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('alert')).toContainText("This part of the page couldn't load")
  // Loaded directly, the page the server sent stays readable and says it didn't finish loading.
  await page.goto('/blog')
  await expect(unfinishedSectionNotice(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Book Call' })).toBeEnabled()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await nav.getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
