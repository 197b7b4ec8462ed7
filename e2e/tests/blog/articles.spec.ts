import { expect, test } from '../../fixtures'
import { blogArticles, closingCtaTargets } from './blog-data'

/**
 * One visit per article, in three steps; the call to action's link is followed last, as it leaves
 * the page.
 */
for (const { slug, title } of blogArticles) {
  test(`/blog/${slug}: heading, date, read time and stats; contents anchors; closing call to action`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')

    await test.step('shows its heading, date, read time and intro stats', async () => {
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveText(title)
      const minutes = Number((await main.getByText(/^\d+ min read$/).first().textContent())?.match(/\d+/)?.[0])
      expect(minutes).toBeGreaterThanOrEqual(5)
      expect(minutes).toBeLessThanOrEqual(10)
      await expect(main.getByText(/^Published/)).toBeVisible()
      await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toBeVisible()
      await expect(main.getByRole('definition')).toHaveCount(3)
    })

    await test.step('table of contents anchors jump to their sections', async () => {
      const toc = page.getByRole('navigation', { name: 'In this article' })
      // all() does not wait: let the lazily loaded article render first.
      await expect(toc.getByRole('link').first()).toBeVisible()
      const anchors = await toc.getByRole('link').all()
      expect(anchors.length).toBeGreaterThanOrEqual(3)
      // The last section first (furthest down the page), then the first one (back up).
      for (const anchor of [anchors.at(-1), anchors[0]]) {
        if (!anchor) continue
        const href = (await anchor.getAttribute('href')) ?? ''
        expect(href).toMatch(/^#[a-z0-9-]+$/)
        // By attribute: ids such as "503a-and-503b" are valid HTML but not valid CSS #selectors.
        const section = page.locator(`[id="${href.slice(1)}"]`)
        await expect(section).toHaveRole('heading')
        await expect(section).toHaveText((await anchor.textContent()) ?? '')
        await anchor.click()
        await expect(page).toHaveURL(`/blog/${slug}${href}`)
        await expect(section).toBeInViewport()
      }
    })

    await test.step('closes with a call to action to the program, the network or the audit', async () => {
      const cta = main.getByRole('complementary')
      await expect(cta).toHaveCount(1)
      await expect(cta.getByRole('heading', { level: 2 })).toBeVisible()
      const link = cta.getByRole('link')
      const target = (await link.getAttribute('href')) ?? ''
      expect(closingCtaTargets).toContain(target)
      await expect(link).toHaveAttribute('data-cta', `article-cta-${slug}`)
      await link.click()
      await expect(page).toHaveURL(target)
    })
  })
}

test.describe('the sticky table of contents on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('marks the section being read as the reader moves down and back up', async ({ page }) => {
    await page.goto('/blog/how-to-launch-a-telehealth-practice')
    const toc = page.getByRole('navigation', { name: 'In this article' })
    await expect(toc.getByRole('link').first()).toBeVisible()
    const links = await toc.getByRole('link').all()
    expect(links.length).toBeGreaterThanOrEqual(4)
    const current = toc.locator('[aria-current="location"]')
    // Above the first section: nothing is marked.
    await expect(current).toHaveCount(0)

    for (const index of [2, 3, 1]) {
      const link = links[index]!
      await link.click()
      await expect(current).toHaveCount(1)
      await expect(link).toHaveAttribute('aria-current', 'location')
    }

    // Reading on by scrolling, not by the list: the mark follows the text.
    const fourth = page.locator(`[id="${((await links[3]!.getAttribute('href')) ?? '').slice(1)}"]`)
    await fourth.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 150))
    await expect(links[3]!).toHaveAttribute('aria-current', 'location')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(current).toHaveCount(0)
  })
})
