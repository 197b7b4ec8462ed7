import type { Page } from '@playwright/test'
import { brandFaces, faceFileName } from 'shared/build/brand-fonts'
import { expect, test } from '../../fixtures'

/**
 * The brand typefaces as a visitor gets them (docs/decisions/brand-fonts.md): headings in the
 * display face and copy in the text face, from this site, the first screen's files preloaded and
 * used, cached for good; and while a file is missing, the metric-adjusted fallback.
 */

/** The fonts Chromium actually drew the element's text with (not just what its CSS asks for). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

const firstScreenFiles = brandFaces.filter((face) => face.firstScreen).map((face) => faceFileName(face).replace(/\.woff2$/, ''))

/**
 * The first screen's faces are `font-display: optional`: a file that is not there by the first
 * layout is not used on that page (on a busy machine, even from localhost). The next load takes
 * it from the cache, so a reload shows what a visitor sees once the files have arrived.
 */
async function openWithFontsCached(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await page.reload()
  await page.evaluate(() => document.fonts.ready)
}

test('headings are drawn in the display face and copy in the text face', async ({ page }) => {
  await openWithFontsCached(page, '/')
  expect(await drawnWith(page, 'h1')).toEqual(['Playfair Display'])
  expect(await drawnWith(page, 'main h2')).toEqual(['Playfair Display'])
  expect(await drawnWith(page, 'main p')).toEqual(['Plus Jakarta Sans'])
  expect(await drawnWith(page, 'header nav a')).toEqual(['Plus Jakarta Sans'])
})

test('the first screen\'s faces are preloaded, used, fetched once, and no other face is fetched', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
  })
  const fontRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fontRequests.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((l) => ({ href: new URL((l as HTMLLinkElement).href).pathname, type: l.getAttribute('type'), crossorigin: l.getAttribute('crossorigin') })),
  )
  expect(preloads.map((p) => p.href.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1')).sort()).toEqual([...firstScreenFiles].sort())
  for (const preload of preloads) expect(preload).toMatchObject({ type: 'font/woff2', crossorigin: '' })
  // A preload the page's CSS does not reuse (another URL, or no crossorigin) is fetched twice.
  expect(fontRequests.sort()).toEqual(preloads.map((p) => p.href).sort())
  // Chromium warns a few seconds after load about a preload nothing used.
  await page.waitForTimeout(3500)
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([])
})

test('font files are served as woff2, cached for good, and allowed by the CSP', async ({ page, request }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toMatch(/font-src 'self'/)
  await page.evaluate(() => document.fonts.ready)
  const hrefs = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) {
    const file = await request.get(href)
    expect(file.status(), href).toBe(200)
    expect(file.headers()['content-type'], href).toBe('font/woff2')
    expect(file.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable')
    expect((await file.body()).subarray(0, 4).toString('latin1'), href).toBe('wOF2')
  }
  expect(violations).toEqual([])
})

test('while the files are missing, text is drawn in the adjusted fallback, the heading on the same lines', async ({ browser }) => {
  const measure = async (blockFonts: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort())
    await openWithFontsCached(page, '/')
    const heading = await page.evaluate(() => {
      const h1 = document.querySelector('h1')
      if (!h1) return { lines: 0, width: 0 }
      const range = document.createRange()
      range.selectNodeContents(h1)
      const rects = Array.from(range.getClientRects())
      return { lines: new Set(rects.map((r) => Math.round(r.top))).size, width: rects.reduce((sum, r) => sum + r.width, 0) }
    })
    const fonts = { heading: await drawnWith(page, 'h1'), copy: await drawnWith(page, 'main p') }
    await context.close()
    return { heading, fonts }
  }
  const brand = await measure(false)
  const fallback = await measure(true)
  expect(brand.fonts).toEqual({ heading: ['Playfair Display'], copy: ['Plus Jakarta Sans'] })
  // This machine has Liberation, metric-compatible with Times New Roman and Arial (as most Linux has).
  expect(fallback.fonts).toEqual({ heading: ['Liberation Serif'], copy: ['Liberation Sans'] })
  expect(fallback.heading.lines).toBe(brand.heading.lines)
  // Unadjusted, Liberation Serif sets the heading some 12 % narrower than Playfair Display.
  expect(Math.abs(fallback.heading.width / brand.heading.width - 1), JSON.stringify({ brand, fallback })).toBeLessThan(0.04)
})
