import { flushAnalytics, track } from 'shared/singletons/backend/analytics'
import { auditSeo, countWords } from './seo-audit'
import { trackingAllowed } from './privacy'
import { rolloutTags } from './rollout-tags'
import { rateVital, type Rating } from './vitals-rating'

/**
 * Site-wide measurement, loaded at idle time after the first render so it never delays a page.
 * Everything goes through shared's one analytics client (`track`), which batches and never throws.
 */
export interface PageViewInput {
  path: string
  title: string
  description: string
  thinContentExempt: boolean
  /** performance.now() when an in-app navigation began; null for the page the visitor landed on. */
  navigationStartedAt: number | null
}

const SCROLL_STEPS = [25, 50, 75, 100] as const
const TIME_ON_PAGE_MIN_SECONDS = 30
const SLOW_RESOURCE_MS = 1000

let installed = false
let current: { path: string; startedAt: number; depthReached: number; timeReported: boolean } | null = null

/** The page being left, if over the minimum: before the next page's view, or as the page is hidden. */
export function reportTimeOnPage(): void {
  if (!current || current.timeReported) return
  const seconds = Math.round((Date.now() - current.startedAt) / 1000)
  if (seconds <= TIME_ON_PAGE_MIN_SECONDS) return
  current.timeReported = true
  track('time_on_page', { time_spent_seconds: seconds, path: current.path })
}

function onScroll() {
  if (!current) return
  const doc = document.documentElement
  const scrollable = doc.scrollHeight - window.innerHeight
  const percent = scrollable <= 0 ? 100 : Math.min(100, ((window.scrollY + 1) / scrollable) * 100)
  for (const step of SCROLL_STEPS) {
    if (percent >= step && current.depthReached < step) {
      current.depthReached = step
      track('scroll_depth', { scroll_depth: step, path: current.path })
    }
  }
}

/** Clicks read but not yet recorded: recorded after the tap's frame, or at once when the page goes. */
const pendingClicks: Record<string, unknown>[] = []

function recordPendingClicks() {
  for (const properties of pendingClicks.splice(0)) track('cta_click', properties)
}

function onClick(event: MouseEvent) {
  const el = (event.target as Element | null)?.closest<HTMLElement>('[data-cta]')
  if (!el) return
  // Read now (a link may change the path in this same click); recorded once the browser has
  // painted the tap's result, so measuring a tap never delays its answer.
  pendingClicks.push({
    cta: el.dataset.cta,
    text: (el.textContent ?? '').trim().slice(0, 120),
    href: el.getAttribute('href'),
    path: window.location.pathname,
  })
  requestAnimationFrame(() => setTimeout(recordPendingClicks, 0))
}

async function observeVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: { name: string; value: number; rating: Rating; id: string; navigationType: string }) =>
    track('web_vital', {
      metric: metric.name,
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value) / (metric.name === 'CLS' ? 1000 : 1),
      rating: rateVital(metric.name, metric.value, metric.rating),
      id: metric.id,
      navigation_type: metric.navigationType,
      ...rolloutTags(),
    })
  onLCP(report)
  onCLS(report)
  onINP(report)
  onFCP(report)
  onTTFB(report)
}

function observeSlowResources() {
  if (typeof PerformanceObserver === 'undefined') return
  const report = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.duration > SLOW_RESOURCE_MS) {
        track('slow_resource', { name: entry.name.slice(0, 500), duration_ms: Math.round(entry.duration), initiator: (entry as PerformanceResourceTiming).initiatorType })
      }
    }
  }
  report(performance.getEntriesByType('resource'))
  new PerformanceObserver((list) => report(list.getEntries())).observe({ type: 'resource', buffered: false })
}

function install() {
  if (installed) return
  installed = true
  // The client was switched on or off as the shell started (use-page-analytics.ts).
  if (!trackingAllowed()) return
  window.addEventListener('scroll', onScroll, { passive: true })
  document.addEventListener('click', onClick, { capture: true })
  window.addEventListener('error', (event) => {
    track('javascript_error', { message: String(event.message).slice(0, 500), source: event.filename, line: event.lineno, column: event.colno })
  })
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason)
    track('unhandled_rejection', { message: reason.slice(0, 500) })
  })
  // Hidden or closed: report time on page now; the client delivers it with a keepalive request.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      recordPendingClicks()
      reportTimeOnPage()
      void flushAnalytics()
    }
  })
  window.addEventListener('pagehide', () => {
    recordPendingClicks()
    reportTimeOnPage()
    void flushAnalytics()
  })
  observeSlowResources()
  void observeVitals()
}

function loadTimeMs(navigationStartedAt: number | null): number {
  if (navigationStartedAt !== null) return performance.now() - navigationStartedAt
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now()
}

/** A page has rendered and its view is tracked (use-page-analytics.ts): the SEO self-audit, and its time and scroll from now on. */
export function pageView(input: PageViewInput): void {
  install()
  if (!trackingAllowed()) return
  current = { path: input.path, startedAt: Date.now(), depthReached: 0, timeReported: false }
  const main = document.getElementById('main-content')
  const result = auditSeo({
    title: input.title,
    description: input.description,
    wordCount: countWords(main?.innerText ?? ''),
    loadTimeMs: loadTimeMs(input.navigationStartedAt),
    thinContentExempt: input.thinContentExempt,
  })
  track('seo_audit', { path: input.path, ...result })
  onScroll()
}
