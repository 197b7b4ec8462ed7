import type { Page } from '@playwright/test'
import { footerQuickLinks, headerLinks } from '../../../shell/src/content/navigation'
import { delayRemoteEntry, expect, openWithoutJs, readerTextSpacing, sectionPlaceholder, test, waitForApp } from '../../fixtures'

/**
 * The menu button's name and expanded state as assistive technology gets them (Chromium's
 * accessibility tree): the browser gives a popover's invoker its expanded state, not an attribute.
 */
async function menuButton(page: Page): Promise<{ name: string; expanded: unknown }[]> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role: 'button' })
  await cdp.detach()
  return nodes
    .filter((node) => /^(Open|Close) menu$/.test(String(node.name?.value)))
    .map((node) => ({ name: String(node.name?.value), expanded: node.properties?.find((p) => p.name === 'expanded')?.value.value }))
}

test('header links lead to every section and the page starts at the top', async ({ page }) => {
  // From a page no header link names, so that every click is a navigation.
  await page.goto('/privacy-policy')
  const nav = page.getByRole('navigation', { name: 'Primary', exact: true })
  expect(headerLinks.length).toBeGreaterThan(0)
  await expect(nav.getByRole('link')).toHaveText(headerLinks.map((link) => link.label))
  for (const { label, to: path } of headerLinks) {
    await page.evaluate(() => window.scrollTo(0, 400))
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  }
})

test('navigation moves focus to the main content; the skip link targets it', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toHaveAttribute('href', '#main-content')
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#main-content')).toBeFocused()
})

test('call button dials the company phone', async ({ page }) => {
  await page.goto('/')
  const call = page.getByRole('banner').getByRole('link', { name: /^Call / })
  await expect(call).toHaveAttribute('href', /^tel:\+\d{10,15}$/)
})

test('Book Call scrolls to the booking calendar on the home page', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#main-booking-calendar')).toBeAttached()
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  await expect(page.locator('#main-booking-calendar')).toBeInViewport()
})

test('Book Call on a page without a calendar goes to the home page calendar', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  await expect(page).toHaveURL('/#main-booking-calendar')
  await expect(page.locator('#main-booking-calendar')).toBeInViewport()
})

