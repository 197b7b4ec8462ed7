import { defaultSiteConfig } from 'shared/config'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

const site = defaultSiteConfig.siteUrl

for (const meta of allPages) {
  test(`${meta.path} has its title, description, canonical and valid JSON-LD`, async ({ page }) => {
    await page.goto(meta.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(meta.title)
    expect(meta.title.length, meta.title).toBeGreaterThanOrEqual(30)
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(60)
    expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(120)
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160)

    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
    await expect(head.locator('meta[name="description"]')).toHaveCount(1)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${meta.path}`)
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site}${meta.path}`)
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

    const blocks = await head.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
    const types = data.map((d) => d['@type'])
    expect(types).toContain('ProfessionalService')
    const business = data.find((d) => d['@type'] === 'ProfessionalService')
    expect(business?.telephone).toBe(defaultSiteConfig.phone.e164)
    expect(JSON.stringify(business)).toContain('09:00')
    expect(JSON.stringify(data)).not.toMatch(/example\.com|555-?555|your-?site|placeholder/i)
    expect(types.includes('BreadcrumbList')).toBe((meta.breadcrumbs?.length ?? 0) > 1)
    expect(types.includes('FAQPage')).toBe((meta.faq?.length ?? 0) > 0)
    expect(types.includes('Article')).toBe(meta.type === 'article')
    if (meta.type === 'article') await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
  })
}

test('the 404 page is not indexed', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
})
