import { expect, test } from '../../fixtures'
import { categoryPages } from './pages'

for (const name of ['Contact Our Network', 'Join Our Network']) {
  test(`hero "${name}" scrolls the booking calendar into view`, async ({ page }) => {
    await page.goto('/pharmacy-partners')
    const calendar = page.locator('#main-booking-calendar')
    await expect(calendar).not.toBeInViewport()
    await page.getByRole('button', { name }).click()
    await expect(calendar).toBeInViewport()
    // Focus follows the scroll so keyboard and screen-reader users land in the section too.
    await expect(calendar).toBeFocused()
    await expect(page).toHaveURL(/\/pharmacy-partners$/)
  })
}

test('hero buttons work from the keyboard', async ({ page }) => {
  await page.goto('/pharmacy-partners')
  await page.getByRole('button', { name: 'Join Our Network' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-booking-calendar')).toBeInViewport()
})

for (const category of categoryPages) {
  test(`${category.path}: the call to action reaches a booking calendar`, async ({ page }) => {
    await page.goto(category.path)
    const header = page.getByRole('region', { name: category.heading })
    await header.getByRole('button').click()
    // Pages without a calendar send visitors to the network home's calendar.
    if (!category.calendar) await expect(page).toHaveURL(/\/pharmacy-partners#main-booking-calendar$/)
    else await expect(page).toHaveURL(new RegExp(`${category.path}$`))
    await expect(page.locator('#main-booking-calendar')).toBeInViewport()
  })
}