test('a URL hash scrolls to its section once the remote has rendered', async ({ page }) => {
  await page.goto('/#pricing')
  await expect(page.locator('#pricing')).toBeInViewport()
  // At its top, below the sticky header: not where the bands' sizes before the first paint put it.
  await waitForApp(page)
  await expect.poll(async () => Math.round((await page.locator('#pricing').boundingBox())?.y ?? -1)).toBe(80)
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('toggles, exposes its state, and closes on navigation and Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await waitForApp(page)
    await expect.poll(() => menuButton(page)).toEqual([{ name: 'Open menu', expanded: false }])
    const menuId = await toggle.getAttribute('aria-controls')
    expect(menuId).toBeTruthy()
    const menu = page.locator(`[id="${menuId}"]`)
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect.poll(() => menuButton(page)).toEqual([{ name: 'Close menu', expanded: true }])
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Pharm Partners' }).click()
    await expect(page).toHaveURL('/pharmacy-partners')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect.poll(() => menuButton(page)).toEqual([{ name: 'Open menu', expanded: false }])
  })

  test('the open menu lies over the page: nothing below the header moves', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true')
    const heading = page.getByRole('heading', { level: 1 })
    const before = await heading.boundingBox()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await expect(menu).toBeVisible()
    expect(await heading.boundingBox()).toEqual(before)
    // Over the page, under the header's bar, and the whole menu reachable.
    const bar = (await page.getByRole('button', { name: 'Close menu' }).boundingBox())!
    const box = (await menu.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    await expect(menu.getByRole('link', { name: /^Call / })).toBeInViewport()
  })

  test("the menu starts at the header's foot, also when a reader's own text spacing makes the header taller", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/')
    const header = page.getByRole('banner')
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    const headerFoot = async () => {
      const box = (await header.boundingBox())!
      return box.y + box.height
    }
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    const usual = await headerFoot()
    expect((await menu.boundingBox())!.y).toBeCloseTo(usual, 0)
    await page.keyboard.press('Escape')

    await page.addStyleTag({ content: readerTextSpacing })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    const taller = await headerFoot()
    expect(taller).toBeGreaterThan(usual + 8)
    expect((await menu.boundingBox())!.y).toBeCloseTo(taller, 0)
    await expect(menu.getByRole('link', { name: 'Home' })).toBeInViewport({ ratio: 1 })
  })

  test("the header's Book Call closes the open menu and still goes to the calendar", async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await expect(menu).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
    await expect(menu).toBeHidden()
    await expect.poll(() => menuButton(page)).toEqual([{ name: 'Open menu', expanded: false }])
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
  })

  test('the menu opens and closes without any script', async ({ browser }) => {
    const { page, close } = await openWithoutJs(browser, '/', { width: 375, height: 740 })
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Free Audit' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Free Audit' }).click()
    await expect(page).toHaveURL('/marketing-audit')
    await close()
  })

  test('a menu opened again while the next section loads stays open, with focus on its button', async ({ page }) => {
    await delayRemoteEntry(page, 'remote-pharmacy', 2000)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await menu.getByRole('link', { name: 'Pharm Partners' }).click()
    await expect(page).toHaveURL('/pharmacy-partners')
    await expect(sectionPlaceholder(page)).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Cut Your Medication Costs/ })).toBeVisible({ timeout: 15_000 })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  })

  test('Escape from inside the menu hands focus back to its button; a tap on the page closes it', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    // Below the open menu: the foot of the screen, over the page's own content.
    await page.mouse.click(180, 720)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('tabbing on past the open menu closes it, so it never covers where focus went', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    const last = menu.getByRole('link', { name: /^Call/ })
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 0)
    const header = (await page.getByRole('banner').boundingBox())!
    expect(focused).toBeGreaterThan(header.y + header.height)
  })

  test('on a short landscape screen the open menu scrolls within the screen', async ({ page }) => {
    await page.setViewportSize({ width: 740, height: 340 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    const box = (await menu.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(340)
    const call = menu.getByRole('link', { name: /^Call/ })
    await call.scrollIntoViewIfNeeded()
    await expect(call).toBeInViewport({ ratio: 1 })
  })
})

test('footer has quick links, contact links and legal pages', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toHaveAttribute('id', 'contact')
  expect(footerQuickLinks.length).toBeGreaterThan(0)
  for (const { label, to } of footerQuickLinks) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', to)
  }
  await expect(footer.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', /^sms:\+\d+/)
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(footer.locator('address')).toBeVisible()
  await expect(footer.getByRole('link', { name: /Facebook|Instagram|LinkedIn/ })).toHaveCount(3)
  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click()
  await expect(page).toHaveURL('/terms-and-conditions')
})

test('keyboard focus is never hidden under the sticky header, tabbing backwards up the page', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  const headerBottom = (await header.boundingBox())!.height
  const viewportHeight = page.viewportSize()!.height
  // Every section's code is loaded as it nears the viewport: start at the bottom, then walk up.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).focus()
  const hidden: string[] = []
  let reachedHeader = false
  for (let i = 0; i < 60 && !reachedHeader; i += 1) {
    await page.keyboard.press('Shift+Tab')
    // Leaving a frame of another site hands focus back across processes: the body holds it for a moment.
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 1000 }).catch(() => undefined)
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return { lost: true, top: 0, height: 0, name: '', inHeader: false }
      const rect = el.getBoundingClientRect()
      return { lost: false, top: rect.top, height: rect.height, name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), inHeader: el.closest('header') !== null }
    })
    // Up to the header: what comes above it is the header's own and the skip link.
    reachedHeader = focused.inHeader
    if (reachedHeader) continue
    if (focused.lost) hidden.push(`focus lost (on the body) after ${i + 1} presses`)
    // A control taller than the space below the header (the calendar's frame) cannot show whole.
    else if (focused.top < headerBottom && focused.height <= viewportHeight - headerBottom) hidden.push(`${focused.name} at ${Math.round(focused.top)} px`)
  }
  expect(hidden).toEqual([])
  expect(reachedHeader, 'the walk went up the whole page to the header').toBe(true)
})

test('the gold focus ring has a dark ring inside it, so it reads on white as well as on dark bands', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const bookCall = page.getByRole('banner').getByRole('button', { name: 'Book Call' })
  await bookCall.focus()
  await expect(bookCall).toHaveCSS('outline-color', 'rgb(241, 185, 59)')
  await expect(bookCall).toHaveCSS('box-shadow', 'rgb(11, 14, 20) 0px 0px 0px 2px')
})
