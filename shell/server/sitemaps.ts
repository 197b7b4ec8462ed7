import type { RouteMeta } from 'shared/helpers/routes'

const xmlEscape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const loc = (siteUrl: string, path: string) => xmlEscape(`${siteUrl}${path === '/' ? '/' : path}`)

const changed = (p: RouteMeta) => p.modifiedTime ?? p.publishedTime

/**
 * When a page last changed, where that is known: an article's own date, and for an index (such as
 * /blog) its newest article's. Other pages have none: the build date on every page would tell search
 * engines the whole site changes with each deploy, and they learn to ignore lastmod altogether.
 */
function lastModified(page: RouteMeta, pages: RouteMeta[]): string | undefined {
  const own = changed(page)
  if (own || page.path === '/') return own
  const listed = pages.filter((p) => p.type === 'article' && p.path.startsWith(`${page.path}/`)).map(changed)
  return listed.filter((d): d is string => !!d).sort().at(-1)
}

/** sitemaps.org protocol 0.9: every indexable page, with its last modification date where known. */
export function buildSitemap(pages: RouteMeta[], siteUrl: string): string {
  const urls = pages
    .filter((p) => p.sitemap !== false)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((p) => {
      const lastmod = lastModified(p, pages)
      const priority = p.path === '/' ? '1.0' : p.type === 'article' ? '0.7' : '0.8'
      return `  <url>\n    <loc>${loc(siteUrl, p.path)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}    <priority>${priority}</priority>\n  </url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Google News reads a news sitemap for articles published in the last two days, and only those. */
export const NEWS_SITEMAP_DAYS = 2

/**
 * The Google News sitemap: how Google News finds fresh articles. It lists the articles published in
 * the last NEWS_SITEMAP_DAYS days (by UTC date, `now` included), so between articles it is empty;
 * every article, however old, is in sitemap.xml.
 */
export function buildNewsSitemap(pages: RouteMeta[], siteUrl: string, publication: string, now: Date = new Date()): string {
  const since = new Date(now.getTime() - NEWS_SITEMAP_DAYS * 86_400_000).toISOString().slice(0, 10)
  const urls = pages
    .filter((p) => p.type === 'article' && (p.publishedTime ?? '') >= since)
    .sort((a, b) => (b.publishedTime ?? '').localeCompare(a.publishedTime ?? ''))
    .map(
      (p) => `  <url>
    <loc>${loc(siteUrl, p.path)}</loc>
    <news:news>
      <news:publication>
        <news:name>${xmlEscape(publication)}</news:name>
        <news:language>en</news:language>
      </news:publication>
      <news:publication_date>${p.publishedTime ?? ''}</news:publication_date>
      <news:title>${xmlEscape(p.headline ?? p.title)}</news:title>
    </news:news>
  </url>`,
    )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /rest/\n\nSitemap: ${siteUrl}/sitemap.xml\nSitemap: ${siteUrl}/news-sitemap.xml\n`
}
