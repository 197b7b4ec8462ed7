import { headScript, pageBootScript } from './page-boot'

export interface PageAssets {
  /** Stylesheets the page needs at first paint, by URL, with their text. */
  styles: { href: string; css: string }[]
  /** Module URLs the page will run, fetched in parallel once it has painted. */
  preloads: string[]
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Rewrites a built page so its first paint needs nothing but the HTML itself:
 * - every stylesheet is inlined (a `<style data-href>` per file, in the original order);
 * - rendering waits until the whole page is parsed (`<link rel=expect blocking=render>`), so the
 *   first paint is the complete page: no progressive repaints, no layout work after it;
 * - no script or modulepreload is requested before that paint: the boot script asks for them after;
 * - the head's one inline script, after the stylesheets, readies the brand faces before the first
 *   layout (page-boot.ts).
 * `readCss` maps a stylesheet URL of the template to its text.
 */
export function inlineCriticalPath(html: string, extra: PageAssets, readCss: (href: string) => string): string {
  const templateStyles: PageAssets['styles'] = []
  const templatePreloads: string[] = []
  let entry: string | null = null
  const stripped = html
    .replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      templateStyles.push({ href, css: readCss(href) })
      return ''
    })
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      templatePreloads.push(href)
      return ''
    })
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entry = src
      return ''
    })
  if (entry === null) throw new Error('The page template has no module entry script')
  const styles = [...templateStyles, ...extra.styles]
  const preloads = [...new Set([...templatePreloads, ...extra.preloads])]
  const styleTags = styles.map((s) => `<style data-href="${escapeAttr(s.href)}">${s.css.replace(/<\/style/gi, '<\\/style')}</style>`)
  const boot = `<script type="module" data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(' '))}">${pageBootScript}</script>`
  return stripped
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    <link rel="expect" href="#page-end" blocking="render">`)
    // Functions, not strings: "$" sequences in the CSS must not be read as replacement patterns.
    .replace('</head>', () => `    ${styleTags.join('\n    ')}\n    <script>${headScript}</script>\n  </head>`)
    .replace('</body>', () => `  <div id="page-end" hidden></div>\n    ${boot}\n  </body>`)
}
