import { readFileSync } from 'node:fs'
import { retiredWebhookUrlNote } from 'shared/helpers/config/schema'
import { fileStampsNow, type FileStamps } from './file-stamps'
import { log } from './log'

/**
 * The browser's /config.json: the deployment's overrides (SITE_CONFIG_FILE, a JSON file, or
 * SITE_CONFIG_JSON inline) and, when no hosted backend is configured, the local backend on this
 * same origin with its anon key. Editing the file needs no restart: it is re-read when its
 * modification time changes, not on every request (the CSP is derived from it per response); the
 * server looks at the file through `stamps`, at most once a second.
 * A `webhookUrl` left in it is dropped, never served: the lead webhook is a server setting
 * (LEAD_WEBHOOK_URL), and its address is no business of the visitor's browser.
 */
export function runtimeConfig(localAnonKey: string | null, source: SiteSettingsSource = siteSettingsSource()): Record<string, unknown> {
  const overrides = { ...readOverrides(source) }
  if (!overrides.backend && localAnonKey) overrides.backend = { url: null, anonKey: localAnonKey }
  return overrides
}

/** Where the site settings come from: SITE_CONFIG_JSON or SITE_CONFIG_FILE (looked at through `stamps`). */
export interface SiteSettingsSource {
  inline: string | undefined
  file: string | undefined
  stamps: FileStamps
}

/** As the environment says now. The server takes it once, when it is created: environment reads are not free per request. */
export function siteSettingsSource(env: NodeJS.ProcessEnv = process.env, stamps: FileStamps = fileStampsNow): SiteSettingsSource {
  return { inline: env.SITE_CONFIG_JSON || undefined, file: env.SITE_CONFIG_FILE || undefined, stamps }
}

let cache: { stamp: string; value: Record<string, unknown> } = { stamp: '', value: {} }

/** Changes whenever the site settings do (their file's stamp, or the inline text): cheaper to compare per request than the settings. */
export function siteSettingsStamp(source: SiteSettingsSource): string {
  readOverrides(source)
  return cache.stamp
}

function readOverrides({ inline, file, stamps }: SiteSettingsSource = siteSettingsSource()): Record<string, unknown> {
  let stamp = inline ? `inline:${inline}` : 'none'
  if (!inline && file) stamp = `file:${file}:${stamps(file) ?? 'missing'}`
  if (stamp === cache.stamp) return cache.value
  let value: Record<string, unknown> = {}
  try {
    if (inline) value = JSON.parse(inline) as Record<string, unknown>
    else if (file) value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (error) {
    log.error({ event: 'site-settings-unreadable', source: inline ? 'SITE_CONFIG_JSON' : file, err: error }, `Ignoring unreadable site config overrides: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (value && typeof value === 'object' && 'webhookUrl' in value) {
    const { webhookUrl: _retired, ...rest } = value
    value = rest
    // Once per read of the file, not per request: the cache holds the cleaned value.
    log.warn({ event: 'site-settings-webhook-retired', source: inline ? 'SITE_CONFIG_JSON' : file }, `${inline ? 'SITE_CONFIG_JSON' : file}: ${retiredWebhookUrlNote}`)
  }
  cache = { stamp, value }
  return value
}

/**
 * The site's public address (`siteUrl` in the site settings) is https: every cookie the server
 * sets is then `Secure`, whatever a proxy's headers say (nginx need not send X-Forwarded-Proto, and
 * a header is trusted only from a proxy named in LOCAL_BACKEND_TRUST_PROXY_HEADER).
 */
export function siteIsHttps(source: SiteSettingsSource): boolean {
  const { siteUrl } = readOverrides(source)
  return typeof siteUrl === 'string' && /^https:\/\//i.test(siteUrl.trim())
}
