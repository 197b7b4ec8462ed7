import { defaultSiteConfig } from 'shared/singletons/config'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

const site = defaultSiteConfig.siteUrl
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

test('sitemap.xml lists every page, dated where the date is known, per the sitemap protocol', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  const listed = locs(xml)
  const required = ['/', '/services', '/marketing-audit', '/telehealth-empire', '/pharmacy-partners', '/blog',
    ...['compounding', 'wellness-doctors', 'aesthetic-practitioners', 'telemedicine', 'specialty-clinics', 'certified'].map((c) => `/pharmacy-partners/${c}`),
    ...['ad-creative', 'targeted-audience', 'lead-system', 'crm-automation', 'local-seo', 'web-presence'].map((s) => `/services/${s}`),
    ...allPages.filter((p) => p.type === 'article').map((p) => p.path)]
  for (const path of required) expect(listed).toContain(`${site}${path === '/' ? '/' : path}`)
  expect(new Set(listed).size).toBe(listed.length)
  // Articles carry their own dates and /blog its newest article's; no page claims the build date.
  const articles = allPages.filter((p) => p.type === 'article')
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(articles.length + 1)
  for (const article of articles) expect(xml).toContain(`<loc>${site}${article.path}</loc>\n    <lastmod>${article.modifiedTime ?? article.publishedTime}</lastmod>`)
  const newest = articles.map((a) => a.modifiedTime ?? a.publishedTime ?? '').sort().at(-1)
  expect(xml).toContain(`<loc>${site}/blog</loc>\n    <lastmod>${newest}</lastmod>`)
})

test("the site's sharing image is a 1200×630 PNG at the address a page without a card of its own names", async ({ page, request }) => {
  await page.goto('/services')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toBe(`${site}/og-image.png`)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!)
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/)
  // Served by this server (the site URL is the production origin).
  const response = await request.get(new URL(image!).pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  // PNG signature, then the IHDR chunk's width and height.
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png')
})

test('an article names its own title as the headline', async ({ page }) => {
  await page.goto('/blog/telehealth-compliance-regulations')
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  const article = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'Article'),
  )
  expect(article.headline).toBe(heading)
  expect(await page.title()).not.toBe(heading)
})

test('onboarding (for signed clients) is kept out of the sitemap, yet stays indexable: every route is held to SEO 100', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).not.toContain('/onboarding<')
  await page.goto('/onboarding')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('news-sitemap.xml lists only the articles of the last two days, as Google News takes them', async ({ request }) => {
  const response = await request.get('/news-sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"')
  const since = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
  const fresh = allPages.filter((p) => p.type === 'article' && (p.publishedTime ?? '') >= since)
  expect(locs(xml).sort()).toEqual(fresh.map((a) => `${site}${a.path}`).sort())
  for (const date of xml.match(/(?<=<news:publication_date>)[^<]+/g) ?? []) expect(date >= since, date).toBe(true)
})

test('robots.txt names both sitemaps', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`)
  expect(text).toContain(`Sitemap: ${site}/news-sitemap.xml`)
})

test("a remote's own copy of the feed is noindex (the site's is /blog/rss.xml); its scripts stay crawlable", async ({ request }) => {
  const copy = await request.get('/remotes/remote-blog/rss.xml')
  expect(copy.status()).toBe(200)
  expect(copy.headers()['x-robots-tag']).toBe('noindex')
  expect((await request.get('/blog/rss.xml')).headers()['x-robots-tag']).toBeUndefined()
  const entry = await request.get('/remotes/remote-blog/remoteEntry.js')
  expect(entry.status()).toBe(200)
  expect(entry.headers()['x-robots-tag']).toBeUndefined()
})
