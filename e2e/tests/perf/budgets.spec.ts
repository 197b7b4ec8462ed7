import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

/**
 * Size and request budgets per route, checked on every CI run without timing anything: gzip bytes
 * of the JS and CSS a visitor downloads to see the page, and the number of requests. Timing
 * figures (LCP, TBT) live in `npm run bench`. Budgets: e2e/budgets.json ("default" plus overrides).
 */
interface Budget {
  jsKb: number
  cssKb: number
  requests: number
}
const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as { default: Budget; routes: Record<string, Partial<Budget>> }

for (const { path } of allPages) {
  test(`${path} stays within its byte and request budget and does not shift`, async ({ page }) => {
    const budget = { ...budgets.default, ...budgets.routes[path] }
    const pending: Promise<{ type: string; bytes: number }>[] = []
    let requests = 0
    page.on('request', () => (requests += 1))
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        response
          .body()
          .then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => ({ type, bytes: 0 })),
      )
    })
    await page.addInitScript(() => {
      ;(window as unknown as { __cls: number }).__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const loaded = await Promise.all(pending)
    const kb = (type: string) => loaded.filter((l) => l.type === type).reduce((sum, l) => sum + l.bytes, 0) / 1024
    const measured = { jsKb: Math.round(kb('script') * 10) / 10, cssKb: Math.round(kb('stylesheet') * 10) / 10, requests }
    test.info().annotations.push({ type: 'measured', description: JSON.stringify(measured) })
    expect(measured.jsKb, `JS ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.jsKb)
    expect(measured.cssKb, `CSS ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.cssKb)
    expect(measured.requests, `requests ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.requests)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls, 'cumulative layout shift while loading').toBeLessThanOrEqual(0.001)
  })
}
