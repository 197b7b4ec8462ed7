import { faqItems } from '../../../remote-marketing/src/content/faq'
import { pricingCopy } from '../../../remote-marketing/src/content/pricing'
import { testimonialsCopy } from '../../../remote-marketing/src/content/testimonials'
import { expect, openWithoutJs, test } from '../../fixtures'
import { openPage } from './helpers'

test.describe('home page behavior', () => {
  test('video cards open the Video Testimonials dialog; Close and Escape close it; focus stays inside', async ({ page }) => {
    await openPage(page, '/')
    const cards = page.getByRole('button', { name: /play video/i })
    const { videos } = testimonialsCopy
    expect(videos.length).toBeGreaterThan(0)
    await expect(cards).toHaveCount(videos.length)
    for (const [i, video] of videos.entries()) await expect(cards.nth(i)).toContainText(video.duration)

    await cards.first().click()
    const dialog = page.getByRole('dialog', { name: 'Video Testimonials' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(cards.first()).toBeFocused()

    await cards.last().click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Text Us "References"' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(cards.last()).toBeFocused()
  })

  test('the video dialog is modal: the page behind is inert and does not scroll, and a click outside closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, '/')
    const card = page.getByRole('button', { name: /play video/i }).first()
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Video Testimonials' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(/references/i)
    // Modal to assistive technology, and to the keyboard: Tab and Shift+Tab go round inside it.
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true)
    }
    const before = await page.evaluate(() => window.scrollY)
    // Read once the wheel has reached the page and two frames have been painted since: a scroll has begun by then.
    await page.evaluate(() => {
      const w = window as unknown as { __wheeled: Promise<void> }
      w.__wheeled = new Promise((resolve) => window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }))
    })
    await page.mouse.wheel(0, 800)
    await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    // The backdrop, well outside the dialog's box.
    await page.mouse.click(195, 20)
    await expect(dialog).toBeHidden()
    await expect(card).toBeFocused()
  })

  test('Text Us "References" is a prefilled sms: link and closes the dialog', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: /play video/i }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Video Testimonials' })
    const references = dialog.getByRole('link', { name: 'Text Us "References"' })
    const href = await references.getAttribute('href')
    expect(href).toMatch(/^sms:\+\d+\?body=/)
    expect(decodeURIComponent(href!.split('body=')[1]!)).toContain('References')
    // The browser has no text composer here: keep the page where it is and check the dialog closes.
    await references.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault(), { once: true }))
    await references.click()
    await expect(dialog).toBeHidden()
  })

  test('FAQ opens one answer at a time and the open one collapses', async ({ page }) => {
    await openPage(page, '/')
    const pricing = page.getByRole('button', { name: 'How much does it cost?' })
    const qualify = page.getByRole('button', { name: 'How do you qualify leads?' })
    expect(faqItems.length).toBeGreaterThan(0)
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) }).getByRole('heading', { level: 3 })).toHaveCount(faqItems.length)

    await pricing.click()
    await expect(pricing).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'How much does it cost?' })).toContainText('$597 per month')

    await qualify.click()
    await expect(qualify).toHaveAttribute('aria-expanded', 'true')
    await expect(pricing).toHaveAttribute('aria-expanded', 'false')

    await qualify.click()
    await expect(qualify).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: 'How do you qualify leads?' })).toHaveCount(0)
  })

  test('a closed FAQ answer is in the page, and the browser revealing it (find-in-page) opens it', async ({ page }) => {
    await openPage(page, '/')
    const question = page.getByRole('button', { name: 'Do you offer any guarantees?' })
    await question.scrollIntoViewIfNeeded()
    const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`)
    await expect(panel).toHaveAttribute('hidden', 'until-found')
    await expect(panel).toContainText('month-to-month')
    await expect(page.getByRole('region', { name: 'Do you offer any guarantees?' })).toHaveCount(0)
    // What Chromium does when find-in-page matches inside it: remove hidden, fire beforematch.
    await panel.evaluate((element) => {
      element.removeAttribute('hidden')
      element.dispatchEvent(new Event('beforematch', { bubbles: true }))
    })
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'Do you offer any guarantees?' })).toBeVisible()
  })

  test('pricing: Most Popular on full service; Get Started brings the booking calendar into view', async ({ page }) => {
    await openPage(page, '/')
    const pricing = page.locator('#pricing')
    await pricing.scrollIntoViewIfNeeded()
    expect(pricingCopy.packages.length).toBeGreaterThan(0)
    await expect(pricing.getByRole('article')).toHaveCount(pricingCopy.packages.length)
    await expect(pricing.getByRole('article', { name: 'Full Service Marketing & Sales' })).toContainText('Most Popular')
    await expect(pricing.getByText('Most Popular')).toHaveCount(1)

    await pricing.getByRole('button', { name: 'Get Started' }).nth(1).click()
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()

    // Let the first smooth scroll come to rest: Playwright's own jump back to the button in the
    // middle of it could swallow the next smooth scroll (1 run in 30 under load), which tests the
    // browser's animation, not the button.
    await expect.poll(() => page.evaluate(() => new Promise((resolve) => {
      const y = window.scrollY
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)))
    }))).toBe(true)
    await pricing.getByRole('button', { name: 'Schedule Strategy Call' }).click()
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
  })

  test('pricing: DOMINATE THE MARKET leads to the telehealth booking calendar', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'DOMINATE THE MARKET' }).click()
    await expect(page).toHaveURL(/\/telehealth-empire#telehealth-booking-calendar$/)
  })

  test('the counter counts up to 150+ when it scrolls into view', async ({ page }) => {
    await openPage(page, '/')
    const counter = page.locator('#about p', { hasText: 'practices grown' }).getByText(/^\d[\d,]*\+$/)
    // The prerendered page shows the real figure until the section's code arrives as it is neared.
    await expect(counter).toHaveText('150+')
    await counter.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 150))
    await expect(counter).toHaveText('0+')
    await counter.scrollIntoViewIfNeeded()
    await expect(counter).not.toHaveText('0+')
    await expect(counter).toHaveText('150+', { timeout: 5_000 })
    await expect(page.locator('#about').getByText('150+ practices grown')).toHaveCount(1)
  })

  test('under reduced motion the counter shows 150+ at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, '/')
    await expect(page.locator('#about p', { hasText: 'practices grown' }).getByText(/^\d[\d,]*\+$/)).toHaveText('150+')
  })
})

test('with JavaScript off, every FAQ answer shows, word for word the FAQPage data of the page', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/')
  const answers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts
      .flatMap((script) => [JSON.parse(script.textContent ?? '{}')].flat())
      .flatMap((data) => (data['@graph'] ? data['@graph'] : [data]))
      .filter((data) => data['@type'] === 'FAQPage')
      .flatMap((data) => data.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)),
  )
  expect(faqItems.length).toBeGreaterThan(0)
  expect(answers).toHaveLength(faqItems.length)
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) })
  for (const answer of answers) await expect(faq.getByText(answer, { exact: true })).toBeVisible()
  await close()
})

test('with JavaScript off (or not yet started), a video card still opens the dialog and Close closes it', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/')
  await page.getByRole('button', { name: /play video/i }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Video Testimonials' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await close()
})
