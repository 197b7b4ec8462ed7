import { headScript, pageBootScript } from './page-boot'

export interface PageAssets {
  /** Stylesheets the page needs at first paint, by URL, with their text. */
  styles: { href: string; css: string }[]
  /** Module URLs the page will run, fetched in parallel once it has painted. */
  preloads: string[]
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** A face whose file is in the stylesheet itself, as a `data:` URL (the headings' subset). */
const inlinedFace = /@font-face\{[^}]*src:url\("?data:font\/woff2;base64,[^}]*\}/g

/** Whether `index` of a stylesheet is outside every block (braces in strings do not count). */
function atTopLevel(css: string, index: number): boolean {
  let depth = 0
  let quote: string | null = null
  for (let i = 0; i < index; i++) {
    const c = css[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (c === '{') depth++
    else if (c === '}') depth--
  }
  return depth === 0
}

/**
 * A stylesheet's top-level faces with inlined files, taken out for a `<style data-faces>` of their
 * own, so the head's script reads a few kilobytes instead of every stylesheet of the page
 * (page-boot.ts). A face rule is in no cascade: its place among the family's other faces counts
 * only where their ranges overlap, and the inlined subset's range and its file's do not
 * (`fontCss()`); the element goes right before the sheet it came from all the same.
 */
export function splitInlinedFaces(css: string): { faces: string; rest: string } {
  const faces: string[] = []
  const rest = css.replace(inlinedFace, (rule: string, index: number) => {
    if (!atTopLevel(css, index)) return rule
    faces.push(rule)
    return ''
  })
  return { faces: faces.join(''), rest }
}

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style')

function styleTags({ href, css }: { href: string; css: string }): string[] {
  const { faces, rest } = splitInlinedFaces(css)
  return [...(faces ? [`<style data-faces>${styleText(faces)}</style>`] : []), `<style data-href="${escapeAttr(href)}">${styleText(rest)}</style>`]
}

/**
 * Rewrites a built page so its first paint needs nothing but the HTML itself:
 * - every stylesheet is inlined (a `<style data-href>` per file, in the original order), its faces
 *   with inlined files in a `<style data-faces>` just before it;
 * - rendering waits until the whole page is parsed (`<link rel=expect blocking=render>`), so the
 *   first paint is the complete first screen: no progressive repaints; the bands far below it are
 *   laid out once that paint is on screen (the head's script and the boot script, page-boot.ts);
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
  const boot = `<script type="module" data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(' '))}">${pageBootScript}</script>`
  return stripped
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    <link rel="expect" href="#page-end" blocking="render">`)
    // Functions, not strings: "$" sequences in the CSS must not be read as replacement patterns.
    .replace('</head>', () => `    ${styles.flatMap(styleTags).join('\n    ')}\n    <script>${headScript}</script>\n  </head>`)
    .replace('</body>', () => `  <div id="page-end" hidden></div>\n    ${boot}\n  </body>`)
}
