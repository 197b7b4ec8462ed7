import type { RuntimeOverrides } from 'shared/singletons/config'
import type { RemoteMap, RemoteOwners } from './federation/remote-map'

/**
 * The remote map and site settings a page was composed with, as the composition server checked
 * them, carried in the page itself: the browser hydrates with exactly them, without two more
 * requests and without the code that checks them (/remotes.json and /config.json stay served for
 * tools, the release check and pages composed elsewhere, which fetch and check them as before).
 */
export interface ComposedSettings {
  /** The remote map checked entry by entry (shell/src/federation/remote-map-schema); null when no map could be read. */
  remoteMap: ComposedRemoteMap | null
  /** The run-time site settings (what /config.json serves) checked against their shape: the overrides to apply, or why all were refused. */
  config: { ok: true; overrides: RuntimeOverrides } | { ok: false; issues: string[] }
}

export interface ComposedRemoteMap {
  /** The remotes whose entries passed: the ones to register and load. */
  remotes: RemoteMap
  /** Who owns which paths, ignored remotes included (they show their section's "couldn't load" area). */
  owners: RemoteOwners
  /** One line per ignored remote, for the console. */
  problems: string[]
}

export const COMPOSED_SETTINGS_ID = 'composed-settings'

/** The element holding the settings: JSON data, which the CSP does not treat as script. `<` is escaped so no text closes it. */
export function composedSettingsHtml(settings: ComposedSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${COMPOSED_SETTINGS_ID}">${json}</script>`
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isRemoteMap(value: unknown): value is ComposedRemoteMap | null {
  return value === null || (isObject(value) && isObject(value.remotes) && isObject(value.owners) && Array.isArray(value.problems))
}

function isConfig(value: unknown): value is ComposedSettings['config'] {
  return isObject(value) && (value.ok === true ? isObject(value.overrides) : value.ok === false && Array.isArray(value.issues))
}

/**
 * The settings of the page in this document; null when it carries none, or none in this shape (a
 * page composed by an older server): the shell then fetches and checks the files.
 */
export function readComposedSettings(doc: Document): ComposedSettings | null {
  const text = doc.getElementById(COMPOSED_SETTINGS_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as unknown
    return isObject(value) && isRemoteMap(value.remoteMap) && isConfig(value.config) ? { remoteMap: value.remoteMap, config: value.config } : null
  } catch {
    return null
  }
}
