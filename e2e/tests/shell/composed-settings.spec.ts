import type { ComposedSettings } from '../../../shell/src/composed-settings'
import { expect, test, waitForApp } from '../../fixtures'

/**
 * A composed page carries the remote map and site settings it was composed with, as the server
 * checked them: the browser hydrates with them as they are and asks for neither file (both stay
 * served, for tools and the release check).
 */
for (const path of ['/', '/blog']) {
  test(`${path} comes alive without requesting /remotes.json or /config.json`, async ({ page }) => {
    const settingsRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/remotes.json' || pathname === '/config.json') settingsRequests.push(pathname)
    })
    await page.goto(path)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A section's code came through the map the page carries, and the site settings are applied.
    await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'TeleHealth' }).click()
    await expect(page).toHaveURL(/\/telehealth-empire$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(settingsRequests).toEqual([])
  })
}

test('/remotes.json and /config.json stay served, and the page carries them as the server checked them', async ({ page, request }) => {
  await page.goto('/')
  const carried = JSON.parse((await page.locator('#composed-settings').textContent()) ?? 'null') as ComposedSettings
  // Every entry of the deployed map passes, so the page carries it whole, with nothing to say.
  expect(carried.remoteMap?.remotes).toEqual(await (await request.get('/remotes.json')).json())
  expect(carried.remoteMap?.problems).toEqual([])
  expect(carried.config).toEqual({ ok: true, overrides: await (await request.get('/config.json')).json() })
})
