import { useEffect } from 'react'
import { useLocation } from 'shared/singletons/router'
import type { RouteMeta } from 'shared/helpers/routes'
import { whenIdle } from 'shared/helpers/idle'
import { captureUtm } from 'shared/helpers/utm'
import type * as siteAnalyticsModule from './site-analytics'

type SiteAnalytics = typeof siteAnalyticsModule
let loading: Promise<SiteAnalytics> | null = null

/** Loads the analytics code once, when the browser is idle, so it never competes with the page. */
function loadWhenIdle(): Promise<SiteAnalytics> {
  loading ??= new Promise<void>((resolve) => void whenIdle(resolve, 3000, 1)).then(() => import('./site-analytics'))
  return loading
}

let navigationStartedAt: number | null = null
let landed = false

/** Called when the location changes (before the new page may suspend), for the self-audit's load time. */
export function markNavigationStart(): void {
  if (landed) navigationStartedAt = performance.now()
}

/** Reports a page view once the routed page has rendered (called by the page wrapper and the 404 page). */
export function usePageAnalytics(meta: RouteMeta | null, fallbackTitle: string): void {
  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    captureUtm(search)
    const input = {
      path: pathname,
      search,
      hash,
      title: meta?.title ?? fallbackTitle,
      description: meta?.description ?? '',
      thinContentExempt: Boolean(meta?.thinContentReason) || meta === null,
      navigationStartedAt: landed ? navigationStartedAt : null,
    }
    landed = true
    void loadWhenIdle().then((analytics) => analytics.pageView(input))
    // Hash changes within a page are not new page views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, meta])
}
