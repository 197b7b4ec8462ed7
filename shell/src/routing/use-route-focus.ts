import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToSection } from 'shared/lib/scroll'
import { markAppReady } from './app-ready'

/**
 * Runs once the routed content has rendered (it sits inside the same Suspense boundary as the
 * page): a URL hash scrolls to its section, otherwise the page starts at the top; after an in-app
 * navigation focus moves to the main content so screen readers announce the new page.
 */
export function useRouteFocus(): void {
  const { pathname, hash, key } = useLocation()
  const firstRender = useRef(true)
  useEffect(() => {
    const isFirst = firstRender.current
    firstRender.current = false
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
