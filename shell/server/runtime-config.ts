import { readFileSync } from 'node:fs'

/**
 * The browser's /config.json: the deployment's overrides (SITE_CONFIG_FILE, a JSON file, or
 * SITE_CONFIG_JSON inline) and, when no hosted backend is configured, the local backend on this
 * same origin with its anon key. Read per request so editing the file needs no restart.
 */
export function runtimeConfig(localAnonKey: string | null): Record<string, unknown> {
  const overrides = readOverrides()
  if (!overrides.backend && localAnonKey) overrides.backend = { url: null, anonKey: localAnonKey }
  return overrides
}

function readOverrides(): Record<string, unknown> {
  try {
    if (process.env.SITE_CONFIG_JSON) return JSON.parse(process.env.SITE_CONFIG_JSON) as Record<string, unknown>
    if (process.env.SITE_CONFIG_FILE) return JSON.parse(readFileSync(process.env.SITE_CONFIG_FILE, 'utf8')) as Record<string, unknown>
  } catch (error) {
    console.error('Ignoring unreadable site config overrides:', error)
  }
  return {}
}
