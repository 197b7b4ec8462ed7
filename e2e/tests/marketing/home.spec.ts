import { services, servicesGridCopy } from '../../../remote-marketing/src/content/services'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures'
import { openPage, waitForEmbedFallback } from './helpers'

test.describe('home page', () => {
  test('shows the sections in order with their anchors and one h1', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(h2s).toEqual([
      'From scroll to booked consult in three steps',
      'Book your strategy call',
      servicesGridCopy.title,
      'Keep more of every treatment you sell',
      'What our clients say',
      'Simple packages, no long contracts',
      'Practice owners helping practice owners',
      'Frequently asked questions',
    ])
    for (const id of ['main-booking-calendar', 'pricing', 'about', 'contact']) await expect(page.locator(`#${id}`)).toHaveCount(1)
    await expect(page.getByText('Path A: Phone consult')).toBeVisible()
    await expect(page.getByText('Requesting a Call automations')).toBeVisible()
  })

  test('hero: the audit button goes to /marketing-audit, the booking button scrolls to the calendar', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Book a Strategy Call' }).click()
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
    await expect(page).toHaveURL(/\/$/)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Get My Free Audit' }).click()
    await expect(page).toHaveURL(/\/marketing-audit$/)
  })

  test('the booking calendar reserves its space and falls back to call or text', async ({ page }) => {
    await openPage(page, '/')
    const section = page.locator('#main-booking-calendar')
    await waitForEmbedFallback(page, 'booking calendar')
    const fallback = section.getByRole('status')
    expect((await fallback.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(600)
    await expect(fallback.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(fallback.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', /^sms:\+\d+$/)
  })

  test('services grid links a card to each service page; Start Saving goes to the pharmacy network', async ({ page }) => {
    await openPage(page, '/')
    const grid = page.locator('section', { has: page.getByRole('heading', { name: servicesGridCopy.title }) })
    const cards = grid.getByRole('listitem').getByRole('link')
    expect(services.length).toBeGreaterThan(0)
    await expect(cards).toHaveCount(services.length)
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(services.map((service) => `/services/${service.id}`))
    await cards.filter({ hasText: 'Local SEO' }).click()
    await expect(page).toHaveURL(/\/services\/local-seo$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Local SEO' })).toBeVisible()

    await openPage(page, '/')
    await page.getByRole('link', { name: 'Start Saving' }).click()
    await expect(page).toHaveURL(/\/pharmacy-partners$/)
  })

  test('testimonials: four stats, three five-star reviews and the free audit call to action', async ({ page }) => {
    await openPage(page, '/')
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'What our clients say' }) })
    for (const stat of ['average ROI increase', 'practices grown', 'revenue generated', '24hr']) await expect(section.getByText(stat).first()).toBeVisible()
    await expect(section.getByText('5 out of 5 stars')).toHaveCount(3)
    await expect(section.getByRole('link', { name: 'Get My Free Marketing Audit' })).toHaveAttribute('href', '/marketing-audit')
  })

  test('team: Work With Our Team texts the company', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.locator('#about').getByRole('link', { name: 'Work With Our Team' })).toHaveAttribute('href', /^sms:\+\d+\?body=/)
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openPage(page, '/')
    await waitForEmbedFallback(page, 'booking calendar')
    await expectNoSeriousA11yViolations(page)
  })
})
