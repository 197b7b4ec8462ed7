import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { article } from '../content/articles/compounding-pharmacy-partnerships'
import { ArticlePage } from './article-page'

function renderArticle() {
  return renderWithRouter(<ArticlePage article={article} />, `/blog/${article.slug}`)
}

describe('ArticlePage', () => {
  it('shows the title as the one h1, the date and the read time', () => {
    renderArticle()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title)
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement
    expect(within(header).getByText(/^7 min read$/)).toBeInTheDocument()
    expect(document.querySelector(`time[datetime="${article.date}"]`)).toHaveTextContent('July 14, 2026')
  })

  it('shows breadcrumbs and the three intro stats', () => {
    renderArticle()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    for (const stat of article.stats) expect(screen.getByText(stat.label)).toBeInTheDocument()
  })

  it('has a table of contents whose anchors match the section headings', () => {
    renderArticle()
    const toc = screen.getByRole('navigation', { name: 'In this article' })
    const anchors = within(toc).getAllByRole('link')
    expect(anchors.length).toBeGreaterThanOrEqual(3)
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')?.slice(1) ?? ''
      const target = document.getElementById(id)
      expect(target?.tagName, id).toBe('H2')
      expect(target).toHaveTextContent(anchor.textContent ?? '')
    }
  })

  it('renders internal links in the body and the closing call to action', () => {
    renderArticle()
    expect(screen.getAllByRole('link', { name: 'pharmacy partner network' })[0]).toHaveAttribute('href', '/pharmacy-partners')
    const cta = screen.getByRole('link', { name: article.cta.label })
    expect(cta).toHaveAttribute('href', article.cta.to)
    expect(cta).toHaveAttribute('data-cta', `article-cta-${article.slug}`)
  })

  it('suggests three other articles', () => {
    renderArticle()
    const more = screen.getByRole('region', { name: 'Keep reading' })
    expect(within(more).getAllByRole('article')).toHaveLength(3)
    expect(within(more).queryByRole('heading', { name: article.title })).toBeNull()
  })
})
