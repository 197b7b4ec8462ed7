import { expect, test } from '../../fixtures'
import { openPage } from './helpers'

const pages = [
  { id: 'ad-creative', title: 'Ad Creative' },
  { id: 'targeted-audience', title: 'Targeted Audience' },
  { id: 'lead-system', title: 'Lead System' },
  { id: 'crm-automation', title: 'CRM Automation' },
  { id: 'local-seo', title: 'Local SEO' },
  { id: 'web-presence', title: 'Web Presence' },
]

test.describe('service pages', () => {
  for (const { id, title } of pages) {
    test(`/services/${id} shows the service and its own booking call to action`, async ({ page }) => {
      const response = await openPage(page, `/services/${id}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveTitle(/\| Elevate Practice Partners$/)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(title)
      await expect(page.getByRole('heading', { level: 2, name: 'What is included' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Get My Free Marketing Audit' })).toHaveAttribute('href', '/marketing-audit')
      await page.getByRole('button', { name: 'Book a Strategy Call' }).click()
      await expect(page.locator('#main-booking-calendar')).toBeInViewport()
      await expect(page.getByRole('link', { name: 'Back to All Services' })).toHaveAttribute('href', '/services')
    })
  }

  test('another service reached client-side, before the booking band was neared, has its own band for Book Call', async ({ page }) => {
    await openPage(page, '/services/ad-creative')
    // Activated where it is, without scrolling or moving focus near the band (as from a screen
    // reader's list of links): the next page is the same template with other content.
    await page.getByRole('link', { name: /Local SEO/ }).last().evaluate((link: HTMLElement) => link.click())
    await expect(page.getByRole('heading', { level: 1, name: 'Local SEO' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
    await expect(page).toHaveURL(/\/services\/local-seo$/)
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
  })

  test('/services/LocalSEOPage leads to /services/local-seo', async ({ page }) => {
    const response = await page.goto('/services/LocalSEOPage')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/services\/LocalSEOPage$/)
    await expect(page).toHaveURL(/\/services\/local-seo$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Local SEO' })).toBeVisible()
  })
})
