import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

/** Phone, small tablet, tablet, laptop, desktop: the widths where the layout changes. */
const widths = [360, 640, 768, 1024, 1280, 1440]

/** How far the page scrolls sideways at the current width (0 when it fits). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * Consecutive page bands of the same colour read as one band: the space between their contents
 * must be one band's padding (80 px on desktop), not two stacked into an empty stripe.
 */
function stackedPaddings(page: Page) {
  return page.evaluate(() => {
    const bands = Array.from(document.querySelectorAll<HTMLElement>('main section')).filter((s) => !s.parentElement?.closest('main section'))
    const found: string[] = []
    for (let i = 1; i < bands.length; i += 1) {
      const [a, b] = [bands[i - 1]!, bands[i]!]
      const [sa, sb] = [getComputedStyle(a), getComputedStyle(b)]
      const plain = (s: CSSStyleDeclaration) => s.backgroundImage === 'none' && s.backgroundColor !== 'rgba(0, 0, 0, 0)'
      if (!plain(sa) || !plain(sb) || sa.backgroundColor !== sb.backgroundColor) continue
      const gap = b.getBoundingClientRect().top + parseFloat(sb.paddingTop) - (a.getBoundingClientRect().bottom - parseFloat(sa.paddingBottom))
      if (gap > 96) found.push(`${a.getAttribute('aria-labelledby')} → ${b.getAttribute('aria-labelledby')}: ${Math.round(gap)} px`)
    }
    return found
  })
}

for (const meta of [...allPages.map((p) => p.path), '/no-such-page']) {
  test(`${meta}: nothing scrolls sideways from phone to desktop, and bands do not stack their padding`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await page.goto(meta, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      expect(await sidewaysOverflow(page), `sideways scroll at ${width} px`).toBe(0)
    }
    expect(await stackedPaddings(page)).toEqual([])
  })
}

test('every header control keeps its label on one line at every width', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    // The logo may take two lines on a phone; links and buttons never break.
    const controls = banner.locator('nav:visible a, a:visible[href^="tel:"], button:visible')
    const broken = await controls.evaluateAll((elements) =>
      elements
        .filter((el) => {
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
          const range = document.createRange()
          range.selectNodeContents(el)
          const text = Array.from(range.getClientRects()).filter((r) => r.width > 1)
          const height = Math.max(...text.map((r) => r.bottom)) - Math.min(...text.map((r) => r.top))
          return height > lineHeight * 1.5
        })
        .map((el) => el.textContent?.trim()),
    )
    expect(broken, `wrapped at ${width} px`).toEqual([])
    const primary = banner.getByRole('navigation', { name: 'Primary', exact: true })
    const menuButton = banner.getByRole('button', { name: 'Open menu' })
    if (width >= 1280) {
      await expect(primary).toBeVisible()
      await expect(menuButton).toBeHidden()
    } else {
      await expect(primary).toBeHidden()
      await expect(menuButton).toBeVisible()
    }
  }
})

test('on a phone the brand, Book Call and the menu button share one row, from 320 px up', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  for (const width of [320, 360, 375, 390, 414, 480]) {
    await page.setViewportSize({ width, height: 800 })
    const boxes = await Promise.all(
      [banner.getByRole('link', { name: 'Elevate Practice Partners' }), banner.getByRole('button', { name: 'Book Call' }), banner.getByRole('button', { name: 'Open menu' })].map(
        async (control) => (await control.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 },
      ),
    )
    const [brand, book, menu] = boxes as [NonNullable<(typeof boxes)[number]>, NonNullable<(typeof boxes)[number]>, NonNullable<(typeof boxes)[number]>]
    // One row: each control's vertical middle lies within the others' height.
    for (const control of [book, menu]) {
      const middle = control.y + control.height / 2
      expect(middle, `at ${width} px`).toBeGreaterThan(brand.y)
      expect(middle, `at ${width} px`).toBeLessThan(brand.y + brand.height)
    }
    expect(brand.x + brand.width, `brand clear of Book Call at ${width} px`).toBeLessThanOrEqual(book.x)
    const header = await banner.boundingBox()
    expect(header?.height ?? 0, `header height at ${width} px`).toBeLessThanOrEqual(66)
  }
})
