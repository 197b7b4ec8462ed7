import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getSiteConfig } from 'shared/config'
import type { RouteMeta } from 'shared/routes'
import { repoRoot, shellDist } from '../server/paths'
import { buildNewsSitemap, buildRobots, buildSitemap } from './sitemaps'

/** sitemap.xml, news-sitemap.xml, robots.txt and the blog feed as real files, for any static host. */
export function writeSiteFiles(pages: RouteMeta[]): void {
  const { siteUrl, businessName } = getSiteConfig()
  writeFileSync(join(shellDist, 'sitemap.xml'), buildSitemap(pages, siteUrl))
  writeFileSync(join(shellDist, 'news-sitemap.xml'), buildNewsSitemap(pages, siteUrl, businessName))
  writeFileSync(join(shellDist, 'robots.txt'), buildRobots(siteUrl))
  const feed = join(repoRoot, 'remote-blog/dist/rss.xml')
  if (existsSync(feed)) {
    mkdirSync(join(shellDist, 'blog'), { recursive: true })
    copyFileSync(feed, join(shellDist, 'blog/rss.xml'))
  }
}
