import { pageState } from 'shared/helpers/page-state'
// Types only: the schemas (and valibot) load apart from the page's first scripts (see shared/src/helpers/config/site-config-shape.ts).
import type { RuntimeOverrides, SiteConfig } from '../../helpers/config/site-config-shape'

export type { RuntimeOverrides, SiteConfig }

/**
 * The one site configuration. Identity (name, phone, address) is compiled in as defaults;
 * everything that differs per deployment (backend, calendars, analytics IDs) can be
 * overridden at run time by `/config.json`, which the shell validates and applies before rendering
 * (`configureSite` in shared/helpers/config/schema). Because `shared` is a federation singleton, every
 * remote reads the same values through `getSiteConfig()`. A unit test holds these defaults to the schema.
 */
export const defaultSiteConfig: SiteConfig = {
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
    geo: { latitude: 30.2656, longitude: -97.7487 },
  },
  siteUrl: 'https://www.elevatepracticepartners.com',
  bookingCalendarUrl: 'https://api.leadconnectorhq.com/widget/booking/elevate-strategy-call',
  telehealthCalendarUrl: 'https://api.leadconnectorhq.com/widget/booking/elevate-telehealth-empire',
  bookingEmbedScriptUrl: 'https://link.msgsndr.com/js/form_embed.js',
  onboardingFormUrl: 'https://api.leadconnectorhq.com/widget/form/elevate-onboarding',
  analytics: { gaMeasurementId: null },
  backend: { url: null, anonKey: '' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/elevatepracticepartners' },
    { name: 'Instagram', url: 'https://www.instagram.com/elevatepracticepartners' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/elevatepracticepartners' },
  ],
}

/** One per page, whichever copy of this module runs (see shared/helpers/page-state). */
const state = pageState('site-config', () => ({ current: defaultSiteConfig }))

/**
 * Applies run-time overrides that `configureSite` (shared/helpers/config/schema) has validated. Defaults and
 * overrides are each valid, and every override replaces a whole top-level field, so the merge is too.
 */
export function applySiteConfig(overrides: RuntimeOverrides): void {
  state.current = { ...defaultSiteConfig, ...overrides }
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
