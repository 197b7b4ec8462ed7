import { expect, test } from '../../fixtures'
import { openPage } from './helpers'

test.describe('legal pages', () => {
  test('the footer leads to the privacy policy, dated, with analytics opt-out and contact email', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.locator('time[datetime="2026-11-24"]')).toHaveText('November 24, 2026')
    await expect(page.getByRole('heading', { level: 2, name: 'Global Privacy Control and Do Not Track' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights and choices' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  })

  test('the footer leads to the terms and conditions', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click()
    await expect(page).toHaveURL(/\/terms-and-conditions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
    for (const heading of ['No medical, legal or financial advice', 'Marketing claims are typical results, not guarantees', 'Pharmacy partners']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
  })
})
