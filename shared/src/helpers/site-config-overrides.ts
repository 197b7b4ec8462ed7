import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/**
 * The deployment's site settings as a server or a build reads them: SITE_CONFIG_JSON (inline) or
 * SITE_CONFIG_FILE (a JSON file), else none. The backend is left out: it is the browser's business
 * (/config.json), and no rendered page shows it.
 */
export function siteConfigOverrides(): Record<string, unknown> {
  const inline = process.env.SITE_CONFIG_JSON
  const file = process.env.SITE_CONFIG_FILE
  const value = inline ? (JSON.parse(inline) as Record<string, unknown>) : file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const { backend: _backend, webhookUrl: _retired, ...rest } = value
  return rest
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? 'undefined').digest('hex').slice(0, 16)

/** What a rendered page depends on of the site settings, as one comparable value. */
export function siteConfigHash(config: object): string {
  const { backend: _backend, ...rest } = config as Record<string, unknown>
  return hash(rest)
}

/** The same, one value per setting: what tells which settings two deployments disagree on. */
export function siteConfigHashes(config: object): Record<string, string> {
  const { backend: _backend, ...rest } = config as Record<string, unknown>
  return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, hash(value)]))
}

/** The settings whose values differ between two `siteConfigHashes`, by name, sorted. */
export function differingSettings(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => a[name] !== b[name]).sort()
}
