import type { RemoteMapFile } from 'shared/helpers/remotes'
import { RELEASE_FORMAT } from 'shared/helpers/release-manifest'
import type { ReleaseManifest, ShellProvides } from 'shared/helpers/release-manifest'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string')
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function hasPaths(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.path === 'string')
}

/**
 * The release manifest, or the first thing wrong with it. Only what the checks read is verified
 * field by field; the format number vouches for the rest.
 */
export function readReleaseManifest(value: unknown): { manifest: ReleaseManifest } | { error: string } {
  if (!isRecord(value)) return { error: 'is not a JSON object' }
  if (value.format !== RELEASE_FORMAT) {
    return { error: `has format ${JSON.stringify(value.format)}, this check reads format ${RELEASE_FORMAT}: run the release check of the same version as the build` }
  }
  const fields: [string, boolean][] = [
    ['remote', typeof value.remote === 'string'],
    ['builtAt', typeof value.builtAt === 'string'],
    ['entry', typeof value.entry === 'string'],
    ['requires', isStringRecord(value.requires)],
    ['styles', isStringArray(value.styles)],
    ['preload', isStringArray(value.preload)],
    ['routes.pages', isRecord(value.routes) && hasPaths(value.routes.pages)],
    ['routes.redirects', isRecord(value.routes) && hasPaths(value.routes.redirects)],
    ['bodies', isStringRecord(value.bodies)],
    ['files', isStringRecord(value.files)],
  ]
  const wrong = fields.filter(([, ok]) => !ok).map(([name]) => name)
  if (wrong.length > 0) return { error: `has a missing or malformed ${wrong.join(', ')}: rebuild the remote` }
  return { manifest: value as unknown as ReleaseManifest }
}

/** The site's remote map (`/remotes.json`), keeping only well-formed entries as the shell does. */
export function readRemoteMap(value: unknown): { map: RemoteMapFile } | { error: string } {
  if (!isRecord(value)) return { error: 'is not a JSON object of remotes' }
  const map: RemoteMapFile = {}
  for (const [name, entry] of Object.entries(value)) {
    if (isRecord(entry) && typeof entry.entry === 'string' && isStringArray(entry.paths)) map[name] = { entry: entry.entry, paths: entry.paths }
  }
  return { map }
}

export function readProvides(value: unknown): { provides: ShellProvides } | { error: string } {
  if (!isRecord(value) || !isStringRecord(value.shared)) return { error: 'is not of the form { "shared": { "<module>": "<version>" } }' }
  return { provides: { shared: value.shared } }
}
