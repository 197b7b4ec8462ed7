// The remotes type-check this file through their Vite config, outside shared's own include: the
// declaration has to come with it. An ambient module declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./subset-font.d.ts" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import subsetFont from 'subset-font'
import { SHARE_CARD, type ShareCardText } from '../src/helpers/routes/share-card'
import { brandFaces, HEADING_TEXT } from '../src/helpers/brand-fonts'

/** What a social card shows: the page's heading (and the rest of a two-part headline), its section and the brand. */
export interface ShareCardContent extends ShareCardText {
  /** Shown under a heading that has no subtitle: the page's description, cut at three lines. */
  summary?: string
  section: string
  brand: string
  /** The site's host, shown at the foot (www.example.com). */
  domain: string
}

const require = createRequire(import.meta.url)

/** Design tokens (shared/src/ui/styles/theme.css) the card uses. */
const color = {
  brand900: '#0c413c',
  brand800: '#0e524b',
  brand700: '#0f665c',
  brand600: '#137f72',
  brand200: '#b0e4db',
  brand100: '#d7f2ed',
  accent300: '#f6cf72',
  accent400: '#f1b93b',
}

/** The logo mark, as the favicon draws it (shell/public/favicon.svg), on the brand's lighter green. */
const LOGO_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color.brand600}"/><path d="M18 44V20h26v6H25v4h16v6H25v2h19v6z" fill="#fff"/></svg>`

const faceSource = (family: string): Buffer => {
  const face = brandFaces.find((f) => f.family === family)
  if (!face) throw new Error(`No brand face ${family}`)
  return readFileSync(require.resolve(face.source))
}

/**
 * The brand faces as satori reads them (TrueType; the site ships woff2, which satori cannot read):
 * the display face for the heading, the text face instanced at the two weights the card uses (satori
 * draws a variable font at its default only). Cut to the characters headings may use, once per build.
 */
let fonts: Promise<Font[]> | undefined
function cardFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const display = await subsetFont(faceSource('Playfair Display'), HEADING_TEXT, { targetFormat: 'truetype' })
    const text = faceSource('Plus Jakarta Sans')
    const textAt = (wght: number) => subsetFont(text, HEADING_TEXT, { targetFormat: 'truetype', variationAxes: { wght } })
    const [regular, bold] = await Promise.all([textAt(500), textAt(700)])
    return [
      { name: 'Playfair Display', data: display, weight: 700, style: 'normal' },
      { name: 'Plus Jakarta Sans', data: regular, weight: 500, style: 'normal' },
      { name: 'Plus Jakarta Sans', data: bold, weight: 700, style: 'normal' },
    ] satisfies Font[]
  })()
  return fonts
}

type Style = Record<string, string | number>
interface Node {
  type: string
  props: { style?: Style; src?: string; width?: number; height?: number; children?: (Node | string)[] | Node | string }
}
const box = (style: Style, ...children: (Node | string)[]): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } })

/** Longer headings get a smaller size, so the longest still fits in three lines. */
function headingSize(title: string): number {
  if (title.length <= 26) return 78
  if (title.length <= 44) return 66
  return 56
}

function cardTree({ title, subtitle, summary, section, brand, domain }: ShareCardContent): Node {
  const mark: Node = { type: 'img', props: { src: `data:image/svg+xml,${encodeURIComponent(LOGO_MARK)}`, width: 60, height: 60 } }
  return box(
    {
      position: 'relative',
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px 60px',
      color: '#fff',
      fontFamily: 'Plus Jakarta Sans',
      backgroundColor: color.brand900,
    },
    // Two rings off the top right corner: a quiet shape in flat colors (a gradient would triple the PNG).
    box({ position: 'absolute', top: -260, right: -200, width: 640, height: 640, borderRadius: 320, backgroundColor: color.brand800 }),
    box({ position: 'absolute', top: -130, right: -70, width: 380, height: 380, borderRadius: 190, backgroundColor: color.brand900, border: `2px solid ${color.brand700}` }),
    // Positioned, so they paint over the rings (positioned boxes paint above the rest, in tree order).
    box({ position: 'relative', alignItems: 'center', gap: 20, fontSize: 28, fontWeight: 700, letterSpacing: 0.5 }, mark, brand),
    box(
      { position: 'relative', flexDirection: 'column', gap: 22, maxWidth: 1020 },
      box({ color: color.accent300, fontSize: 22, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase' }, section),
      box({ fontFamily: 'Playfair Display', fontWeight: 700, fontSize: headingSize(title), lineHeight: 1.1, textWrap: 'balance' }, title),
      ...(subtitle ? [box({ fontSize: 30, fontWeight: 500, lineHeight: 1.35, color: color.brand100, lineClamp: 2 }, subtitle)] : []),
      ...(!subtitle && summary ? [box({ fontSize: 26, fontWeight: 500, lineHeight: 1.45, color: color.brand200, lineClamp: 3, maxWidth: 940 }, summary)] : []),
    ),
    box(
      { position: 'relative', alignItems: 'center', justifyContent: 'space-between', fontSize: 24, fontWeight: 500, color: color.brand200 },
      box({ width: 112, height: 6, borderRadius: 3, backgroundColor: color.accent400 }),
      domain,
    ),
  )
}

/** Renders a page's social card: a SHARE_CARD.width × SHARE_CARD.height PNG in the brand's faces and colors. */
export async function renderShareCard(content: ShareCardContent): Promise<Buffer> {
  const svg = await satori(cardTree(content) as Parameters<typeof satori>[0], { width: SHARE_CARD.width, height: SHARE_CARD.height, fonts: await cardFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width }, font: { loadSystemFonts: false } }).render().asPng()
}
