/**
 * The remote map and site settings a page was composed with, carried in the page itself so the
 * browser hydrates with exactly them and without two more requests (/remotes.json and /config.json
 * stay served for tools, the release check and pages composed elsewhere).
 */
export interface ComposedSettings {
  /** The remote map as deployed (checked entry by entry by the browser); null when unreadable. */
  remotes: unknown
  /** The run-time site settings, as /config.json serves them. */
  config: unknown
}

export const COMPOSED_SETTINGS_ID = 'composed-settings'

/** The element holding the settings: JSON data, which the CSP does not treat as script. `<` is escaped so no text closes it. */
export function composedSettingsHtml(settings: ComposedSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${COMPOSED_SETTINGS_ID}">${json}</script>`
}

/** The settings of the page in this document; null when it carries none (or they are unreadable). */
export function readComposedSettings(doc: Document): ComposedSettings | null {
  const text = doc.getElementById(COMPOSED_SETTINGS_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<ComposedSettings> | null
    return value && typeof value === 'object' && 'remotes' in value && 'config' in value ? { remotes: value.remotes, config: value.config } : null
  } catch {
    return null
  }
}
