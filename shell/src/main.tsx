import './styles.css'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'

// Under the dev server (no composed head), the copy's brand face is drawn at once: on a composed
// page the head turns it on only once its file is cached (docs/decisions/brand-fonts.md).
if (import.meta.env.DEV) document.documentElement.setAttribute('data-cached-faces', '')

// The composed site: each section's routes come from its remote through the federation runtime; a
// section that fails to load is reported (analytics/section-failure.ts, loaded only then).
void startApp({
  onRemoteMap: registerRemoteMap,
  loadRoutes: (name, attempt) =>
    loadFederatedRoutes(name, attempt).catch((error: unknown) => {
      void import('./analytics/section-failure').then((module) => module.reportSectionFailure(name, attempt))
      throw error
    }),
})
