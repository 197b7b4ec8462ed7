import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { articles } from '../content/articles'
import { BlogIndexPage } from './blog-index-page'

function renderIndex() {
  return renderWithRouter(<BlogIndexPage />, '/blog')
}

describe('BlogIndexPage', () => {
  it('shows one h1 and a card per article with category, date, read time and a named Read Article link', () => {
    renderIndex()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const cards = screen.getAllByRole('article')
    expect(articles.length).toBeGreaterThan(0)
    expect(cards).toHaveLength(articles.length)
    for (const a of articles) {
      const card = cards.find((c) => within(c).queryByRole('heading', { name: a.title }))
      expect(card, a.slug).toBeDefined()
      const scope = within(card as HTMLElement)
      expect(scope.getByText(a.category)).toBeInTheDocument()
      expect(scope.getByText(/\d+ min read/)).toBeInTheDocument()
      expect(scope.getByText(a.excerpt)).toBeInTheDocument()
      expect(card?.querySelector(`time[datetime="${a.date}"]`)).not.toBeNull()
      const link = scope.getByRole('link', { name: `Read Article: ${a.title}` })
      expect(link).toHaveAttribute('href', `/blog/${a.slug}`)
      expect(link).toHaveAttribute('data-cta')
    }
  })

  it('ends with calls to action to the telehealth program and the services', () => {
    renderIndex()
    expect(screen.getByRole('link', { name: 'Explore Telehealth Empire' })).toHaveAttribute('href', '/telehealth-empire')
    expect(screen.getByRole('link', { name: 'See Our Services' })).toHaveAttribute('href', '/services')
  })
})
