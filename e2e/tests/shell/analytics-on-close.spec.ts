import { expect, test } from '../../fixtures'
import { closeTab, eventsFor, marker, openMarkedPage, waitForEvents } from '../../support/analytics-events'

/**
 * What a page already knows is sent when it is hidden or closed, however soon after loading
 * (docs/analytics.md, "When events leave"; docs/decisions/analytics-on-close.md).
 */

/**
 * Quick visits, one after another, must keep 290 page views in 300, or better: 39 of the 40 an
 * ordinary run makes; QUICK_VISITS=300 runs the count at its full volume (some five minutes on a
 * quiet machine). Pages opened several at a time on a starved 2-core machine lose some to Chromium
 * closing a tab before its leave handlers run, which measures the machine, not the page.
 */
function quickVisits(value: string | undefined): number {
  if (value === undefined || value === '') return 40
  const visits = Number(value)
  if (!Number.isInteger(visits) || visits < 1) throw new Error(`QUICK_VISITS is a whole number of visits; it is "${value}"`)
  return visits
}

const VISITS = quickVisits(process.env.QUICK_VISITS)
const KEPT = Math.ceil((VISITS * 290) / 300)
const PARALLEL = 1
/**
 * Each page sends from its own address, five addresses in all: a quick visit stores one to a few
 * rows, and the database stores at most 1,000 per address per 10 minutes (docs/security.md,
 * "Analytics writes are bounded"), so many quick visits from one address could meet that budget. The
 * second octets 250-254 are ones the clientIp fixture never uses, and the rest is new on every run,
 * so a rerun against the same server does not spend an earlier run's budget.
 */
const ADDRESSES = 5
const QUICK_ROUTES = ['/', '/services', '/blog', '/pharmacy-partners', '/marketing-audit']

test(`${VISITS} visits closed as soon as their DOM is parsed keep at least ${KEPT} page views`, async ({ browser, serviceClient }) => {
  // A visit takes about a second, several on a loaded machine.
  test.setTimeout(60_000 + VISITS * 3_000)
  const id = marker()
  const run = `${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 e2e/${id}`,
  })
  let next = 0
  const visitor = async () => {
    for (let visit = next++; visit < VISITS; visit = next++) {
      const page = await context.newPage()
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${250 + (visit % ADDRESSES)}.${run}` })
      // The harshest "closes soon after loading": the page is closed the moment DOMContentLoaded
      // fires, before its stylesheet, fonts or images may have finished and before any idle time.
      await page.goto(`${QUICK_ROUTES[visit % QUICK_ROUTES.length]}?visit=${visit}`, { waitUntil: 'domcontentloaded' })
      await page.close()
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, visitor))
  await context.close()

  let visits = new Set<unknown>()
  await expect
    .poll(
      async () => {
        visits = new Set((await eventsFor(serviceClient, id, 'page_view')).map((row) => row.properties.search))
        return visits.size
      },
      { timeout: 30_000, message: `page views stored of ${VISITS} quick visits` },
    )
    .toBeGreaterThanOrEqual(KEPT)
})

test('a page closed without a tap still sends its LCP and CLS', async ({ browser, clientIp, serviceClient }) => {
  const { page, id } = await openMarkedPage(browser, clientIp)
  await page.goto(`/services?m=1`)
  // web-vitals is running once it has reported the first paint.
  await waitForEvents(serviceClient, id, 'web_vital')
  await closeTab(page)
  // LCP and CLS are reported as the page is hidden, after the client sent its queue.
  await expect
    .poll(async () => (await eventsFor(serviceClient, id, 'web_vital')).map((row) => row.properties.metric), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['LCP', 'CLS']))
})
