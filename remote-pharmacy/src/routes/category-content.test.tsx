import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepTogether } from 'shared/lib/typography'
import { categoryPages, type CategoryKey } from '../content/category-pages'
import { AestheticPractitionersPage } from './aesthetic-practitioners-page'
import { CertifiedPage } from './certified-page'
import { CompoundingPage } from './compounding-page'
import { routeData } from './route-data'
import { SpecialtyClinicsPage } from './specialty-clinics-page'
import { TelemedicinePage } from './telemedicine-page'
import { WellnessDoctorsPage } from './wellness-doctors-page'

// The calendar probes its host with fetch; in tests that host is never reachable.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))
afterEach(() => vi.unstubAllGlobals())

/** The shell's SEO self-audit rule: whitespace-separated tokens that contain a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Renders a page inside a <main>, as the shell does, and returns that element. */
function renderMain(key: CategoryKey, Page: ComponentType): HTMLElement {
  render(
    <MemoryRouter initialEntries={[categoryPages[key].path]}>
      <main id="main-content">
        <Page />
      </main>
    </MemoryRouter>,
  )
  return screen.getByRole('main')
}

const pages: [CategoryKey, ComponentType][] = [
  ['compounding', CompoundingPage],
  ['wellness-doctors', WellnessDoctorsPage],
  ['aesthetic-practitioners', AestheticPractitionersPage],
  ['telemedicine', TelemedicinePage],
  ['specialty-clinics', SpecialtyClinicsPage],
  ['certified', CertifiedPage],
]

describe.each(pages)('/pharmacy-partners/%s content', (key, Page) => {
  it('has at least 300 words of main content, without counting the booking calendar', () => {
    const main = renderMain(key, Page)
    expect(countWords(main.textContent ?? '')).toBeGreaterThanOrEqual(300)
    // The page's own copy carries the count, not the third-party calendar's frame or fallback text.
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelector('#main-booking-calendar')?.remove()
    expect(countWords(copy.textContent ?? '')).toBeGreaterThanOrEqual(300)
  })

  it('shows who it is for, how it works and questions with answers', () => {
    const main = renderMain(key, Page)
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
    const main = renderMain(key, Page)
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
