import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

/** Shows where the router went, so tests can assert on navigation by role. */
function LocationProbe() {
  const { pathname, hash } = useLocation()
  return <output aria-label="current location">{`${pathname}${hash}`}</output>
}

/**
 * Renders inside a router at `path`: sections use router hooks (Link, ScrollButton, useNavigate).
 * A probe named "current location" shows where navigation went.
 */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}
