import { readFileSync } from 'node:fs'
import { retiredWebhookUrlNote } from 'shared/config/schema'
import { fileStampsNow, type FileStamps } from './file-stamps'

/**
 * The browser's /config.json: the deployment's overrides (SITE_CONFIG_FILE, a JSON file, or
 * SITE_CONFIG_JSON inline) and, when no hosted backend is configured, the local backend on this
 * same origin with its anon key. Editing the file needs no restart: it is re-read when its
 * modification time changes, not on every request (the CSP is derived from it per response); the
 * server looks at the file through `stamps`, at most once a second.
 * A `webhookUrl` left in it is dropped, never served: the lead webhook is a server setting
 * (LEAD_WEBHOOK_URL), and its address is no business of the visitor's browser.
 */
export function runtimeConfig(localAnonKey: string | null, stamps: FileStamps = fileStampsNow): Record<string, unknown> {
  const overrides = { ...readOverrides(stamps) }
  if (!overrides.backend && localAnonKey) overrides.backend = { url: null, anonKey: localAnonKey }
  return overrides
}

let cache: { stamp: string; value: Record<string, unknown> } = { stamp: '', value: {} }

function readOverrides(stamps: FileStamps = fileStampsNow): Record<string, unknown> {
  const inline = process.env.SITE_CONFIG_JSON
  const file = process.env.SITE_CONFIG_FILE
  let stamp = inline ? `inline:${inline}` : 'none'
  if (!inline && file) stamp = `file:${file}:${stamps(file) ?? 'missing'}`
  if (stamp === cache.stamp) return cache.value
  let value: Record<string, unknown> = {}
  try {
    if (inline) value = JSON.parse(inline) as Record<string, unknown>
    else if (file) value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (error) {
    console.error('Ignoring unreadable site config overrides:', error)
  }
  if (value && typeof value === 'object' && 'webhookUrl' in value) {
    const { webhookUrl: _retired, ...rest } = value
    value = rest
    // Once per read of the file, not per request: the cache holds the cleaned value.
    console.warn(`${inline ? 'SITE_CONFIG_JSON' : file}: ${retiredWebhookUrlNote}`)
  }
  cache = { stamp, value }
  return value
}

/**
 * The hosted backend the site settings name (`backend.url` in SITE_CONFIG_FILE / SITE_CONFIG_JSON),
 * or null: with one named, the server runs as a composer only (docs/deploying.md, "Production").
 */
export function namedBackendUrl(): string | null {
  const backend = readOverrides().backend
  if (!backend || typeof backend !== 'object') return null
  const url = (backend as { url?: unknown }).url
  return typeof url === 'string' && url.trim() !== '' ? url : null
}
