import { expect, test } from '../../fixtures'
import { closeTab, eventsFor, eventsNotFrom, laterViewStored, openMarkedPage, siteAnalyticsRun, waitForEvents } from '../../support/analytics-events'

test('page_view lands with page_url, referrer, user agent, path, search and hash', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/services?m=1#pricing`)
  const [row] = await waitForEvents(serviceClient, id, 'page_view')
  expect(row?.page_url).toMatch(/\/services\?m=1#pricing$/)
  expect(row?.user_agent).toContain(id)
  expect(row?.properties).toMatchObject({ path: '/services', search: '?m=1', hash: '#pricing' })
  expect(row).toHaveProperty('referrer')
})

test('every in-app navigation is a page view', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/?m=1`)
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  const views = await waitForEvents(serviceClient, id, 'page_view', 2)
  expect(views.map((v) => v.properties.path)).toEqual(['/', '/blog'])
})

test('scroll_depth reports 25, 50, 75 and 100 once each', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  const analyticsRun = siteAnalyticsRun(page)
  await page.goto(`/blog/telehealth-compliance-regulations?m=1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await analyticsRun()
  for (let i = 0; i < 3; i += 1) {
    for (const fraction of [0.3, 0.55, 0.8, 1, 0]) {
      // Each position is seen by the page's scroll listener (which was added first) before the next.
      await page.evaluate(
        (f) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true })
            window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f)
          }),
        fraction,
      )
    }
  }
  await waitForEvents(serviceClient, id, 'scroll_depth', 4)
  // An event tracked after every scroll: once it is stored, so is any scroll_depth sent before it.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: after the scrolling')
    })
  })
  await waitForEvents(serviceClient, id, 'javascript_error')
  const depths = (await eventsFor(serviceClient, id, 'scroll_depth')).map((r) => r.properties.scroll_depth)
  expect(depths).toEqual([25, 50, 75, 100])
})

test('time_on_page is reported over 30 s when the tab closes', async ({ browser, serviceClient, clientIp }) => {
  const { page, id, context } = await openMarkedPage(browser, clientIp)
  await page.clock.install()
  await page.goto(`/pharmacy-partners?m=1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.clock.runFor(5_000)
  await waitForEvents(serviceClient, id, 'page_view')
  await page.clock.fastForward(31_000)
  await closeTab(page)
  await context.close()
  const [row] = await waitForEvents(serviceClient, id, 'time_on_page')
  expect(row?.properties.time_spent_seconds).toBeGreaterThan(30)
})

test('time_on_page is not reported under 30 s', async ({ browser, clientIp, serviceClient }) => {
  const { page, id, context } = await openMarkedPage(browser, clientIp)
  const analyticsRun = siteAnalyticsRun(page)
  await page.goto(`/blog?m=1`)
  await waitForEvents(serviceClient, id, 'page_view')
  await analyticsRun()
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await closeTab(page)
  await laterViewStored(context, serviceClient, id, '/services')
  expect(await eventsFor(serviceClient, id, 'time_on_page')).toEqual([])
})

test('calls to action are tracked from their data-cta attribute', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/blog?m=1`)
  await waitForEvents(serviceClient, id, 'page_view')
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  await expect(page).toHaveURL('/#main-booking-calendar')
  const clicks = await waitForEvents(serviceClient, id, 'cta_click')
  // Recorded after the tap's frame, with the page it was made on (the click itself moved to /).
  expect(clicks[0]?.properties).toMatchObject({ cta: 'header-book-call', text: 'Book Call', path: '/blog' })
})

test('a CTA click right before the page goes is still recorded', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/?m=1`)
  await waitForEvents(serviceClient, id, 'page_view')
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).evaluate((button: HTMLElement) => {
    // A page on its way out paints no further frame: the click must leave with the page's last request.
    window.requestAnimationFrame = () => 0
    button.click()
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
  })
  const clicks = await waitForEvents(serviceClient, id, 'cta_click')
  expect(clicks[0]?.properties).toMatchObject({ cta: 'header-book-call', path: '/' })
})

test('web vitals are reported with a rating', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/services?m=1`)
  await page.getByRole('heading', { level: 1 }).click()
  await closeTab(page)
  const vitals = await waitForEvents(serviceClient, id, 'web_vital', 2)
  const names = vitals.map((v) => v.properties.metric)
  expect(names).toEqual(expect.arrayContaining(['FCP', 'TTFB']))
  for (const v of vitals) expect(['good', 'needs-improvement', 'poor']).toContain(v.properties.rating)
})

test('script errors and unhandled rejections are reported', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/blog?m=1`)
  await waitForEvents(serviceClient, id, 'page_view')
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom')
    })
    void Promise.reject(new Error('e2e rejected'))
  })
  const errors = await waitForEvents(serviceClient, id, 'javascript_error')
  expect(errors[0]?.properties.message).toContain('e2e boom')
  const rejections = await waitForEvents(serviceClient, id, 'unhandled_rejection')
  expect(rejections[0]?.properties.message).toContain('e2e rejected')
})

test.describe('Global Privacy Control', () => {
  test('sends nothing when the browser signals GPC', async ({ browser, clientIp, serviceClient }) => {
    const { page, id, context } = await openMarkedPage(browser, clientIp)
    // On this page only: the later page of the same browser signals nothing, and is measured.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const analyticsRequests: string[] = []
    page.on('request', (r) => r.url().includes('/rest/v1/analytics_events') && analyticsRequests.push(r.url()))
    const analyticsRun = siteAnalyticsRun(page)
    await page.goto(`/services?m=1`)
    await analyticsRun()
    await page.mouse.wheel(0, 4000)
    await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
    await closeTab(page)
    await laterViewStored(context, serviceClient, id, '/blog')
    expect(analyticsRequests).toEqual([])
    expect(await eventsNotFrom(serviceClient, id, '/blog')).toEqual([])
  })

  test('sends nothing under Do Not Track', async ({ browser, clientIp, serviceClient }) => {
    const { page, id, context } = await openMarkedPage(browser, clientIp)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
    const analyticsRun = siteAnalyticsRun(page)
    await page.goto(`/blog?m=1`)
    await analyticsRun()
    await closeTab(page)
    await laterViewStored(context, serviceClient, id, '/services')
    expect(await eventsNotFrom(serviceClient, id, '/services')).toEqual([])
  })
})
