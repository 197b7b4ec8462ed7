import type { Article } from '../content/article-types'
import { blogMeta } from '../content/blog-meta'
import { formatRfc822 } from '../lib/format-date'

export type FeedArticle = Pick<Article, 'slug' | 'title' | 'excerpt' | 'category' | 'date' | 'updated'>

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
}

function element(name: string, value: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(value)}</${name}>`
}

/**
 * The blog's RSS 2.0 feed, newest first, with absolute links on `siteUrl`. Pure and deterministic
 * (lastBuildDate is the newest article change, not the clock) so rebuilding unchanged content
 * yields the same file.
 */
export function buildRss(articles: readonly FeedArticle[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date))
  const lastChange = articles.map((a) => a.updated).sort().at(-1)
  const items = sorted.map((a) => {
    const link = `${origin}/blog/${a.slug}`
    return [
      '    <item>',
      `      ${element('title', a.title)}`,
      `      ${element('link', link)}`,
      `      ${element('guid', link, ' isPermaLink="true"')}`,
      `      ${element('description', a.excerpt)}`,
      `      ${element('category', a.category)}`,
      `      ${element('pubDate', formatRfc822(a.date))}`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', blogMeta.feedTitle)}`,
    `    ${element('link', `${origin}${blogMeta.index.path}`)}`,
    `    ${element('description', blogMeta.feedDescription)}`,
    '    <language>en-us</language>',
    ...(lastChange ? [`    ${element('lastBuildDate', formatRfc822(lastChange))}`] : []),
    `    <atom:link href="${escapeXml(`${origin}${blogMeta.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
