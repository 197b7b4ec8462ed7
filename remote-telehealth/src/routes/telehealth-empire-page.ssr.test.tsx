import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadTelehealthEmpireSections, TelehealthEmpirePage } from './telehealth-empire-page'

describe('TelehealthEmpirePage on the server', () => {
  // The prerenderer waits for deferred sections; renderToString needs them loaded first.
  beforeAll(loadTelehealthEmpireSections)
  afterEach(() => vi.unstubAllGlobals())

  it('renders without browser globals, calculator figures included', () => {
    // The shared test setup needs jsdom, so the prerenderer's Node is simulated by hiding the DOM globals.
    vi.stubGlobal('window', undefined)
    vi.stubGlobal('document', undefined)
    vi.stubGlobal('navigator', undefined)
    const html = renderToString(
      <MemoryRouter initialEntries={['/telehealth-empire']}>
        <TelehealthEmpirePage />
      </MemoryRouter>,
    )
    expect(html).toContain('id="telehealth-booking-calendar"')
    expect(html).toContain('$2,520,000')
    expect(html).toContain('10,080%')
    expect(html).toContain('Current monthly patients')
  })
})
