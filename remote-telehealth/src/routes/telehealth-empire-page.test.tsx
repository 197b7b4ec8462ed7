import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { figureValue } from '../test/figure-value'
import { routeData } from './route-data'
import { loadTelehealthEmpireSections, TelehealthEmpirePage } from './telehealth-empire-page'

async function renderPage() {
  const view = renderWithRouter(<TelehealthEmpirePage />)
  // Let the booking widget's reachability probe settle (it is rejected below: no network in tests).
  await act(async () => {})
  return view
}

describe('TelehealthEmpirePage', () => {
  // The sections below the intro are chunks of their own: loaded before rendering.
  beforeAll(loadTelehealthEmpireSections)
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('has one h1 and the sections of docs/product.md §11 in order', async () => {
    await renderPage()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    // The product's wording, word for word: the home page's telehealth panel makes the same claim.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Launch a multi-state telehealth practice on a 30-day plan$/)
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      'The program at a glance',
      'Founders who built their telehealth empire with us',
      'Six unfair advantages for a new telehealth practice',
      'From kickoff to first patients in four phases',
      'What could your telehealth practice earn?',
      'CLAIM YOUR EMPIRE THRONE',
      'Telehealth launch questions',
      'Related resources',
    ])
  })

  it('shows three success stories, six advantages and the four timeline phases with the guarantee', async () => {
    await renderPage()
    const stories = screen.getByRole('region', { name: 'Founders who built their telehealth empire with us' })
    expect(within(stories).getAllByRole('article')).toHaveLength(3)
    const advantages = screen.getByRole('region', { name: 'Six unfair advantages for a new telehealth practice' })
    expect(within(advantages).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    for (const days of ['Days 1-7', 'Days 8-14', 'Days 15-21', 'Days 22-30']) expect(screen.getByText(days)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'The 30-day launch guarantee' })).toBeInTheDocument()
    expect(screen.getByText(/^Terms apply/)).toBeInTheDocument()
  })

  it('has the booking section with its anchor, highlights, calendar and next steps', async () => {
    const { container } = await renderPage()
    const booking = screen.getByRole('region', { name: 'CLAIM YOUR EMPIRE THRONE' })
    expect(booking).toHaveAttribute('id', 'telehealth-booking-calendar')
    expect(figureValue(booking, 'Strategy Call')).toBe('30 MIN')
    expect(figureValue(booking, 'No Cost Analysis')).toBe('FREE')
    expect(figureValue(booking, 'Quick Response')).toBe('24HR')
    expect(within(booking).getByText('Limited Spots Available - Book Now!')).toBeInTheDocument()
    // The calendar loads only as the visitor nears it (never here: no viewport), holding its 1000px meanwhile.
    expect(within(booking).getByText('Loading the booking calendar…')).toBeInTheDocument()
    expect(container.querySelector('[style*="min-height: 1000px"]')).not.toBeNull()
    expect(container.querySelector('[style*="height: 1000px"][aria-busy="true"]')).not.toBeNull()
    const steps = within(booking).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(steps).toEqual(['Strategy Call', 'Custom Plan', 'Launch Empire'])
  })

  it('scrolls to the booking section from the intro button', async () => {
    const user = userEvent.setup()
    await renderPage()
    const target = document.getElementById('telehealth-booking-calendar')!
    const scroll = vi.spyOn(target, 'scrollIntoView')
    await user.click(screen.getByRole('button', { name: 'Book My Telehealth Strategy Call' }))
    expect(scroll).toHaveBeenCalledOnce()
    expect(target).toHaveFocus()
  })

  it('shows the same FAQ entries as the route data (FAQPage)', async () => {
    await renderPage()
    const faq = routeData.pages[0]?.faq ?? []
    expect(faq).toHaveLength(3)
    for (const entry of faq) {
      expect(screen.getByText(entry.question)).toBeVisible()
      expect(screen.getByText(entry.answer)).toBeVisible()
    }
  })

  it('links the three related resources to real article paths', async () => {
    await renderPage()
    const box = screen.getByRole('complementary', { name: 'Related resources' })
    expect(within(box).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/blog/how-to-launch-a-telehealth-practice',
      '/blog/telehealth-compliance-regulations',
      '/blog/compounding-pharmacy-partnerships',
    ])
  })

  it('marks every call to action for analytics', async () => {
    await renderPage()
    for (const name of ['Book My Telehealth Strategy Call', 'START BUILDING MY EMPIRE']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-cta')
    }
    expect(screen.getByRole('link', { name: /^Or call/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/))
  })
})

describe('route data', () => {
  it('has a title of 30-60 and a description of 120-160 characters', () => {
    const page = routeData.pages[0]!
    expect(page.title.length).toBeGreaterThanOrEqual(30)
    expect(page.title.length).toBeLessThanOrEqual(60)
    expect(page.description.length).toBeGreaterThanOrEqual(120)
    expect(page.description.length).toBeLessThanOrEqual(160)
  })
})
