// zod/mini: the same checks at a fraction of the size of zod.
import { z } from 'zod/mini'
import { applySiteConfig } from 'shared/config'

// zod 4 probes `new Function` to speed up parsing; the site's CSP forbids eval, so parse without it.
z.config({ jitless: true })

/**
 * The shape of the site configuration, whose values live in `shared/config`. The shell checks a
 * deployment's `/config.json` against it before rendering; the server checks it for the CSP; a unit
 * test holds the compiled-in defaults to it.
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

/**
 * Validates run-time overrides (a deployment's `/config.json`) and applies them. Invalid overrides
 * are rejected as a whole (the defaults stay) so a typo in a deployment's config.json can't take the
 * site down; the issues are returned for logging. A module of its own, which the shell loads beside
 * the config fetch, so zod and its schemas are not part of the task that evaluates the page's first
 * scripts (see shell/src/federation/runtime-config-checks.ts).
 */
export function configureSite(overrides: unknown): { ok: true } | { ok: false; issues: string[] } {
  const parsed = runtimeOverridesSchema.safeParse(overrides)
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
  }
  applySiteConfig(parsed.data)
  return { ok: true }
}
