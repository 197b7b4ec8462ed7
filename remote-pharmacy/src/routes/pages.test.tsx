import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogueCopy } from '../content/catalogue'
import type { CategoryKey } from '../content/category-pages'
import { categorySlugs } from '../content/category-slugs'
import { CategoryPage, loadCategorySections } from './category-page'
import { loadPharmacyHomeSections, PharmacyHomePage } from './pharmacy-home-page'

// The home page's sections below the hero are chunks of their own: loaded before rendering.
beforeAll(() => Promise.all([loadPharmacyHomeSections(), loadCategorySections()]))
// The calendar probes its host with fetch; in tests that host is never reachable.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))
afterEach(() => vi.unstubAllGlobals())

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('PharmacyHomePage', () => {
  it('has one h1, the calendar section and every section of docs/product.md §10 in order', () => {
    const { container } = renderAt('/pharmacy-partners', PharmacyHomePage)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector('#main-booking-calendar')).not.toBeNull()
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      'Sourcing on Your Own vs. With the Network',
      '503A Patient-Specific and 503B Office-Stock Compounding',
      'Book a 30-Minute Pharmacy Savings Call',
      catalogueCopy.title,
      'A Network Built Around Your Kind of Practice',
      'Operators Who Have Run Clinics, Not Just Sold to Them',
      'Why Practices Choose Our Pharmacy Network',
      'Partner story',
      'Related resources',
      'Find Out What Your Practice Would Save',
    ])
  })

  it('links the related resources to the blog article paths', () => {
    renderAt('/pharmacy-partners', PharmacyHomePage)
    const box = screen.getByRole('complementary', { name: 'Related resources' })
    expect(within(box).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/blog/glp1-weight-loss-revenue-stream',
      '/blog/building-patient-trust-telehealth',
      '/blog/digital-marketing-aesthetic-practices',
    ])
  })

  it('links a card to each category page', () => {
    renderAt('/pharmacy-partners', PharmacyHomePage)
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(categorySlugs.length).toBeGreaterThan(0)
    for (const slug of categorySlugs) {
      expect(hrefs).toContain(`/pharmacy-partners/${slug}`)
    }
  })

  it('gives every call-to-action button a data-cta', () => {
    renderAt('/pharmacy-partners', PharmacyHomePage)
    for (const name of ['Contact Our Network', 'Join Our Network', 'Book My Savings Call']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-cta')
    }
  })
})

const categories: [CategoryKey, boolean][] = [
  ['compounding', true],
  ['wellness-doctors', true],
  ['aesthetic-practitioners', false],
  ['telemedicine', true],
  ['specialty-clinics', true],
  ['certified', false],
]

describe.each(categories)('/pharmacy-partners/%s', (slug, hasCalendar) => {
  const Page = () => <CategoryPage category={slug} />
  it(`has a header, three features, a CTA and ${hasCalendar ? 'a' : 'no'} booking calendar`, () => {
    const { container } = renderAt(`/pharmacy-partners/${slug}`, Page)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    const header = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' })
    expect(within(header).getByRole('button')).toHaveAttribute('data-cta')
    expect(container.querySelector('#main-booking-calendar') !== null).toBe(hasCalendar)
  })

  it('goes Back to Network', async () => {
    const user = userEvent.setup()
    renderAt(`/pharmacy-partners/${slug}`, Page)
    const back = screen.getByRole('link', { name: 'Back to Network' })
    expect(back).toHaveAttribute('href', '/pharmacy-partners')
    await user.click(back)
    expect(screen.getByText('Elsewhere')).toBeInTheDocument()
  })
})
