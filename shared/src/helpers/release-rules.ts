import semver from 'semver'
import { ownsPath } from 'shared/helpers/remotes'
import { getSiteConfig } from 'shared/singletons/config'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import type { RedirectRoute, RouteMeta } from 'shared/helpers/routes'

/**
 * The rules a release's own data must keep, applied twice: by the release check before the map is
 * pointed at it, and by the composition server each time it reads one (a release that skipped the
 * check costs its own bad entries, never a page of the rest of the site).
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A control character (C0, DEL, C1) or a line separator: what would break a header or a line of a file in two. */
export function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true
  }
  return false
}

/**
 * Whitespace or a control character. A URL parser strips tab and newline anywhere in a URL
 * (`/<TAB>/evil.example` is `//evil.example`), CR/LF ends a header or a line of `_redirects`, and
 * a space starts another field of one: none of them belongs in a path a release names.
 */
function hasUnsafeCharacter(text: string): boolean {
  return hasControlCharacter(text) || /\s/.test(text)
}

/** A plain path: one leading `/` (never `//host`), no whitespace, no control character. */
export function isPlainPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !hasUnsafeCharacter(value)
}

/**
 * A redirect's target is a path of this site: a plain path that, resolved against the site's
 * address as a browser resolves a Location, keeps the site's origin (never `https://…`, `//host`,
 * `/\host`, nor a host hidden behind a tab or newline). Screened before use: a browser or a host
 * given anything else reads it its own way.
 */
export function isLocalTarget(to: unknown, siteUrl: string | URL = getSiteConfig().siteUrl): to is string {
  if (!isPlainPath(to)) return false
  const site = new URL(siteUrl)
  return new URL(to, site).origin === site.origin
}

/**
 * A value as a message names it: as it is, or JSON-quoted with every control character and every
 * whitespace but the space escaped, so a log line or a report stays one line; clipped when long.
 */
