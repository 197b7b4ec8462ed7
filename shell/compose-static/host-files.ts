import { hasControlCharacter, isLocalTarget, isPlainPath, shownValue } from 'shared/helpers/release-rules'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * An alias on a host that only serves files: the browser goes on at once, and a crawler that reads
 * the page rather than `_redirects` finds where the content lives (canonical) and indexes nothing here.
 * No script, so the site's CSP (no inline scripts) allows it.
 */
export function aliasPage(to: string, canonical: string): string {
  if (!isLocalTarget(to)) throw new Error(`${shownValue(to)} is not a path of this site: no alias page refreshes to it`)
  const href = escapeHtml(to)
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Moved to ${href}</title>
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${escapeHtml(canonical)}">
    <meta http-equiv="refresh" content="0; url=${href}">
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${href}</a>.</p>
  </body>
</html>
`
}

/**
 * Netlify / Cloudflare Pages `_redirects`: one permanent redirect per alias. Each field is a plain
 * path (see release-rules), so no value can add a field or a line of its own: one that would
 * fails the whole file.
 */
export function redirectsFile(aliases: readonly { from: string; to: string }[]): string {
  const lines = aliases.map(({ from, to }) => {
    if (!isPlainPath(from) || !isLocalTarget(to)) throw new Error(`_redirects: the alias ${shownValue(from)} to ${shownValue(to)} is not from and to a plain path of this site, so no line is written for it`)
    return `${from} ${to} 301`
  })
  return `# Aliases of the sections' pages (each also has a page that refreshes to its target).\n${lines.join('\n')}\n`
}

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** A header name as HTTP defines it (a token). */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/**
 * Netlify / Cloudflare Pages `_headers`: a URL pattern, then its headers indented below it. A
 * pattern is a plain path, a header a token and a value without control characters, so no value
 * (a file name of a release, a setting) can add a rule or a header of its own: one that would
 * fails the whole file.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  for (const { path, headers } of rules) {
    if (!isPlainPath(path)) throw new Error(`_headers: the rule for ${shownValue(path)} is not a plain path (one "/", no whitespace or control characters); rename that file`)
    for (const [name, value] of Object.entries(headers)) {
      if (!headerName.test(name) || hasControlCharacter(value)) throw new Error(`_headers: the rule for ${path} has the header ${shownValue(name)}: ${shownValue(value)}, which is not one header line`)
    }
  }
  return `${rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`
}
