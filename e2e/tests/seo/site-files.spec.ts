import { defaultSiteConfig } from 'shared/config'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

const site = defaultSiteConfig.siteUrl
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

test('sitemap.xml lists every page with lastmod, per the sitemap protocol', async ({ request }) => {
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
  expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length)
})

test('news-sitemap.xml lists the six articles with publication dates', async ({ request }) => {
  const xml = await (await request.get('/news-sitemap.xml')).text()
  expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"')
  const articles = allPages.filter((p) => p.type === 'article')
  expect(articles).toHaveLength(6)
  expect(locs(xml).sort()).toEqual(articles.map((a) => `${site}${a.path}`).sort())
  expect(xml.match(/<news:publication_date>\d{4}-\d{2}-\d{2}<\/news:publication_date>/g)).toHaveLength(6)
})

test('robots.txt names both sitemaps', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`)
  expect(text).toContain(`Sitemap: ${site}/news-sitemap.xml`)
})
