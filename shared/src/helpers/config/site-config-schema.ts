// The checks of the site configuration against its shape (./site-config-shape), and applying a
// deployment's overrides. valibot, not zod: see ./site-config-shape (docs/decisions/valibot.md).
import * as v from 'valibot'
import { applySiteConfig } from 'shared/singletons/config'
import { runtimeOverridesSchema, siteConfigSchema, type RuntimeOverrides, type SiteConfig } from './site-config-shape'

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

/** Run-time overrides checked against their shape: the ones to apply, or why they are refused. */
export type CheckedOverrides = { ok: true; overrides: RuntimeOverrides } | { ok: false; issues: string[] }

/**
 * Checks run-time overrides (a deployment's `/config.json`) without applying them: the composition
 * server checks the settings a page carries with this, so the browser applies them as they are.
 */
export function checkRuntimeOverrides(overrides: unknown): CheckedOverrides {
  const parsed = v.safeParse(runtimeOverridesSchema, overrides)
  if (!parsed.success) return { ok: false, issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`) }
  return { ok: true, overrides: parsed.output }
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
  const checked = checkRuntimeOverrides(overrides)
  if (!checked.ok) return checked
  applySiteConfig(checked.overrides)
  return { ok: true }
}
