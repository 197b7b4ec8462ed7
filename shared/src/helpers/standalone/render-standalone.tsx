import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
// Dev only: the route table of the standalone page is react-router's own (the site never needs it,
// so shared/singletons/router leaves it out). Same package, so the same router context as shared/singletons/router's.
import { Navigate, Route, Routes } from 'react-router-dom'
import { BrowserRouter, Link } from 'shared/singletons/router'
import { configureSite } from 'shared/helpers/config/schema'
import { captureUtm } from 'shared/helpers/utm'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { RemoteRoot, Toaster } from 'shared/singletons/ui'

/**
 * `name` is the remote's federation name (its built CSS is scoped to it).
 * Runs one remote on its own (`npm run dev -w remote-x`): its pages in a minimal frame with the
 * toaster and an index of its routes, without the shell. Production never uses this.
 */
export async function renderStandalone(name: string, module: RemoteRoutesModule): Promise<void> {
  // The shell captures the landing page's UTM parameters; run alone, a remote's page is the landing
  // page, so a lead sent from it carries them too. First capture in a session wins.
  captureUtm(location.search)
  const response = await fetch('/config.json').catch(() => null)
  if (response?.ok) configureSite(await response.json().catch(() => ({})))
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label={`${name} pages`} className="flex flex-wrap gap-3 border-b border-ink-200 bg-ink-50 p-3 text-sm">
          <strong>{name} (standalone)</strong>
          {module.pages.map(({ meta }) => (
            <Link key={meta.path} to={meta.path} className="text-brand-700 underline">
              {meta.path}
            </Link>
          ))}
        </nav>
        <main id="main-content">
          <RemoteRoot name={name}>
            <Suspense fallback={<p className="p-8">Loading…</p>}>
              <Routes>
                {module.pages.map(({ meta, Component }) => (
                  <Route key={meta.path} path={meta.path} element={<Component />} />
                ))}
                {module.redirects.map((r) => (
                  <Route key={r.path} path={r.path} element={<Navigate to={r.to} replace />} />
                ))}
                <Route path="*" element={<p className="p-8">Not a page of {name}. Pick one above.</p>} />
              </Routes>
            </Suspense>
          </RemoteRoot>
        </main>
        <Toaster position="top-center" richColors closeButton />
      </BrowserRouter>
    </StrictMode>,
  )
}
