import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'

/** Radix Slider measures its thumb with ResizeObserver, which jsdom lacks. */
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver })
}

/** Sections use router hooks (ScrollButton, RelatedResources links), so tests render them in a router. */
export function renderWithRouter(ui: ReactElement, path = '/telehealth-empire') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>)
}

/** The value (<dd>) that follows a label (<dt>) whose text contains `label`. */
export function figureValue(container: HTMLElement, label: string): string | null {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent?.includes(label))
  const value = term?.nextElementSibling
  return value?.tagName === 'DD' ? value.textContent : null
}
