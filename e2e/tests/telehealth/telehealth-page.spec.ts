import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, scrollToEmbed, test } from '../../fixtures'
import { BOOKING, openTelehealthPage } from './telehealth-page'

/** The booking section ends up at the top of the viewport (below the sticky header), not merely visible. */
async function expectScrolledToBooking(page: Page) {
  const top = () => page.evaluate((selector) => document.querySelector(selector)!.getBoundingClientRect().top, BOOKING)
  await expect.poll(top).toBeLessThan(120)
  expect(await top()).toBeGreaterThanOrEqual(-2)
  await expect(page.locator(BOOKING)).toBeFocused()
}

test.beforeEach(async ({ page }) => {
  await openTelehealthPage(page)
})

test('the intro booking button scrolls the booking section into view', async ({ page }) => {
  const booking = page.locator(BOOKING)
  await expect(booking).not.toBeInViewport()
  await page.getByRole('button', { name: 'Book My Telehealth Strategy Call' }).click()
  await expectScrolledToBooking(page)
  await expect(page.getByRole('heading', { name: 'CLAIM YOUR EMPIRE THRONE' })).toBeInViewport()
})

test('START BUILDING MY EMPIRE scrolls the booking section into view', async ({ page }) => {
  // Clicking first brings the button (just above the booking section) into view; the click then scrolls further.
  await page.getByRole('button', { name: 'START BUILDING MY EMPIRE' }).click()
  await expectScrolledToBooking(page)
  await expect(page).toHaveURL(/\/telehealth-empire$/)
})

test("the header's Book Call button scrolls to this page's telehealth booking section", async ({ page }) => {
  const booking = page.locator(BOOKING)
  await expect(booking).not.toBeInViewport()
  await page.getByRole('banner').getByRole('button', { name: 'Book Call', exact: true }).click()
  await expectScrolledToBooking(page)
  await expect(page).toHaveURL(/\/telehealth-empire$/)
})

test('the booking section has its highlights, the 1000px calendar area and next steps', async ({ page }) => {
  const booking = page.locator(BOOKING)
  for (const text of ['30 MIN', 'Strategy Call', 'FREE', 'No Cost Analysis', '24HR', 'Quick Response', 'Limited Spots Available - Book Now!', 'What happens next']) {
    await expect(booking.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(booking.getByRole('heading', { level: 4 })).toHaveText(['Strategy Call', 'Custom Plan', 'Launch Empire'])
  // The widget host is unreachable in tests: the call/text fallback keeps the reserved height.
  await scrollToEmbed(booking, 'booking calendar')
  const fallback = booking.getByRole('status').filter({ hasText: 'booking calendar could not load' })
  await expect(fallback).toBeVisible()
  expect((await fallback.boundingBox())?.height).toBeGreaterThanOrEqual(1000)
})

test('related resources link to the three real articles', async ({ page }) => {
  const box = page.getByRole('complementary', { name: 'Related resources' })
  await expect(box.getByRole('link')).toHaveCount(3)
  const hrefs = await box.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(['/blog/how-to-launch-a-telehealth-practice', '/blog/telehealth-compliance-regulations', '/blog/compounding-pharmacy-partnerships'])
})

test('the three FAQs are visible on the page', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Telehealth launch questions' })
  for (const question of [
    'How long does it take to set up a telehealth practice?',
    'How many states should I launch my telehealth practice in?',
    'What does the Telehealth Empire program include?',
  ]) {
    await expect(faq.getByText(question)).toBeVisible()
  }
  await expect(faq).toContainText('30 to 60 days')
  await expect(faq).toContainText('3 to 5 states')
})

test('shows the success stories, advantages and 30-day timeline with the guarantee', async ({ page }) => {
  await expect(page.getByRole('region', { name: 'Founders who built their telehealth empire with us' }).getByRole('article')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Six unfair advantages for a new telehealth practice' }).getByRole('heading', { level: 3 })).toHaveCount(6)
  const timeline = page.getByRole('region', { name: 'From kickoff to first patients in four phases' })
  for (const days of ['Days 1-7', 'Days 8-14', 'Days 15-21', 'Days 22-30']) await expect(timeline.getByText(days)).toBeVisible()
  await expect(timeline.getByRole('heading', { name: 'The 30-day launch guarantee' })).toBeVisible()
  await expect(timeline.getByText(/^Terms apply/)).toBeVisible()
})

test('has no serious or critical accessibility violations', async ({ page }) => {
  // openTelehealthPage waited for the booking area to settle, so the scan sees the final page.
  await expectNoSeriousA11yViolations(page)
})

test('works on a 320px-wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await expect(page.getByRole('slider', { name: 'Current monthly patients' })).toBeAttached()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
