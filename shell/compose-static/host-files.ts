const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * An alias on a host that only serves files: the browser goes on at once, and a crawler that reads
 * the page rather than `_redirects` finds where the content lives (canonical) and indexes nothing here.
 * No script, so the site's CSP (no inline scripts) allows it.
 */
export function aliasPage(to: string, canonical: string): string {
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

/** Netlify / Cloudflare Pages `_redirects`: one permanent redirect per alias. */
export function redirectsFile(aliases: readonly { from: string; to: string }[]): string {
  const lines = aliases.map(({ from, to }) => `${from} ${to} 301`)
  return `# Aliases of the sections' pages (each also has a page that refreshes to its target).\n${lines.join('\n')}\n`
}

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** Netlify / Cloudflare Pages `_headers`: a URL pattern, then its headers indented below it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`
}
