// valibot, not zod: these checks run on every page before it hydrates, where valibot's size and
// start-up cost are a fraction of zod's (docs/decisions/valibot.md). The audit form keeps zod
// (react-hook-form's resolver), which loads only with that form.
import * as v from 'valibot'
import { applySiteConfig } from 'shared/config'

/**
 * The shape of the site configuration, whose values live in `shared/config`. The shell checks a
 * deployment's `/config.json` against it before rendering; the server checks it for the CSP; a unit
 * test holds the compiled-in defaults to it.
 */
const url = v.pipe(v.string(), v.url())

const phoneSchema = v.object({
  /** E.164, used in tel: and sms: links. */
  e164: v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/)),
  /** As printed on the page. */
  display: v.pipe(v.string(), v.minLength(7)),
})

export const siteConfigSchema = v.object({
  businessName: v.pipe(v.string(), v.minLength(2)),
  tagline: v.string(),
  phone: phoneSchema,
  textNumber: phoneSchema,
  email: v.pipe(v.string(), v.email()),
  address: v.object({
    street: v.string(),
    city: v.string(),
    region: v.string(),
    postalCode: v.string(),
    country: v.pipe(v.string(), v.length(2)),
  }),
  /** Absolute origin used for canonical links, sitemaps and structured data. No trailing slash. */
  siteUrl: v.pipe(v.string(), v.url(), v.check((u) => !u.endsWith('/'), 'siteUrl must not end with a slash')),
  bookingCalendarUrl: url,
  telehealthCalendarUrl: url,
  /** The calendar provider's form-embed script (loaded once per page, only where a calendar shows). */
  bookingEmbedScriptUrl: url,
  onboardingFormUrl: url,
  analytics: v.object({
    /** Google tag ID; null: gtag is not loaded. */
    gaMeasurementId: v.nullable(v.string()),
  }),
  backend: v.object({
    /** Supabase project URL; null: the local backend on the page's own origin. */
    url: v.nullable(url),
    /** The public anon key (safe in the browser; row-level security guards the data). */
    anonKey: v.string(),
  }),
  social: v.array(v.object({ name: v.string(), url })),
})

export type SiteConfig = v.InferOutput<typeof siteConfigSchema>

/** Deployment values that can be changed without rebuilding (see docs/deploying.md). */
export const runtimeOverridesSchema = v.partial(
  v.pick(siteConfigSchema, [
    'siteUrl',
    'bookingCalendarUrl',
    'telehealthCalendarUrl',
    'bookingEmbedScriptUrl',
    'onboardingFormUrl',
    'analytics',
    'backend',
    'phone',
    'textNumber',
    'email',
  ]),
)

export type RuntimeOverrides = v.InferOutput<typeof runtimeOverridesSchema>

/**
 * What a deployment that still sets `webhookUrl` is told. Leads go to the automation service from
 * the server (signed, retried, and not lost when the tab closes), so the address is a server
 * setting and never public in /config.json. The key is ignored rather than refused: refusing would
 * throw away the rest of a working config.
 */
export const retiredWebhookUrlNote =
  'webhookUrl in the site config is ignored: leads are posted to the automation service by the server. Set LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET in the server environment instead (docs/deploying.md).'

/** A whole site configuration (defaults plus overrides), or null if it does not fit the schema. */
export function parseSiteConfig(input: unknown): SiteConfig | null {
  const parsed = v.safeParse(siteConfigSchema, input)
  return parsed.success ? parsed.output : null
}

/**
 * Validates run-time overrides (a deployment's `/config.json`) and applies them. Invalid overrides
 * are rejected as a whole (the defaults stay) so a typo in a deployment's config.json can't take the
 * site down; the issues are returned for logging. A module of its own, which the shell loads beside
 * the config fetch, so the checks and their library are not part of the task that evaluates the
 * page's first scripts (see shell/src/federation/runtime-config-checks.ts).
 */
export function configureSite(overrides: unknown): { ok: true } | { ok: false; issues: string[] } {
  if (typeof overrides === 'object' && overrides !== null && 'webhookUrl' in overrides) console.warn(`/config.json: ${retiredWebhookUrlNote}`)
  const parsed = v.safeParse(runtimeOverridesSchema, overrides)
  if (!parsed.success) {
    return { ok: false, issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`) }
  }
  applySiteConfig(parsed.output)
  return { ok: true }
}
