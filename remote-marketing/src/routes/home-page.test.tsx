import { screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { HomePage, loadHomeSections } from './home-page'

describe('HomePage', () => {
  // The sections below the hero are chunks of their own: loaded before rendering.
  beforeAll(loadHomeSections)
  // The booking calendar probes its host; there is none in tests.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))

  it('has one h1, then every section of docs/product.md §4 in order, each in its own deferred wrapper', () => {
    const { container } = renderWithRouter(<HomePage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect([...container.querySelectorAll('[data-deferred]')].map((w) => w.getAttribute('data-deferred'))).toEqual([
      'home-lead-process',
      'home-booking',
      'home-services',
      'home-margin',
      'home-testimonials',
      'home-pricing',
      'home-team',
      'home-faq',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'From scroll to booked consult in three steps' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument()
  })
})
