import { describe, expect, it } from 'vitest'
import { parseMarkdown, tableOfContents, type Inline } from '../lib/markdown'
import { countWords, WORDS_PER_MINUTE } from '../lib/read-time'
import { articles } from './articles'

/** The articles of docs/product.md §12: the one test that holds the registry to the product's list. */
const productSlugs = [
  'glp1-weight-loss-revenue-stream',
  'compounding-pharmacy-partnerships',
  'digital-marketing-aesthetic-practices',
  'telehealth-compliance-regulations',
  'building-patient-trust-telehealth',
  'how-to-launch-a-telehealth-practice',
]

/** Paths an article may link to: the site's registered pages (docs/product.md §2). */
const sitePaths = new Set([
  '/',
  '/services',
  '/marketing-audit',
  '/onboarding',
  '/pharmacy-partners',
  '/telehealth-empire',
  '/blog',
  ...['compounding', 'wellness-doctors', 'aesthetic-practitioners', 'telemedicine', 'specialty-clinics', 'certified'].map((c) => `/pharmacy-partners/${c}`),
  ...['ad-creative', 'targeted-audience', 'lead-system', 'crm-automation', 'local-seo', 'web-presence'].map((s) => `/services/${s}`),
  ...articles.map((a) => `/blog/${a.slug}`),
])

function links(nodes: Inline[]): string[] {
  return nodes.flatMap((n) => (n.type === 'link' ? [n.href, ...links(n.children)] : n.type === 'text' ? [] : links(n.children)))
}

describe('the articles', () => {
  it('are the six of docs/product.md §12, each registered once, in its six categories', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...productSlugs].sort())
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(['Telehealth', 'Weight Loss', 'Pharmacy', 'Marketing', 'Compliance', 'Patient Care']))
  })

  describe.each(articles.map((a) => [a.slug, a] as const))('%s', (_slug, article) => {
    const blocks = parseMarkdown(article.body)

    it('is 1,000-2,000 words, a 5-10 minute read', () => {
      const words = countWords(article.body)
      expect(words).toBeGreaterThanOrEqual(1000)
      expect(words).toBeLessThanOrEqual(2000)
      const minutes = Math.ceil(words / WORDS_PER_MINUTE)
      expect(minutes).toBeGreaterThanOrEqual(5)
      expect(minutes).toBeLessThanOrEqual(10)
    })

    it('has valid metadata, dates and three intro stats', () => {
      expect(article.description.length).toBeGreaterThanOrEqual(120)
      expect(article.description.length).toBeLessThanOrEqual(160)
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(article.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(article.updated >= article.date).toBe(true)
      expect(article.stats).toHaveLength(3)
      expect(article.keywords.length).toBeGreaterThan(0)
      expect(article.excerpt.length).toBeGreaterThan(40)
    })

    it('has at least three sections with unique anchor ids', () => {
      const toc = tableOfContents(blocks)
      expect(toc.length).toBeGreaterThanOrEqual(3)
      const ids = blocks.flatMap((b) => (b.type === 'heading' ? [b.id] : []))
      expect(new Set(ids).size).toBe(ids.length)
    })

    it('links only to real site pages, including other articles and site sections', () => {
      const hrefs = blocks.flatMap((b) => (b.type === 'list' ? b.items.flatMap(links) : links(b.children)))
      expect(hrefs.filter((h) => !sitePaths.has(h))).toEqual([])
      expect(hrefs.filter((h) => h.startsWith('/blog/') && h !== `/blog/${article.slug}`).length).toBeGreaterThanOrEqual(1)
      expect(hrefs.filter((h) => !h.startsWith('/blog')).length).toBeGreaterThanOrEqual(1)
    })

    it('closes with a call to action to the program, the network or the audit', () => {
      expect(['/telehealth-empire', '/pharmacy-partners', '/marketing-audit']).toContain(article.cta.to)
      expect(article.cta.label.length).toBeGreaterThan(3)
    })
  })
})
