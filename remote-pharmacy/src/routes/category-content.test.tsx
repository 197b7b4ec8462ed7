import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepTogether } from 'shared/helpers/typography'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { categoryOrder, categoryPages, type CategoryKey } from '../content/category-pages'
import { categorySlugs } from '../content/category-slugs'
import { CategoryPage, loadCategorySections } from './category-page'
import { routeData } from './route-data'

// The calendar band is a chunk of its own: loaded before rendering.
beforeAll(loadCategorySections)
// The calendar probes its host with fetch; in tests that host is never reachable.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))
afterEach(() => vi.unstubAllGlobals())

/** The shell's SEO self-audit rule: whitespace-separated tokens that contain a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Renders a page inside a <main>, as the shell does, and returns that element. */
function renderMain(key: CategoryKey): HTMLElement {
  renderWithRouter(
    <main id="main-content">
      <CategoryPage category={key} />
    </main>,
    categoryPages[key].path,
  )
  return screen.getByRole('main')
}

// The exposed routes give each slug of content/category-slugs.ts its path: the list and the content agree.
it('lists every category page, in the network home order, at /pharmacy-partners/{slug}', () => {
  expect(categorySlugs).toEqual(categoryOrder)
  expect(Object.keys(categoryPages).sort()).toEqual([...categorySlugs].sort())
  for (const slug of categorySlugs) expect(categoryPages[slug].path).toBe(`/pharmacy-partners/${slug}`)
})

describe.each(categorySlugs)('/pharmacy-partners/%s content', (key) => {
  it('has at least 300 words of main content, without counting the booking calendar', () => {
    const main = renderMain(key)
    expect(countWords(main.textContent ?? '')).toBeGreaterThanOrEqual(300)
    // The page's own copy carries the count, not the third-party calendar's frame or fallback text.
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelector('#main-booking-calendar')?.remove()
    expect(countWords(copy.textContent ?? '')).toBeGreaterThanOrEqual(300)
  })

  it('shows who it is for, how it works and questions with answers', () => {
    const main = renderMain(key)
    const page = categoryPages[key]
    const audience = screen.getByRole('region', { name: page.audience.title })
    expect(audience).toHaveTextContent(page.audience.text)
    const steps = within(screen.getByRole('region', { name: page.steps.title })).getAllByRole('listitem')
    expect(steps.map((li) => li.textContent)).toEqual(page.steps.items.map((s, i) => `${i + 1}${s.title}${keepTogether(s.description)}`))
    expect(steps.length).toBeGreaterThanOrEqual(3)
    expect(steps.length).toBeLessThanOrEqual(4)
    const questions = screen.getByRole('region', { name: page.questions.title })
    expect(within(questions).getAllByRole('term').map((dt) => dt.textContent)).toEqual(page.questions.items.map((q) => q.question))
    expect(within(questions).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(page.questions.items.map((q) => q.answer))
    expect(main.querySelectorAll('dt')).toHaveLength(page.questions.items.length)
  })

  it('keeps one h1 and headings in order (no level skipped)', () => {
    const main = renderMain(key)
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1))
  })

  it('is not FAQPage structured data: the route data has no faq', () => {
    const meta = routeData.pages.find((p) => p.path === categoryPages[key].path)
    expect(meta).toBeDefined()
    expect(meta && 'faq' in meta ? meta.faq : undefined).toBeUndefined()
  })
})
