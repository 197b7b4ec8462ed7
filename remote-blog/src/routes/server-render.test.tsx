import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { articles } from '../content/articles'
import { ArticlePage } from './article-page'
import { BlogIndexPage } from './blog-index-page'

// Pages are prerendered in Node: they must render without window or document. (The shared test
// setup needs jsdom, so the browser globals are removed around each render instead.)
describe('server rendering', () => {
  beforeEach(() => {
    vi.stubGlobal('window', undefined)
    vi.stubGlobal('document', undefined)
    vi.stubGlobal('localStorage', undefined)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('renders the index, a card per article', () => {
    const html = renderToString(
      <StaticRouter location="/blog">
        <BlogIndexPage />
      </StaticRouter>,
    )
    expect(articles.length).toBeGreaterThan(0)
    expect(html.match(/<article/g)).toHaveLength(articles.length)
  })

  it.each(articles.map((a) => [a.slug, a] as const))('renders %s with its links as anchors', (slug, article) => {
    const html = renderToString(
      <StaticRouter location={`/blog/${slug}`}>
        <ArticlePage article={article} />
      </StaticRouter>,
    )
    expect(html).toContain('<h1')
    expect(html).toContain(`href="${article.cta.to}"`)
    expect(html).toMatch(/<a [^>]*href="#[a-z0-9-]+"/)
  })
})
