import './styles.css'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'
import { reportSectionFailure } from './analytics/section-failure'
import { trackLandingView } from './analytics/use-page-analytics'

// Under the dev server (no composed head), the copy's brand face is drawn at once: on a composed
// page the head turns it on only once its file is cached (docs/decisions/brand-fonts.md).
if (import.meta.env.DEV) document.documentElement.setAttribute('data-cached-faces', '')

// The composed site: each section's routes come from its remote through the federation runtime; a
// section that fails to load is reported at once (a visitor may leave the next moment, and the
// analytics client sends what it holds as the page goes), and so is the landing page's view.
void startApp({
  onRemoteMap: registerRemoteMap,
  onSiteConfig: trackLandingView,
  loadRoutes: (name, attempt) =>
    loadFederatedRoutes(name, attempt).catch((error: unknown) => {
      reportSectionFailure(name, attempt)
      throw error
    }),
})
