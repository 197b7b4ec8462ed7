import { inlineScriptCspSources } from './page-boot'
import { defaultSiteConfig, type SiteConfig } from 'shared/singletons/config'
import { parseSiteConfig } from 'shared/helpers/config/schema'

function origin(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))]

export interface CspSources {
  /** Run-time overrides as served in /config.json. */
  config: Record<string, unknown>
  /** Remote entry URLs from /remotes.json (relative entries are same-origin). */
  remoteEntries: string[]
}

/**
 * Content-Security-Policy allowing only this origin, the configured remote origins (scripts,
 * styles, images, fonts and media, all of which a release may ship), the backend,
 * the booking and onboarding widget hosts and the analytics host. Not the automation webhook: the
 * server posts leads to it, the page never does. No 'unsafe-inline' for scripts:
 * the prerendered pages' two inline scripts (the boot script and the head's brand-faces script) are
 * allowed by their hashes (JSON-LD blocks are data, which CSP does not execute).
 * Inline styles stay allowed: React style attributes and the toast library's runtime styles.
 */
export function contentSecurityPolicy({ config, remoteEntries }: CspSources): string {
  const site: SiteConfig = parseSiteConfig({ ...defaultSiteConfig, ...config }) ?? defaultSiteConfig
  const remotes = unique(remoteEntries.map((e) => origin(e)))
  const widgets = unique([origin(site.bookingCalendarUrl), origin(site.telehealthCalendarUrl), origin(site.onboardingFormUrl)])
  const widgetScript = origin(site.bookingEmbedScriptUrl)
  const analytics = site.analytics.gaMeasurementId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : []
  const backend = origin(site.backend.url)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScriptCspSources, ...remotes, widgetScript, ...analytics]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...remotes]),
    // A remote's images, fonts and media come from its release folder, on the remote's origin.
    'img-src': unique(["'self'", 'data:', ...remotes, ...analytics]),
    'font-src': unique(["'self'", 'data:', ...remotes]),
    'media-src': unique(["'self'", ...remotes]),
    'connect-src': unique(["'self'", backend, ...remotes, ...widgets, widgetScript, ...analytics]),
    'frame-src': widgets,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`)
    .join('; ')
}

/** Headers every response carries; `https` adds HSTS (only meaningful over TLS). */
export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  }
}
