// @vitest-environment node
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { AestheticPractitionersPage } from './aesthetic-practitioners-page'
import { CertifiedPage } from './certified-page'
import { CompoundingPage } from './compounding-page'
import { loadPharmacyHomeSections, PharmacyHomePage } from './pharmacy-home-page'
import { SpecialtyClinicsPage } from './specialty-clinics-page'
import { TelemedicinePage } from './telemedicine-page'
import { WellnessDoctorsPage } from './wellness-doctors-page'

const pages: [string, ComponentType][] = [
  ['/pharmacy-partners', PharmacyHomePage],
  ['/pharmacy-partners/compounding', CompoundingPage],
  ['/pharmacy-partners/wellness-doctors', WellnessDoctorsPage],
  ['/pharmacy-partners/aesthetic-practitioners', AestheticPractitionersPage],
  ['/pharmacy-partners/telemedicine', TelemedicinePage],
  ['/pharmacy-partners/specialty-clinics', SpecialtyClinicsPage],
  ['/pharmacy-partners/certified', CertifiedPage],
]

// Pages are prerendered in Node: no window or document during render.
describe('server rendering', () => {
  // The prerenderer waits for deferred sections; renderToString needs them loaded first.
  beforeAll(loadPharmacyHomeSections)

  it.each(pages)('%s renders without a browser', (path, Page) => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    )
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('prerenders the whole catalogue, not a loading state', () => {
    const html = renderToString(
      <MemoryRouter>
        <PharmacyHomePage />
      </MemoryRouter>,
    )
    expect(html).toContain('28 products')
    expect(html).toContain('Starting at $45')
    expect(html).toContain('Starting at $120')
  })
})
