import { expect, test } from '../../fixtures'
import { layoutWidths as widths } from '../../support/layout-checks'

/**
 * The header at every width. Each route's own sweep (no sideways scroll from phone to desktop, no
 * stacked band padding) runs in every-route.spec.ts, on the one visit per route made there.
 */

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
