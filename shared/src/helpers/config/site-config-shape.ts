// valibot, not zod: these checks run on every page before it hydrates, where valibot's size and
// start-up cost are a fraction of zod's (docs/decisions/valibot.md). The audit form keeps zod
// (react-hook-form's resolver), which loads only with that form.
import * as v from 'valibot'

/**
 * The shape of the site configuration, whose values live in `shared/singletons/config`, and its types. The shell
 * checks a deployment's `/config.json` against it before rendering (`configureSite`,
 * ./site-config-schema); the server checks it for the CSP; a unit test holds the compiled-in
 * defaults to it. It imports neither: `shared/singletons/config` takes only its types from here and the checks
 * take both, so the data flows one way (shape → config → checks).
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
    /** Where the address is on a map (the business's structured data); left out when unknown. */
    geo: v.optional(
      v.object({
        latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
        longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      }),
    ),
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
