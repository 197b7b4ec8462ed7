import { useEffect } from 'react'
import { useLocation } from 'shared/singletons/router'
import { scrollToSection } from 'shared/helpers/scroll'
import { markAppReady } from './app-ready'

/** The page the visitor landed on keeps the browser's own scroll and focus; later ones don't. */
let landed = false
/** Where focus was at the last navigation: usually the link or button that navigated. */
let focusAtNavigation: Element | null = null

/**
 * Called on each navigation, as it commits (a section still loading shows its placeholder by then):
 * remembers where focus is, so that focus the visitor moves while the section loads (say, opening
 * the menu again) is kept.
 */
export function markFocusAtNavigation(): void {
  focusAtNavigation = document.activeElement
}

/** Focus is where the navigation left it (or nowhere, when that element was hidden meanwhile). */
function focusUnmoved(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active === focusAtNavigation
}

/**
 * Runs once the routed content is on screen (a section reports it from its own root; the shell's
 * not-found from `RouteFocus`): a URL hash scrolls to its section, otherwise the page starts at the
 * top; after an in-app navigation focus moves to the main content so screen readers announce the
 * new page, unless the visitor has put it somewhere else while the page loaded.
 */
export function settleRoute({ hash }: { hash: string }): void {
  // Per session, not per component: each section reports its own renders.
  const isFirst = !landed
  landed = true
  markAppReady()
  const id = decodeURIComponent(hash.slice(1))
  if (id && scrollToSection(id)) return
  if (isFirst) return
  window.scrollTo({ top: 0 })
  if (focusUnmoved()) document.getElementById('main-content')?.focus({ preventScroll: true })
}

/** Settles the route for what the shell renders itself (the not-found page). */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation()
  useEffect(() => settleRoute({ hash }), [pathname, hash, key])
  return null
}
