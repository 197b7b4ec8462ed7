import { readFileSync } from 'node:fs'
import { configureSite, retiredWebhookUrlNote } from 'shared/helpers/config/schema'

export interface StaticSiteConfig {
  /** `/config.json` as written: the overrides given, with no local backend added (a static host has none). */
  served: Record<string, unknown>
  /** What the composed pages were rendered with, as one comparable value. */
  stamp: string
}

/**
 * Reads the site settings overrides (`--site-config`, else none) and applies them to this process's
 * site config, which the frame and the heads read, as the composition server does: without the
 * backend (no page renders it). A static site is written once, so invalid settings stop the run
 * rather than leaving the defaults in every page, as the server (which keeps running) does.
 */
export function applyStaticSiteConfig(file: string | undefined): StaticSiteConfig {
  let value: unknown = {}
  if (file) {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch (error) {
      throw new Error(`Site config ${file}: cannot read it (${(error as Error).message})`)
    }
    try {
      value = JSON.parse(text)
    } catch (error) {
      throw new Error(`Site config ${file}: not JSON (${(error as Error).message})`)
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`Site config ${file}: expected a JSON object`)
  }
  let served = value as Record<string, unknown>
  if ('webhookUrl' in served) {
    // Everything in /config.json is public; the lead webhook is a server setting.
    const { webhookUrl: _retired, ...rest } = served
    served = rest
    console.warn(`${file}: ${retiredWebhookUrlNote}`)
  }
  // The whole file is checked (a hosted backend included), then the rendering settings applied.
  const { backend: _backend, ...site } = served
  for (const overrides of [served, site]) {
    const configured = configureSite(overrides)
    if (!configured.ok) throw new Error(`Site config ${file}: invalid: ${configured.issues.join('; ')}`)
  }
  return { served, stamp: JSON.stringify(site) }
}
