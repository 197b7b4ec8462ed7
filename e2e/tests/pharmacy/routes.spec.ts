import { expect, scrollToEmbed, test } from '../../fixtures'
import { categoryPages, pharmacyPages } from './pages'

for (const page of pharmacyPages) {
  test.describe(page.path, () => {
    test(`shows its heading and ${page.calendar ? 'the' : 'no'} booking calendar`, async ({ page: browser }) => {
      const response = await browser.goto(page.path)
      expect(response?.status()).toBe(200)
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.heading)
      await expect(browser.getByRole('heading', { level: 1 })).toHaveCount(1)
      if (page.calendar) {
        await expect(browser.locator('#main-booking-calendar')).toBeAttached()
        // The widget loads as the visitor nears it; its host is unreachable in tests, so the
        // call/text fallback stands in for it.
        await scrollToEmbed(browser.locator('#main-booking-calendar'), 'booking calendar')
        await expect(browser.locator('#main-booking-calendar').getByRole('status')).toContainText('could not load')
      } else {
        await expect(browser.locator('#main-booking-calendar')).toHaveCount(0)
      }
    })
  })
}

for (const page of categoryPages) {
  test(`${page.path}: Back to Network returns to the network home`, async ({ page: browser }) => {
    await browser.goto(page.path)
    await browser.getByRole('link', { name: 'Back to Network' }).click()
    await expect(browser).toHaveURL(/\/pharmacy-partners$/)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(pharmacyPages[0].heading)
  })
}

test('each network category card opens its page', async ({ page }) => {
  await page.goto('/pharmacy-partners')
  for (const category of categoryPages) {
    await page.locator(`a[href="${category.path}"]`).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.heading)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pharmacyPages[0].heading)
  }
})