export function shownValue(value: unknown): string {
  const unsafe = (text: string) => hasUnsafeCharacter(text.replaceAll(' ', ''))
  const escape = (char: string) => (unsafe(char) ? `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}` : char)
  const text = typeof value === 'string' && !unsafe(value) ? value : [...(JSON.stringify(value) ?? String(value))].map(escape).join('')
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

const plainPathRule = 'has a path that is not a plain path (one "/", no whitespace or control characters)'

/** What is wrong with one page entry, or null when the head, sitemap and router can use it. */
function pageProblem(page: unknown): string | null {
  if (!isRecord(page)) return 'is not an object'
  if (typeof page.path !== 'string' || !page.path.startsWith('/')) return 'has no path'
  if (!isPlainPath(page.path)) return plainPathRule
  if (typeof page.title !== 'string' || typeof page.description !== 'string') return 'has no title or description'
  if (!isStrings(page.keywords)) return 'has no keywords'
  if (page.type !== 'website' && page.type !== 'article') return 'has no type (website or article)'
  if (page.card !== undefined && !(isRecord(page.card) && typeof page.card.section === 'string')) return 'has a card without a section'
  return null
}

/**
 * The social card a release names for a page, if it is a PNG inside the release folder: a plain
 * relative path (no `..`, no scheme or host), so the head never names an image elsewhere.
 */
export function releaseCardFile(manifest: Pick<ReleaseManifest, 'cards'>, path: string): string | undefined {
  const file: unknown = manifest.cards?.[path]
  return typeof file === 'string' && /^[\w-]+(?:\/[\w-]+)*\.png$/.test(file) ? file : undefined
}

const label = (entry: unknown, index: number, kind: string) => (isRecord(entry) && typeof entry.path === 'string' ? `${kind} ${shownValue(entry.path)}` : `${kind} #${index + 1}`)

/** An entry left out: `page /webinars`, `outside remoteBlog's map paths (/blog, /blog/*)`. */
export interface DroppedEntry {
  subject: string
  message: string
  /** Which rule: the release check reports map coverage and bodies in checks of their own. */
  rule: 'malformed' | 'off-site' | 'outside-paths' | 'no-body'
}

export interface ScreenedRoutes {
  pages: RouteMeta[]
  redirects: RedirectRoute[]
  dropped: DroppedEntry[]
}

/** Why an alias's target is not a path of this site (see isLocalTarget). */
function targetProblem(to: unknown): string {
  if (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && hasUnsafeCharacter(to)) {
    return `has whitespace or a control character in its target (${shownValue(to)}): a browser or host would read it as another address`
  }
  return `redirects off the site (${shownValue(to)}): an alias leads to a path of this site`
}

/**
 * The pages and aliases of a release that may be served: well-formed, inside the remote's map
 * paths, a page with a rendered body, an alias from and to a plain path of this site (resolved
 * against `siteUrl`, the site's address by default). The rest is dropped and named. The
 * composition server, the release check and the static export all screen with this.
 */
export function screenRoutes(manifest: Pick<ReleaseManifest, 'remote' | 'routes' | 'bodies'>, ownPaths: readonly string[], siteUrl?: string | URL): ScreenedRoutes {
  const screened: ScreenedRoutes = { pages: [], redirects: [], dropped: [] }
  const outside = `outside ${manifest.remote}'s map paths (${ownPaths.join(', ')})`
  const owned = (path: string) => ownPaths.some((pattern) => ownsPath(pattern, path))
  manifest.routes.pages.forEach((page: unknown, index) => {
    const problem = pageProblem(page)
    const meta = page as RouteMeta
    if (problem) screened.dropped.push({ subject: label(page, index, 'page'), message: problem, rule: 'malformed' })
    else if (!owned(meta.path)) screened.dropped.push({ subject: `page ${meta.path}`, message: outside, rule: 'outside-paths' })
    else if (typeof manifest.bodies[meta.path] !== 'string') screened.dropped.push({ subject: `page ${meta.path}`, message: 'has no rendered body', rule: 'no-body' })
    else screened.pages.push(meta)
  })
  manifest.routes.redirects.forEach((redirect: unknown, index) => {
    const entry = redirect as Partial<RedirectRoute>
    if (!isRecord(redirect) || typeof entry.path !== 'string' || !entry.path.startsWith('/')) screened.dropped.push({ subject: label(redirect, index, 'alias'), message: 'is not an object with a path', rule: 'malformed' })
    else if (!isPlainPath(entry.path)) screened.dropped.push({ subject: label(redirect, index, 'alias'), message: plainPathRule, rule: 'malformed' })
    else if (!isLocalTarget(entry.to, siteUrl)) screened.dropped.push({ subject: `alias ${entry.path}`, message: targetProblem(entry.to), rule: 'off-site' })
    else if (!owned(entry.path)) screened.dropped.push({ subject: `alias ${entry.path}`, message: outside, rule: 'outside-paths' })
    else screened.redirects.push({ path: entry.path, to: entry.to })
  })
  return screened
}

/**
 * Each shared singleton the release requires that the shell does not provide in a satisfying
 * version, in words that say what to do. Empty when all are met.
 */
export function requirementProblems(remote: string, requires: Record<string, string>, provided: Record<string, string>): string[] {
  const problems: string[] = []
  for (const [name, range] of Object.entries(requires)) {
    const version = provided[name]
    if (semver.validRange(range) === null) problems.push(`release.json requires ${name} as "${range}", not a version range: rebuild the remote`)
    else if (version === undefined) problems.push(`${remote} needs ${name} ${range}, the deployed shell does not provide it: deploy a shell that shares ${name} first`)
    else if (semver.valid(version) === null) problems.push(`the deployed shell provides ${name} as "${version}", not a version: check its provides.json`)
    else if (!semver.satisfies(version, range)) problems.push(`${remote} needs ${name} ${range}, the deployed shell provides ${version}: deploy the shell first or build against its version`)
  }
  return problems
}
