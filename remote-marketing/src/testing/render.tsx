import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

/** Shows where the router went, so tests can assert on navigation by role. */
function LocationProbe() {
  const { pathname, hash } = useLocation()
  return <output aria-label="current location">{`${pathname}${hash}`}</output>
}

/** Renders inside a router (Link, useNavigate) at `path`, with a probe of the current location. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<>{ui}<LocationProbe /></>} />
      </Routes>
    </MemoryRouter>,
  )
}
