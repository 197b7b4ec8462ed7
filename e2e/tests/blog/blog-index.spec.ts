import { expect, test } from '../../fixtures'
import { blogArticles } from './blog-data'

test.describe('/blog index', () => {
  test('lists every article as a card with its category, date, read time and a Read Article link', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const main = page.getByRole('main')
    const cards = main.getByRole('article')
    expect(blogArticles.length).toBeGreaterThan(0)
    await expect(cards).toHaveCount(blogArticles.length)
    for (const { slug, title, category, date } of blogArticles) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
      await expect(card.getByText(category, { exact: true })).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(card.locator('time')).toHaveAttribute('datetime', date)
      await expect(card.getByRole('link', { name: `Read Article: ${title}`, exact: true })).toHaveAttribute('href', `/blog/${slug}`)
    }
  })

  test('a Read Article link opens its article', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: /^Read Article: .*Compounding Pharmacy Partnerships/ }).click()
    await expect(page).toHaveURL('/blog/compounding-pharmacy-partnerships')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Compounding Pharmacy Partnerships/)
  })

  test('ends with calls to action to the telehealth program and the services', async ({ page }) => {
    await page.goto('/blog')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Explore Telehealth Empire' })).toHaveAttribute('href', '/telehealth-empire')
    await main.getByRole('link', { name: 'See Our Services' }).click()
    await expect(page).toHaveURL('/services')
  })
})
