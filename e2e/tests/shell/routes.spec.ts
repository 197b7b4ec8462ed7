import { expect, test } from '../../fixtures'

/** Every route of SPEC §2 answers 200 and shows its page heading (served by its remote). */
const routes: [path: string, heading: RegExp][] = [
  ['/', /.+/],
  ['/services', /.+/],
  ['/marketing-audit', /.+/],
  ['/onboarding', /.+/],
  ['/pharmacy-partners', /.+/],
  ['/pharmacy-partners/compounding', /.+/],
  ['/pharmacy-partners/wellness-doctors', /.+/],
  ['/pharmacy-partners/aesthetic-practitioners', /.+/],
  ['/pharmacy-partners/telemedicine', /.+/],
  ['/pharmacy-partners/specialty-clinics', /.+/],
  ['/pharmacy-partners/certified', /.+/],
  ['/telehealth-empire', /.+/],
  ['/blog', /.+/],
  ['/blog/glp1-weight-loss-revenue-stream', /.+/],
  ['/blog/compounding-pharmacy-partnerships', /.+/],
  ['/blog/digital-marketing-aesthetic-practices', /.+/],
  ['/blog/telehealth-compliance-regulations', /.+/],
  ['/blog/building-patient-trust-telehealth', /.+/],
  ['/blog/how-to-launch-a-telehealth-practice', /.+/],
  ['/services/ad-creative', /.+/],
  ['/services/local-seo', /.+/],
  ['/privacy-policy', /privacy/i],
  ['/terms-and-conditions', /terms/i],
]

for (const [path, heading] of routes) {
  test(`${path} answers 200 and shows its heading`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText(heading)
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

for (const path of ['/does-not-exist', '/services-x', '/telehealth-empire/extra', '/pharmacy-partners/unknown', '/blog/no-such-article']) {
  test(`${path} shows the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/)
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })
}
