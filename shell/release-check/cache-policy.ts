/** Longest reuse without asking the origin that still counts as "revalidated": a minute. */
export const REVALIDATE_MAX_AGE = 60
/** Shortest lifetime that counts as long-lived for a content-hashed asset: a day. */
export const LONG_LIVED_MAX_AGE = 86_400

export const REVALIDATE_HINT = 'serve it with "Cache-Control: no-cache" (or max-age <= 60)'
export const LONG_LIVED_HINT = 'serve assets/* with "Cache-Control: public, max-age=31536000, immutable" (their names change with their content)'

interface Directives {
  noCache: boolean
  noStore: boolean
  immutable: boolean
  maxAge?: number
  sMaxAge?: number
}

function parse(header: string): Directives {
  const directives: Directives = { noCache: false, noStore: false, immutable: false }
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', value] = part.trim().split('=').map((piece) => piece.trim().replace(/^"|"$/g, ''))
    if (name === 'no-cache') directives.noCache = true
    else if (name === 'no-store') directives.noStore = true
    else if (name === 'immutable') directives.immutable = true
    else if (name === 'max-age' && value !== undefined && /^\d+$/.test(value)) directives.maxAge = Number(value)
    else if (name === 's-maxage' && value !== undefined && /^\d+$/.test(value)) directives.sMaxAge = Number(value)
  }
  return directives
}

/**
 * Why a file the site must pick up at once (release.json, the entry, rendered bodies) could be
 * served stale after the switch, or undefined when it is revalidated. Without Cache-Control a
 * browser guesses a lifetime from Last-Modified, so a missing header fails too. A shared cache's
 * `s-maxage` counts as well: a CDN holding the old entry for an hour delays the switch as much.
 */
export function revalidationProblem(header: string | null): string | undefined {
  if (!header) return `no Cache-Control header: ${REVALIDATE_HINT}`
  const directives = parse(header)
  // no-store never reuses a copy: slower than no-cache, but never stale.
  if (directives.noStore) return undefined
  const shared = directives.sMaxAge === undefined || directives.sMaxAge <= REVALIDATE_MAX_AGE
  if (shared && (directives.noCache || (directives.maxAge !== undefined && directives.maxAge <= REVALIDATE_MAX_AGE))) return undefined
  return `"Cache-Control: ${header}" lets browsers and CDNs keep the old copy after the switch: ${REVALIDATE_HINT}`
}

/**
 * Why a hashed asset would be fetched again needlessly, or undefined when it is long-lived. Not a
 * correctness problem, but every page view of a short-cached release re-downloads its chunks.
 */
export function longLivedProblem(header: string | null): string | undefined {
  if (!header) return `no Cache-Control header: ${LONG_LIVED_HINT}`
  const directives = parse(header)
  const long = directives.immutable || (directives.maxAge !== undefined && directives.maxAge >= LONG_LIVED_MAX_AGE)
  if (long && !directives.noCache && !directives.noStore) return undefined
  return `"Cache-Control: ${header}" is short for a hashed asset: ${LONG_LIVED_HINT}`
}
