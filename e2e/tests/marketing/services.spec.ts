import { services } from '../../../remote-marketing/src/content/services'
import { expect, test } from '../../fixtures'
import { openPage, waitForEmbedFallback } from './helpers'

const serviceIds = services.map((service) => service.id)

test.describe('/services', () => {
  test('a block per service, each with a subtitle, result, three features and three benefits', async ({ page }) => {
    await openPage(page, '/services')
    expect(serviceIds.length).toBeGreaterThan(0)
    await expect(page.locator('section[id]').filter({ has: page.getByRole('link', { name: /full .* overview/ }) })).toHaveCount(serviceIds.length)
    for (const id of serviceIds) {
      const block = page.locator(`section#${id}`)
      await expect(block.getByRole('heading', { level: 2 })).toHaveCount(1)
      await expect(block.getByText('Typical result')).toBeVisible()
      await expect(block.locator('h3 + ul').first().getByRole('listitem')).toHaveCount(3)
      await expect(block.locator('h3 + ul').last().getByRole('listitem')).toHaveCount(3)
      await expect(block.getByRole('link', { name: /full .* overview/ })).toHaveAttribute('href', `/services/${id}`)
    }
  })

  test('Get My Custom Strategy scrolls to a calendar section at least 600px tall', async ({ page }) => {
    await openPage(page, '/services')
    await page.getByRole('button', { name: 'Get My Custom Strategy' }).click()
    const calendar = page.locator('#main-booking-calendar')
    await expect(calendar).toBeInViewport()
    await expect(calendar.getByRole('heading', { name: 'Schedule Your Discovery Call' })).toBeVisible()
    await waitForEmbedFallback(page, 'booking calendar')
    expect((await calendar.getByRole('status').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(600)
  })

  test('Combined Impact block and Back to Home', async ({ page }) => {
    await openPage(page, '/services')
    const impact = page.locator('section', { has: page.getByRole('heading', { name: 'Combined Impact' }) })
    for (const value of ['10x', '24/7', '90 days']) await expect(impact.getByText(value, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})
