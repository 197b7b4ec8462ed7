import type { Page } from '@playwright/test'
import { advantagesContent } from '../../../remote-telehealth/src/content/advantages'
import { faqContent } from '../../../remote-telehealth/src/content/faq'
import { relatedResourcesContent } from '../../../remote-telehealth/src/content/related-resources'
import { successStoriesContent } from '../../../remote-telehealth/src/content/success-stories'
import { timelineContent } from '../../../remote-telehealth/src/content/timeline'
import { blogArticles } from '../blog/blog-data'
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

test('related resources link to real articles', async ({ page }) => {
  const box = page.getByRole('complementary', { name: 'Related resources' })
  const { resources } = relatedResourcesContent
  expect(resources.length).toBeGreaterThan(0)
  await expect(box.getByRole('link')).toHaveCount(resources.length)
  const hrefs = await box.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(resources.map((resource) => resource.url))
  for (const href of hrefs) expect(blogArticles.map((article) => `/blog/${article.slug}`)).toContain(href)
})

test('the FAQs are visible on the page', async ({ page }) => {
  const faq = page.getByRole('region', { name: faqContent.title })
  expect(faqContent.entries.length).toBeGreaterThan(0)
  for (const { question } of faqContent.entries) {
    await expect(faq.getByText(question)).toBeVisible()
  }
  await expect(faq).toContainText('30 to 60 days')
  await expect(faq).toContainText('3 to 5 states')
})

test('shows the success stories, advantages and 30-day timeline with the guarantee', async ({ page }) => {
  // Counted from the content: the page's unit test holds it to the three stories, six advantages and four phases of docs/product.md §11.
  const { stories } = successStoriesContent
  const { cards } = advantagesContent
  const { phases } = timelineContent
  for (const list of [stories, cards, phases]) expect(list.length).toBeGreaterThan(0)
  await expect(page.getByRole('region', { name: successStoriesContent.title }).getByRole('article')).toHaveCount(stories.length)
  await expect(page.getByRole('region', { name: advantagesContent.title }).getByRole('heading', { level: 3 })).toHaveCount(cards.length)
  const timeline = page.getByRole('region', { name: timelineContent.title })
  for (const { days } of phases) await expect(timeline.getByText(days)).toBeVisible()
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
