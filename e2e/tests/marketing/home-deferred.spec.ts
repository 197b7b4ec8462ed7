import { expect, test } from '../../fixtures'
import { openPage } from './helpers'

/**
 * Below the hero, the home page's sections are prerendered HTML whose code loads as the visitor
 * nears them: a phone's first load carries the top of the page, and nothing below stops working.
 */
test.use({ viewport: { width: 412, height: 823 } })

const belowTheFold = /\/remotes\/remote-marketing\/assets\/(faq-section|pricing-section|team-section|testimonials-section)-[^/]+\.js$/

test('a phone loads no code for the sections far below the hero until the visitor scrolls to them', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (belowTheFold.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname)
  })
  await openPage(page, '/')
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  // Already readable: the FAQ is on the page as prerendered HTML.
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached()

  const faq = page.getByRole('button', { name: 'How do we get started?' })
  await faq.click() // held until the section is live, then given
  await expect(faq).toHaveAttribute('aria-expanded', 'true')
  expect(requested.some((path) => path.includes('faq-section'))).toBe(true)
})

test('a click on a section before its code arrives is not lost', async ({ page }) => {
  await openPage(page, '/')
  // Hold the pricing section's code so the click lands on the prerendered HTML.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/pricing-section-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.getByRole('button', { name: 'DOMINATE THE MARKET' }).click()
  await expect(page).toHaveURL('/')
  release()
  await expect(page).toHaveURL(/\/telehealth-empire#telehealth-booking-calendar$/)
})
