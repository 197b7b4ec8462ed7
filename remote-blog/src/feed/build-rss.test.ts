import { describe, expect, it } from 'vitest'
import { articles } from '../content/articles'
import { buildRss, type FeedArticle } from './build-rss'

const site = 'https://www.example-practice.com'

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

describe('buildRss', () => {
  it('is a valid RSS 2.0 document with one item per article, newest first, with absolute links', () => {
    const doc = parse(buildRss(articles, site))
    expect(doc.documentElement.nodeName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = [...doc.getElementsByTagName('item')]
    expect(articles.length).toBeGreaterThan(0)
    expect(items).toHaveLength(articles.length)
    const links = items.map((i) => i.getElementsByTagName('link')[0]?.textContent)
    expect(links.sort()).toEqual(articles.map((a) => `${site}/blog/${a.slug}`).sort())
    const dates = items.map((i) => Date.parse(i.getElementsByTagName('pubDate')[0]?.textContent ?? ''))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(doc.getElementsByTagName('channel')[0]?.getElementsByTagName('link')[0]?.textContent).toBe(`${site}/blog`)
  })

  it('escapes markup characters in text', () => {
    const tricky: FeedArticle = {
      slug: 'a-and-b',
      title: 'Fees & <Rebates> "quoted"',
      excerpt: "Don't take 5 < 6 for granted & more",
      category: 'Pharmacy',
      date: '2026-01-02',
      updated: '2026-01-03',
    }
    const xml = buildRss([tricky], `${site}/`)
    expect(xml).toContain('Fees &amp; &lt;Rebates&gt; &quot;quoted&quot;')
    const item = parse(xml).getElementsByTagName('item')[0]
    expect(item?.getElementsByTagName('title')[0]?.textContent).toBe(tricky.title)
    expect(item?.getElementsByTagName('description')[0]?.textContent).toBe(tricky.excerpt)
    expect(item?.getElementsByTagName('link')[0]?.textContent).toBe(`${site}/blog/a-and-b`)
  })

  it('is deterministic', () => {
    expect(buildRss(articles, site)).toBe(buildRss(articles, site))
  })
})
