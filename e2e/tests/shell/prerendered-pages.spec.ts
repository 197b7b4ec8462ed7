import type { Browser, Page } from '@playwright/test'
import { expect, openWithoutJs, test, twoFrames, waitForApp, waitForHydration } from '../../fixtures'
import { allPages } from '../../support/route-data'

/**
 * What a prerendered page owes a visitor before and while its scripts arrive: readable without
 * JavaScript, hydrated in place (the painted page is the page they keep: no flash, no re-render),
 * and a page prerendered before a remote was redeployed correcting itself on load.
 */

const samples = ['/', '/services', '/marketing-audit', '/pharmacy-partners', '/telehealth-empire', '/blog', '/blog/how-to-launch-a-telehealth-practice']

test.describe('with JavaScript off', () => {
  for (const path of samples) {
    test(`${path} is readable: heading, copy, navigation, head metadata`, async ({ browser }) => {
      const { page, response, close } = await openWithoutJs(browser, path)
      const meta = allPages.find((p) => p.path === path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(meta?.title ?? '')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Services' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length
      expect(words, 'words of content in <main>').toBeGreaterThan(60)
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)
      // Page styles are in the HTML itself: the header is laid out, not a bare list.
      const header = await page.getByRole('banner').boundingBox()
      expect(header?.height ?? 0).toBeLessThan(200)
      await close()
    })
  }

  test('a booking calendar is a plain iframe without JavaScript', async ({ browser }) => {
    const { page, close } = await openWithoutJs(browser, '/services')
    await expect(page.locator('#main-booking-calendar iframe[title="Book a strategy call"]')).toBeAttached()
    await close()
  })
})

/** Holds the shell's entry script until released, so the test can look at the page before hydration. */
async function holdEntry(page: Page): Promise<{ held: () => boolean; release: () => void }> {
  let release: () => void = () => undefined
  let held = false
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/mf-entry-bootstrap-[^/]+\.js$/, async (route) => {
    held = true
    await released
    await route.continue()
  })
  return { held: () => held, release }
}

for (const path of ['/', '/marketing-audit', '/blog']) {
  test(`${path} hydrates in place: the painted elements stay, no mismatch is reported`, async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text())
    })
    const entry = await holdEntry(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(entry.held, { message: 'the shell entry was requested and is being held' }).toBe(true)
    await page.evaluate(() => {
      const w = window as unknown as { __painted: Element[] }
      w.__painted = Array.from(document.querySelectorAll('h1, h2, main p, footer a'))
    })
    const before = await page.evaluate(() => document.querySelector('main')?.innerHTML.length ?? 0)
    entry.release()
    await waitForHydration(page)
    const kept = await page.evaluate(() => {
      const w = window as unknown as { __painted: Element[] }
      return { total: w.__painted.length, connected: w.__painted.filter((e) => e.isConnected).length }
    })
    expect(kept.total).toBeGreaterThan(10)
    expect(kept.connected, 'elements painted before hydration are still the ones on the page').toBe(kept.total)
    expect(warnings.filter((w) => /differed|hydrat|did not match/i.test(w))).toEqual([])
    expect(await page.evaluate(() => document.querySelector('main')?.innerHTML.length ?? 0)).toBeGreaterThanOrEqual(before * 0.95)
    await context.close()
  })
}

test.describe('the first frame', () => {
  for (const path of ['/', '/pharmacy-partners']) {
    test(`${path} lays out its first screen first, then every band as soon as that paint is on screen, before the app's code`, async ({ browser }) => {
      // A phone's screen: the first screen is short, the page long.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      // What the first frame lays out, read in its animation frame (which comes before its layout).
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const rendered = (element: Element | null) => element?.checkVisibility({ contentVisibilityAuto: true }) ?? null
          const w = window as unknown as { __firstFrame: { heading: boolean | null; footer: boolean | null } }
          w.__firstFrame = { heading: rendered(document.querySelector('h1')), footer: rendered(document.querySelector('footer#contact p')) }
        })
      })
      const entry = await holdEntry(page)
      await page.goto(path)
      await expect.poll(entry.held, { message: 'the shell entry was requested and is being held' }).toBe(true)
      const firstFrame = await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)
      expect(firstFrame, 'the first screen is laid out in the first frame, the footer is not').toEqual({ heading: true, footer: false })
      // The paint is on screen and the app not yet running: the whole page is laid out already.
      const unrendered = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-slot="section"] > *, footer#contact > *')).filter((child) => !child.checkVisibility({ contentVisibilityAuto: true })).length,
      )
      expect(unrendered, 'bands not yet laid out once the app starts').toBe(0)
      await expect(page.getByRole('contentinfo').getByText('Privacy Policy')).toBeVisible()
      entry.release()
      await waitForApp(page)
      await context.close()
    })
  }
})

