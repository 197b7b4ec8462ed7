import type { Locator, Page } from '@playwright/test'
import { pricingCopy } from '../../../remote-marketing/src/content/pricing'
import { expect, readerTextSpacing, test } from '../../fixtures'

/**
 * Two ways visitors restyle the site for themselves: a high-contrast (forced colours) mode, which
 * replaces every colour and drops backgrounds, and their own text spacing (WCAG 1.4.12).
 */
test.describe('in forced colours (high contrast)', () => {
  test.use({ colorScheme: 'light' })
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
  })

  const borderWidth = (page: Page, name: string) =>
    page.getByRole('button', { name, exact: true }).first().evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth))

  test('filled buttons keep an edge', async ({ page }) => {
    await page.goto('/')
    expect(await borderWidth(page, 'Book Call')).toBeGreaterThanOrEqual(1)
    expect(await borderWidth(page, 'Book a Strategy Call')).toBeGreaterThanOrEqual(1)
  })

  test('cards drawn by a shadow ring keep an edge: the pricing plans and the FAQ', async ({ page }) => {
    await page.goto('/')
    const edge = (card: Locator) => card.evaluate((el) => getComputedStyle(el).outlineStyle)
    const plans = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Get Started' }) })
    expect(pricingCopy.packages.length).toBeGreaterThan(0)
    await expect(plans).toHaveCount(pricingCopy.packages.length)
    for (const plan of await plans.all()) expect(await edge(plan)).toBe('solid')
    // A question's card: the element around its heading.
    const question = page.getByRole('heading', { name: 'How do we get started?' }).locator('xpath=..')
    expect(await edge(question)).toBe('solid')
  })

  test('the chosen catalogue category still stands out from the others', async ({ page }) => {
    await page.goto('/pharmacy-partners')
    await page.getByRole('radio', { name: 'Peptides' }).check({ force: true })
    const chip = (name: string) =>
      page.getByRole('radio', { name }).locator('xpath=following-sibling::span').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await chip('Peptides')).not.toBe(await chip('Hormones'))
  })

  test('the calculator sliders keep their track and filled range', async ({ page }) => {
    await page.goto('/telehealth-empire')
    const slider = page.getByRole('slider').first()
    await slider.scrollIntoViewIfNeeded()
    // Radix's slider: root > track > range, and the thumb in a wrapper of its own under the root.
    const track = await slider.evaluate((thumb) => {
      const root = thumb.parentElement!.parentElement!
      const trackEl = root.firstElementChild!
      return {
        trackBorder: parseFloat(getComputedStyle(trackEl).borderTopWidth),
        rangeBackground: getComputedStyle(trackEl.firstElementChild!).backgroundColor,
      }
    })
    expect(track.trackBorder).toBeGreaterThanOrEqual(1)
    expect(track.rangeBackground).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/)
  })
})

test.describe("with the reader's own text spacing (WCAG 1.4.12)", () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 640, height: 400 }]) {
    test(`the header still fits at ${viewport.width} px: no sideways scroll, every control on screen`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await page.addStyleTag({ content: readerTextSpacing })
      const header = page.getByRole('banner')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      for (const control of await header.locator('a:visible, button:visible').all()) {
        const box = (await control.boundingBox())!
        expect(box.x + box.width, (await control.textContent()) ?? '').toBeLessThanOrEqual(viewport.width)
      }
    })
  }
})
