import type { APIRequestContext } from '@playwright/test'
import { defaultSiteConfig } from 'shared/singletons/config'
import { expect, test } from '../../fixtures'

const site = defaultSiteConfig.siteUrl

/** The head's social tags as the served page carries them: what a link preview reads (it runs no script). */
async function socialTags(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text()
  const tags: Record<string, string> = {}
  for (const [, name, content] of html.matchAll(/<meta data-route-head (?:property|name)="((?:og|twitter):image[^"]*)" content="([^"]*)">/g)) {
    tags[name!] = content!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  }
  return tags
}

const brand = defaultSiteConfig.businessName
/** Each card's alt text names what it shows: the page's heading, its section and the brand. */
const cards = [
  { path: '/blog/how-to-launch-a-telehealth-practice', alt: `How to Launch a Telehealth Practice: The Complete 2026 Guide for Med Spas and Wellness Clinics — Blog, ${brand}` },
  { path: '/services/web-presence', alt: `Websites for Med Spas & Clinics — Services, ${brand}` },
  { path: '/marketing-audit', alt: `Free Practice Marketing Audit — Free Audit, ${brand}` },
]

test('an article, a service page and the audit are shared with a card of their own, from their release', async ({ request }) => {
  const home = await socialTags(request, '/')
  expect(home['og:image']).toBe(`${site}/og-image.png`)
  const seen = new Set<string>([home['og:image']!])
  for (const { path, alt } of cards) {
    const tags = await socialTags(request, path)
    const image = tags['og:image']!
    // Absolute, on the site's public origin, in the owning remote's release folder.
    expect(image, path).toMatch(new RegExp(`^${site}/remotes/remote-[a-z]+/og/[\\w-]+\\.png$`))
    expect(seen.has(image), `${path} shares another page's image`).toBe(false)
    seen.add(image)
    expect(tags['twitter:image']).toBe(image)
    expect(tags['og:image:type']).toBe('image/png')
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630'])
    expect(tags['og:image:alt']).toBe(alt)
    expect(tags['twitter:image:alt']).toBe(tags['og:image:alt'])
    const response = await request.get(new URL(image).pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // The IHDR chunk's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(png.length).toBeLessThan(100_000)
  }
})

test('the live page keeps naming its own card once its section runs', async ({ page, request }) => {
  const { path } = cards[0]!
  const served = await socialTags(request, path)
  await page.goto(path)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', served['og:image']!)
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', served['og:image:alt']!)
  // A visit inside the site names the next page's card.
  await page.goto('/services')
  await page.locator('a[data-cta="services-detail-web-presence"]').click()
  await expect(page).toHaveURL(/\/services\/web-presence$/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}/remotes/remote-marketing/og/services__web-presence.png`)
})