test('the prerendered head is the live head: title, description, canonical and structured data alike', async ({ page, request }) => {
  for (const path of samples) {
    const html = await (await request.get(path)).text()
    const served = {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      canonical: html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/)?.[1],
      jsonLd: [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null')),
    }
    await page.goto(path)
    const live = await page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? 'null')),
    }))
    expect(served.jsonLd.length, `${path}: structured data in the HTML`).toBeGreaterThan(0)
    // Entities decoded the way the browser decodes them, so "&amp;" in the HTML equals "&" live.
    const decode = (text = '') => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
    expect({ ...served, title: decode(served.title), canonical: decode(served.canonical) }, path).toEqual(live)
  }
})

/**
 * Opens a page with the shell's entry held, in a context of its own: the `page` fixture's goto
 * waits for the app, which cannot come while the entry is held.
 */
async function openBeforeScripts(browser: Browser, path: string, viewport = { width: 390, height: 844 }): Promise<{ page: Page; release: () => void; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const entry = await holdEntry(page)
  await page.goto(path)
  await expect.poll(entry.held, { message: 'the shell entry was requested and is being held' }).toBe(true)
  return { page, release: entry.release, close: () => context.close() }
}

test.describe('a tap before the scripts have arrived', () => {
  test('on a button is not lost: it acts once the page is live', async ({ browser }) => {
    const { page, release, close } = await openBeforeScripts(browser, '/')
    // Twice, as a visitor does when nothing seems to happen: it acts once.
    await page.getByRole('button', { name: 'Book a Strategy Call' }).first().click()
    await page.getByRole('button', { name: 'Book a Strategy Call' }).first().click()
    await twoFrames(page)
    expect(await page.evaluate(() => window.scrollY), 'nothing happens before the page is live').toBe(0)
    release()
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
    await close()
  })

  test('on a question below the first screen opens it once: given when the page and its section are live', async ({ browser }) => {
    const { page, release, close } = await openBeforeScripts(browser, '/')
    // The FAQ is a deferred section: its code comes after the page is live. Tapped twice, a
    // question given twice would close again, and one never given stays closed.
    const question = page.getByRole('button', { name: 'How do we get started?' })
    await question.click()
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    release()
    await expect(page.locator('[data-deferred="home-faq"]')).toHaveAttribute('data-live', '')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    // The held taps are given in one go as the section is marked live: a second one would have
    // closed the question again by the next frames.
    await twoFrames(page)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await close()
  })

  test("on the phone's menu opens it at once, and it stays open, named so, once the page is live", async ({ browser }) => {
    const { page, release, close } = await openBeforeScripts(browser, '/')
    // The browser opens a popover from its button: no script is needed, so none is waited for.
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Primary (mobile)' })
    await expect(menu).toBeVisible()
    release()
    await expect(page.locator('html[data-app-ready]')).toBeAttached()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await expect(menu).toBeVisible()
    // Live now: a link in it is the app's, and the navigation closes it.
    await menu.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.locator('#main-content')).toBeFocused()
    await expect(menu).toBeHidden()
    await close()
  })

  test('on a video card opens its dialog at once; focus goes into it when its section is live', async ({ browser }) => {
    const { page, release, close } = await openBeforeScripts(browser, '/')
    const card = page.getByRole('button', { name: /play video/i }).first()
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Video Testimonials' })
    await expect(dialog).toBeVisible()
    release()
    await expect(page.locator('[data-deferred="home-testimonials"]')).toHaveAttribute('data-live', '')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Text Us "References"' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(card).toBeFocused()
    await close()
  })

  test('on a quiz answer is not shown checked and then forgotten: it counts once the page is live', async ({ browser }) => {
    const { page, release, close } = await openBeforeScripts(browser, '/marketing-audit', { width: 1280, height: 720 })
    const first = page.getByRole('group').first().getByRole('radio').nth(2)
    await first.click({ force: true })
    await expect(first).not.toBeChecked()
    release()
    await expect(first).toBeChecked()
    await expect(page.getByText('1 of 5 answered')).toBeVisible()
    await close()
  })
})

test('a page prerendered before a redeploy corrects itself on load', async ({ page }) => {
  let servedStale = false
  await page.route('**/services', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/(<h1[^>]*>)[\s\S]*?(<\/h1>)/, '$1An outdated heading$2')
    servedStale = html.includes('An outdated heading')
    await route.fulfill({ response, body: html })
  })
  const response = await page.goto('/services')
  expect(response?.status()).toBe(200)
  expect(servedStale, 'the page was served with a stale heading').toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('An outdated heading')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/)
})
