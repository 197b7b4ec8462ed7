/**
 * The brand typefaces: the one list the font CSS (src/ui/styles/fonts.css, written by
 * `npm run fonts -w shared`), the design tokens (src/ui/styles/theme.css) and the shell's font
 * preloads follow. Why these faces, weights and fallbacks: docs/decisions/brand-fonts.md.
 */

/** Fontsource's "latin" subset: what the site's copy is written in (US English). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * How a page gets a face:
 * - `inline`: the characters of `inlineText` (a subset of the file, made at build time) are written
 *   into the font CSS as a data URL: the shell's CSS is inlined in every page, so the first paint
 *   draws them in the brand face with no request. The file itself covers the rest of the range and
 *   is fetched only by a page that has text in the face outside the subset.
 * - `late`: the file is fetched once a page is live and the browser idle (the page's boot script),
 *   and drawn from the next page load on, from the cache: the family's token leaves it out until
 *   the page's head has found it cached (`cachedFaces`). A first visit never fetches it before its
 *   first paint nor lays the page out twice when it arrives; a swap over the metric-adjusted
 *   fallback still moved lines.
 */
export type FaceLoading = { kind: 'inline'; inlineText: string } | { kind: 'late' }

export interface BrandFace {
  family: string
  /** The woff2 file, as a package specifier (resolved by Vite in the CSS, by Node in the generator). */
  source: string
  /** `font-weight` descriptor: one weight, or a range for a variable file. */
  weight: string
  loading: FaceLoading
}

/** A system font a brand family falls back to, scaled to the brand face's metrics. */
export interface FallbackFont {
  /** Its metrics in @capsizecss/metrics (the module name under `@capsizecss/metrics/`). */
  metrics: 'arial' | 'georgia' | 'timesNewRoman'
  /**
   * local() names to try, in order: the font itself, then the fonts with the same advance widths
   * on Linux and ChromeOS (Liberation and Croscore are metric-compatible with Arial and Times New
   * Roman), so one set of overrides fits them all.
   */
  local: string[]
}

export interface BrandFamily {
  family: string
  /** Its design token: `--font-<token>` (src/ui/styles/theme.css), Tailwind's `font-<token>`. */
  token: 'sans' | 'display'
  /** The face whose metrics the fallbacks are scaled to: the one most text on the first screen uses. */
  metricsFrom: string
  fallbacks: FallbackFont[]
  /** The generic family at the end of the stack, for a device with none of the fallbacks. */
  generic: string[]
}

const playfair700 = '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2'
const jakartaVariable = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'

/**
 * Printable ASCII, the no-break space, and the typographic marks the site's headings use (’ and
 * the non-breaking hyphen of GLP‑1) or may (‘ “ ” – — …).
 */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')
export const HEADING_TEXT = `${PRINTABLE_ASCII}\u00a0‘’“”–—…‑`

export const brandFaces: BrandFace[] = [
  // Headings are font-display font-bold everywhere: in every first screen, so in the page.
  { family: 'Playfair Display', source: playfair700, weight: '700', loading: { kind: 'inline', inlineText: HEADING_TEXT } },
  // Body copy uses 400, 500, 600 and 700: one variable file (27 KB) is smaller than three statics.
  { family: 'Plus Jakarta Sans', source: jakartaVariable, weight: '200 800', loading: { kind: 'late' } },
]

const arialCompatible: FallbackFont = { metrics: 'arial', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'] }

export const brandFamilies: BrandFamily[] = [
  {
    family: 'Playfair Display',
    token: 'display',
    metricsFrom: playfair700,
    fallbacks: [
      { metrics: 'georgia', local: ['Georgia'] },
      { metrics: 'timesNewRoman', local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'] },
    ],
    generic: ['serif'],
  },
  {
    family: 'Plus Jakarta Sans',
    token: 'sans',
    metricsFrom: jakartaVariable,
    fallbacks: [arialCompatible],
    generic: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  },
]

/** The name of a family's fallback face over one system font. */
export const fallbackFamilyName = (family: string, fallback: FallbackFont) => `${family} Fallback: ${fallback.local[0] ?? fallback.metrics}`

/** A family's full stack: the brand face, its adjusted fallbacks, the generics. */
export function fontStack(family: BrandFamily): string {
  return [family.family, ...fallbackStack(family)].map((name) => `"${name}"`).concat(family.generic).join(', ')
}

const fallbackStack = (family: BrandFamily) => family.fallbacks.map((f) => fallbackFamilyName(family.family, f))

/** Whether a family's faces are all `late`: drawn only once their files are cached. */
export const isLateFamily = (family: BrandFamily) => brandFaces.filter((face) => face.family === family.family).every((face) => face.loading.kind === 'late')

/**
 * How a page learns that the late faces' files are cached: the boot script fetches them once the
 * page is live and sets `storageKey` in localStorage; on the next load the head's script finds it
 * and sets `attribute` on <html> before the first layout, which puts the faces into their tokens.
 */
export const cachedFaces = { attribute: 'data-cached-faces', storageKey: 'cached-brand-faces' } as const

/** The file name a brand face's woff2 keeps in a build (before Vite's content hash). */
export const faceFileName = (face: Pick<BrandFace, 'source'>) => face.source.slice(face.source.lastIndexOf('/') + 1)
