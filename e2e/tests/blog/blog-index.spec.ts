import { expect, test } from '../../fixtures'
import { blogArticles } from './blog-data'

test.describe('/blog index', () => {
  test('lists the six articles as cards with category, date, read time and a Read Article link', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const main = page.getByRole('main')
    const cards = main.getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
      await expect(card.getByText(/^(Telehealth|Weight Loss|Pharmacy|Marketing|Compliance|Patient Care)$/)).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    }
    for (const { slug, heading } of blogArticles) {
      const link = main.getByRole('link', { name: new RegExp(`^Read Article: .*${heading.source}`) })
      await expect(link).toHaveAttribute('href', `/blog/${slug}`)
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
