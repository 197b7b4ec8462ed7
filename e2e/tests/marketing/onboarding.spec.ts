import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures'
import { openPage, waitForEmbedFallback } from './helpers'

test.describe('/onboarding', () => {
  test('embeds the onboarding form in an 800px titled iframe when its host answers', async ({ page }) => {
    const config = (await (await page.request.get('/config.json')).json()) as { onboardingFormUrl?: string }
    const origin = new URL(config.onboardingFormUrl ?? 'https://api.leadconnectorhq.com').origin
    // Stand in for the form provider: tests have no third-party network.
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Form</title><p>Onboarding form</p>' }),
    )
    await openPage(page, '/onboarding')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Elevate Practice Partners' })).toBeVisible()
    const frame = page.locator('iframe[title="Elevate Practice Partners onboarding form"]')
    await frame.scrollIntoViewIfNeeded()
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('loading', 'lazy')
    expect((await frame.boundingBox())?.height).toBe(800)
    await expect(page.frameLocator('iframe[title="Elevate Practice Partners onboarding form"]').getByText('Onboarding form')).toBeVisible()
  })

  test('shows a call or text fallback in the same space when the form cannot load', async ({ page }) => {
    await openPage(page, '/onboarding')
    await waitForEmbedFallback(page, 'onboarding form')
    const fallback = page.getByRole('status').filter({ hasText: 'could not load' })
    expect((await fallback.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(800)
    await expect(fallback.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openPage(page, '/onboarding')
    await waitForEmbedFallback(page, 'onboarding form')
    await expectNoSeriousA11yViolations(page)
  })
})
