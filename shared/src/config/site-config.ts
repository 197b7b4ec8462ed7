// zod/mini: the same checks at a fraction of the size, since this runs before the first render.
import { z } from 'zod/mini'
import { pageState } from 'shared/lib/page-state'

// zod 4 probes `new Function` to speed up parsing; the site's CSP forbids eval, so parse without it.
z.config({ jitless: true })

/**
 * The one site configuration. Identity (name, phone, address) is compiled in as defaults;
 * everything that differs per deployment (backend, calendars, webhook, analytics IDs) can be
 * overridden at run time by `/config.json`, which the shell loads before rendering and passes
 * to `configureSite()`. Because `shared` is a federation singleton, every remote reads the
 * same values through `getSiteConfig()`.
 */
const phoneSchema = z.object({
  /** E.164, used in tel: and sms: links. */
  e164: z.string().check(z.regex(/^\+[1-9]\d{7,14}$/)),
  /** As printed on the page. */
  display: z.string().check(z.minLength(7)),
})

export const siteConfigSchema = z.object({
  businessName: z.string().check(z.minLength(2)),
  tagline: z.string(),
  phone: phoneSchema,
  textNumber: phoneSchema,
  email: z.email(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string().check(z.length(2)),
  }),
  /** Absolute origin used for canonical links, sitemaps and structured data. No trailing slash. */
  siteUrl: z.url().check(z.refine((u) => !u.endsWith('/'), 'siteUrl must not end with a slash')),
  bookingCalendarUrl: z.url(),
  telehealthCalendarUrl: z.url(),
  /** The calendar provider's form-embed script (loaded once per page, only where a calendar shows). */
  bookingEmbedScriptUrl: z.url(),
  onboardingFormUrl: z.url(),
  /** Automation webhook (SPEC §7). Null: no webhook is sent. */
  webhookUrl: z.nullable(z.url()),
  analytics: z.object({
    /** Google tag ID; null: gtag is not loaded. */
    gaMeasurementId: z.nullable(z.string()),
  }),
  backend: z.object({
    /** Supabase project URL; null: the local backend on the page's own origin. */
    url: z.nullable(z.url()),
    /** The public anon key (safe in the browser; row-level security guards the data). */
    anonKey: z.string(),
  }),
  social: z.array(z.object({ name: z.string(), url: z.url() })),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>

/** Deployment values that can be changed without rebuilding (see docs/deploying.md). */
export const runtimeOverridesSchema = z.partial(
  z.pick(siteConfigSchema, {
    siteUrl: true,
    bookingCalendarUrl: true,
    telehealthCalendarUrl: true,
    bookingEmbedScriptUrl: true,
    onboardingFormUrl: true,
    webhookUrl: true,
    analytics: true,
    backend: true,
    phone: true,
    textNumber: true,
    email: true,
  }),
)

export type RuntimeOverrides = z.infer<typeof runtimeOverridesSchema>

export const defaultSiteConfig: SiteConfig = siteConfigSchema.parse({
  businessName: 'Elevate Practice Partners',
  tagline: 'Growth marketing and pharmacy savings for medical spas, wellness practices and telehealth clinics',
  // 555-01xx numbers are reserved for fiction: a deployment sets the real line in /config.json.
  phone: { e164: '+15125550148', display: '(512) 555-0148' },
  textNumber: { e164: '+15125550148', display: '(512) 555-0148' },
  email: 'hello@elevatepracticepartners.com',
  address: {
    street: '500 W 2nd St, Suite 1900',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
  },
  siteUrl: 'https://www.elevatepracticepartners.com',
  bookingCalendarUrl: 'https://api.leadconnectorhq.com/widget/booking/elevate-strategy-call',
  telehealthCalendarUrl: 'https://api.leadconnectorhq.com/widget/booking/elevate-telehealth-empire',
  bookingEmbedScriptUrl: 'https://link.msgsndr.com/js/form_embed.js',
  onboardingFormUrl: 'https://api.leadconnectorhq.com/widget/form/elevate-onboarding',
  webhookUrl: null,
  analytics: { gaMeasurementId: null },
  backend: { url: null, anonKey: '' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/elevatepracticepartners' },
    { name: 'Instagram', url: 'https://www.instagram.com/elevatepracticepartners' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/elevatepracticepartners' },
  ],
})

/** One per page, whichever copy of this module runs (see shared/lib/page-state). */
const state = pageState('site-config', () => ({ current: defaultSiteConfig }))

/**
 * Applies run-time overrides. Invalid overrides are rejected as a whole (the defaults stay) so a
 * typo in a deployment's config.json can't take the site down; the issues are returned for logging.
 */
export function configureSite(overrides: unknown): { ok: true } | { ok: false; issues: string[] } {
  const parsed = runtimeOverridesSchema.safeParse(overrides)
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
  }
  state.current = siteConfigSchema.parse({ ...defaultSiteConfig, ...parsed.data })
  return { ok: true }
}

export function getSiteConfig(): SiteConfig {
  return state.current
}

/** Base URL of the backend: the configured Supabase project or the page's own origin. */
export function backendUrl(config: SiteConfig = state.current): string {
  if (config.backend.url) return config.backend.url
  if (typeof window !== 'undefined') return window.location.origin
  return 'http://127.0.0.1:4173'
}
