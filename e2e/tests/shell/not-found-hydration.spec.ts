import { expect, test, waitForHydration } from '../../fixtures'

/**
 * An unknown path inside a section (/blog/anything is the blog's) is served the prerendered 404 page
 * with status 404; the browser must render the very same markup there, so hydration keeps the page
 * instead of reporting a mismatch and rendering it again.
 */
for (const path of ['/blog/no-such-article', '/pharmacy-partners/unknown', '/services/unknown', '/does-not-exist']) {
  test(`${path}: status 404, the not-found page, hydrated in place without a mismatch`, async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/Oops! Page not found/)
    // The heading the visitor saw painted before hydration is the one still on the page.
    await page.evaluate(() => ((window as unknown as { __painted: Element | null }).__painted = document.querySelector('h1')))
    await waitForHydration(page)
    expect(messages.filter((m) => /#418|hydrat|differed|did not match/i.test(m))).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __painted: Element | null }).__painted?.isConnected)).toBe(true)
    await expect(heading).toHaveText(/Oops! Page not found/)
    await context.close()
  })
}
