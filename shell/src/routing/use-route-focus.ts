import { useEffect } from 'react'
import { useLocation } from 'shared/router'
import { scrollToSection } from 'shared/lib/scroll'
import { markAppReady } from './app-ready'

/**
 * Runs once the routed content has rendered (it sits inside the same Suspense boundary as the
 * page): a URL hash scrolls to its section, otherwise the page starts at the top; after an in-app
 * navigation focus moves to the main content so screen readers announce the new page.
 */
/** The page the visitor landed on keeps the browser's own scroll and focus; later ones don't. */
let landed = false

export function useRouteFocus(): void {
  const { pathname, hash, key } = useLocation()
  useEffect(() => {
    // Per session, not per component: each section mounts its own RouteFocus.
    const isFirst = !landed
    landed = true
    markAppReady()
    const id = decodeURIComponent(hash.slice(1))
    if (id && scrollToSection(id)) return
    if (isFirst) return
    window.scrollTo({ top: 0 })
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }, [pathname, hash, key])
}

export function RouteFocus() {
  useRouteFocus()
  return null
}
