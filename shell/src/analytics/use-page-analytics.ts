import { useEffect } from 'react'
import { useLocation } from 'shared/singletons/router'
import type { RouteMeta } from 'shared/helpers/routes'
import { whenIdle } from 'shared/helpers/idle'
import { captureUtm } from 'shared/helpers/utm'
import { setAnalyticsEnabled, track } from 'shared/singletons/backend/analytics'
import { PAGE_VIEW_ATTRIBUTE } from './page-view-mark'
import { trackingAllowed } from './privacy'
import { rolloutTags } from './rollout-tags'
import type * as siteAnalyticsModule from './site-analytics'

type SiteAnalytics = typeof siteAnalyticsModule
let loading: Promise<SiteAnalytics> | null = null
let loaded: SiteAnalytics | null = null

/** Loads the rest of the analytics code once, when the browser is idle, so it never competes with the page. */
function loadWhenIdle(): Promise<SiteAnalytics> {
  loading ??= new Promise<void>((resolve) => void whenIdle(resolve, 3000, 1))
    .then(() => import('./site-analytics'))
    .then((module) => (loaded = module))
  return loading
}

function trackPageView(path: string, search: string, hash: string): void {
  track('page_view', { path, search, hash, ...rolloutTags() })
}

/**
 * The landing page's view, queued as soon as the site settings are in place, before the page has
 * rendered: a visitor may leave in the next moment, and the client sends what it holds as the page
 * is hidden or goes. Until now the page's boot script stood in for it; if it has already sent the
 * view (the visitor switched away first), it is not queued again. Also switches the client off
 * under GPC or Do Not Track, before any event.
 */
export function trackLandingView(): void {
  const allowed = trackingAllowed()
  setAnalyticsEnabled(allowed)
  const html = document.documentElement
  if (!allowed || html.hasAttribute(PAGE_VIEW_ATTRIBUTE)) return
  html.setAttribute(PAGE_VIEW_ATTRIBUTE, 'tracked')
  trackPageView(location.pathname, location.search, location.hash)
}

let navigationStartedAt: number | null = null
let landed = false

/** Called when the location changes (before the new page may suspend), for the self-audit's load time. */
export function markNavigationStart(): void {
  if (landed) navigationStartedAt = performance.now()
}

/**
 * A routed page has rendered (called by the page wrapper and the 404 page): an in-app navigation
 * is a page view at once (the landing page's was queued at the start); the rest of the page's
 * measurement follows when the browser is idle.
 */
export function usePageAnalytics(meta: RouteMeta | null, fallbackTitle: string): void {
  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    captureUtm(search)
    const input = {
      path: pathname,
      title: meta?.title ?? fallbackTitle,
      description: meta?.description ?? '',
      thinContentExempt: Boolean(meta?.thinContentReason) || meta === null,
      navigationStartedAt: landed ? navigationStartedAt : null,
    }
    if (landed) {
      // The page being left first: its time on page comes before the next page's view.
      loaded?.reportTimeOnPage()
      trackPageView(pathname, search, hash)
    }
    landed = true
    void loadWhenIdle().then((analytics) => analytics.pageView(input))
    // Hash changes within a page are not new page views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, meta])
}
