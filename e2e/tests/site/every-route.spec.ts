import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { defaultSiteConfig } from 'shared/singletons/config'
import { axeFor, expect, test } from '../../fixtures'
import { openMarkedPage, siteAnalyticsRun, waitForEvents } from '../../support/analytics-events'
import { layoutProblems } from '../../support/layout-checks'
import { brokenImagesAfterScrolling, watchResources } from '../../support/page-resources'
import { allPages } from '../../support/route-data'

/**
 * One fresh visit per route checks everything a route owes, so the suite loads each page once:
 * status and heading, head metadata and JSON-LD, the SEO self-audit score in analytics, the byte
 * and request budgets, no layout shift, no Content-Security-Policy violation, every image,
 * stylesheet, script and font of the page (down to its end) loading, axe finding nothing, and the
 * layout holding from phone to desktop width.
 */
interface Budget {
  jsKb: number
  cssKb: number
  requests: number
}
const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as { default: Budget; routes: Record<string, Partial<Budget>> }
const site = defaultSiteConfig.siteUrl

declare global {
  interface Window {
    __cls: number
    __csp: string[]
  }
}

for (const meta of allPages) {
  test(`${meta.path}: status, head, JSON-LD, self-audit, budgets, no shift, CSP, every file loads, axe, widths`, async ({ browser, clientIp, serviceClient }) => {
    const { page, id, context } = await openMarkedPage(browser, clientIp)
    await page.addInitScript(() => {
      window.__cls = 0
      window.__csp = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
      document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    const resources = watchResources(page)
    const sizes: Promise<{ type: string; bytes: number }>[] = []
    let requests = 0
    page.on('request', () => (requests += 1))
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type === 'script' || type === 'stylesheet') {
        sizes.push(response.body().then((b) => ({ type, bytes: gzipSync(b, { level: 9 }).length }), () => ({ type, bytes: 0 })))
      }
    })

    const analyticsRun = siteAnalyticsRun(page)
    const response = await page.goto(meta.path, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0)

    // Head metadata from the route data.
    await expect(page).toHaveTitle(meta.title)
    expect(meta.title.length, meta.title).toBeGreaterThanOrEqual(30)
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(60)
    expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(120)
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160)
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveCount(1)
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${meta.path}`)
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site}${meta.path}`)
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const data = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Record<string, unknown>)
    const types = data.map((d) => d['@type'])
    const business = data.find((d) => d['@type'] === 'ProfessionalService')
    expect(business?.telephone).toBe(defaultSiteConfig.phone.e164)
    expect(JSON.stringify(business)).toContain('"opens":"09:00"')
    expect(JSON.stringify(data)).not.toMatch(/example\.com|555-?555|your-?site|placeholder/i)
    expect(types.includes('BreadcrumbList')).toBe((meta.breadcrumbs?.length ?? 0) > 1)
    expect(types.includes('FAQPage')).toBe((meta.faq?.length ?? 0) > 0)
    expect(types.includes('Article')).toBe(meta.type === 'article')
    expect(types.includes('Course')).toBe(Boolean(meta.course))
    // Google retired HowTo rich results: no page carries that markup.
    expect(types).not.toContain('HowTo')
    if (meta.type === 'article') {
      // What rich results need of an article: an author with its address, a publisher with a logo.
      const article = data.find((d) => d['@type'] === 'Article')
      expect(article?.author).toMatchObject({ '@type': 'Organization', url: `${site}/` })
      expect(article?.publisher).toMatchObject({ '@type': 'Organization', name: defaultSiteConfig.businessName, logo: { url: `${site}/logo.png` } })
    }
    if (meta.course) {
      const course = data.find((d) => d['@type'] === 'Course')
      expect(course?.offers).toMatchObject({ '@type': 'Offer', price: meta.course.offer.price, priceCurrency: 'USD', category: 'Paid' })
      expect(course?.hasCourseInstance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'Online' })
    }
    expect(business?.logo).toMatchObject({ url: `${site}/logo.png`, width: 512, height: 512 })
    expect(business?.geo).toMatchObject({ '@type': 'GeoCoordinates' })
    if (meta.type === 'article') await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')

    // Budgets and layout stability while loading, read once the load is over: the last file the
    // page loads by itself is the analytics code, when the browser is first idle.
    await analyticsRun()
    const loaded = await Promise.all(sizes)
    const kb = (type: string) => Math.round((loaded.filter((l) => l.type === type).reduce((s, l) => s + l.bytes, 0) / 1024) * 10) / 10
    // Stylesheets are inlined into the prerendered page (their inlined faces apart): count them with any fetched later.
    const inlineCss = await page.locator('style[data-href], style[data-faces]').allTextContents()
    const inlineKb = inlineCss.reduce((s, css) => s + gzipSync(css, { level: 9 }).length, 0) / 1024
    const measured = { jsKb: kb('script'), cssKb: Math.round((kb('stylesheet') + inlineKb) * 10) / 10, requests }
    const budget = { ...budgets.default, ...budgets.routes[meta.path] }
    test.info().annotations.push({ type: 'measured', description: JSON.stringify(measured) })
    // Its CSS is inline, and the federation runtime takes it as loaded: no stylesheet is fetched.
    expect(loaded.filter((l) => l.type === 'stylesheet'), 'stylesheets fetched').toHaveLength(0)
    expect(measured.jsKb, `JS ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.jsKb)
    expect(measured.cssKb, `CSS ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.cssKb)
    expect(measured.requests, `requests ${JSON.stringify(measured)}`).toBeLessThanOrEqual(budget.requests)
    expect(await page.evaluate(() => window.__cls), 'layout shift while loading').toBeLessThanOrEqual(0.001)
    expect(await page.evaluate(() => window.__csp)).toEqual([])

    // Read to its end, nothing the page shows is missing.
    const broken = [...(await brokenImagesAfterScrolling(page)), ...resources.failures()]
    expect(broken, broken.join('\n')).toEqual([])
    // axe on the whole page, every section live: no violation of any impact.
    const { violations } = await axeFor(page).analyze()
    test.info().annotations.push({ type: 'axe violations', description: String(violations.length) })
    expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)).toEqual([])
    // From phone to desktop width: nothing scrolls sideways, no two bands stack their padding.
    expect(await layoutProblems(page)).toEqual([])

    // The SEO self-audit ran in the browser and was reported to analytics. Read last: the client
    // sends its batch once the page has been quiet for a moment, which the checks above leave it.
    const [audit] = await waitForEvents(serviceClient, id, 'seo_audit')
    expect(audit?.properties, JSON.stringify(audit?.properties)).toMatchObject({ path: meta.path, score: 100, issues: [], recommendations: [] })
    await context.close()
  })
}

/** Pages that are a form or an embed by nature, exempt from the thin-content rule (and only these). */
test('the thin-content exemptions are exactly the pages named here', () => {
  expect(allPages.filter((p) => p.thinContentReason).map((p) => p.path).sort()).toEqual(['/onboarding'])
})

test('the 404 page is not indexed, has no canonical link, axe finds nothing, and its layout holds at every width', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  const { violations } = await axeFor(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  expect(await layoutProblems(page)).toEqual([])
})
