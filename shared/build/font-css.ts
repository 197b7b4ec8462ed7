import { createRequire } from 'node:module'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import georgia from '@capsizecss/metrics/georgia'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromFile } from '@capsizecss/unpack/fs'
import { readFileSync } from 'node:fs'
import { create as openFont } from 'fontkitten'
import subsetFont from 'subset-font'
import { brandFaces, brandFamilies, cachedFaces, fallbackFamilyName, fontStack, isLateFamily, LATIN_UNICODE_RANGE, type BrandFace, type BrandFamily, type FallbackFont } from '../src/helpers/brand-fonts'

const require = createRequire(import.meta.url)
const systemMetrics = { arial, georgia, timesNewRoman }

type FontMetrics = Parameters<typeof createFontStack>[0][number]

/**
 * A fallback face's overrides, computed by Capsize (@capsizecss/core) from the brand file's own
 * metrics (read from the woff2 we ship) and the system font's (@capsizecss/metrics): size-adjust
 * makes the average glyph width of English text match, so lines break where the brand face
 * breaks them; the vertical overrides make each line as tall.
 */
function overrides(brand: FontMetrics, fallback: FallbackFont): Record<string, string> {
  const { fontFaces } = createFontStack([brand, systemMetrics[fallback.metrics]], { fontFaceFormat: 'styleObject' })
  const face = fontFaces[0]?.['@font-face']
  if (!face?.sizeAdjust || !face.ascentOverride || !face.descentOverride) throw new Error(`Capsize gave no overrides for ${brand.familyName} over ${fallback.metrics}`)
  // Capsize leaves line-gap-override out when the system font has no line gap of its own; say it
  // anyway, so every fallback face states all four.
  const sizeAdjust = Number.parseFloat(face.sizeAdjust) / 100
  const lineGap = face.lineGapOverride ?? `${Number.parseFloat(((brand.lineGap / brand.unitsPerEm / sizeAdjust) * 100).toFixed(4))}%`
  return { 'size-adjust': face.sizeAdjust, 'ascent-override': face.ascentOverride, 'descent-override': face.descentOverride, 'line-gap-override': lineGap }
}

const block = (lines: string[]) => `@font-face {\n${lines.map((l) => `  ${l};`).join('\n')}\n}`

async function fallbackFaces(family: BrandFamily): Promise<string[]> {
  const brand = await fromFile(require.resolve(family.metricsFrom))
  return family.fallbacks.map((fallback) =>
    block([
      `font-family: "${fallbackFamilyName(family.family, fallback)}"`,
      `src: ${fallback.local.map((name) => `local("${name}")`).join(', ')}`,
      ...Object.entries(overrides(brand, fallback)).map(([name, value]) => `${name}: ${value}`),
    ]),
  )
}

type Range = [number, number]

/** `U+0020-007E, U+00A0` as ranges. */
export const parseRanges = (text: string): Range[] =>
  text.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)]
  })

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
const formatRanges = (ranges: Range[]) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')

/** The codepoints of `text` as sorted, merged ranges. */
export function rangesOf(text: string): Range[] {
  return rangesOfPoints([...text].map((ch) => ch.codePointAt(0) ?? 0))
}

function rangesOfPoints(codePoints: Iterable<number>): Range[] {
  const points = [...new Set(codePoints)].sort((a, b) => a - b)
  const out: Range[] = []
  for (const p of points) {
    const last = out.at(-1)
    if (last && last[1] === p - 1) last[1] = p
    else out.push([p, p])
  }
  return out
}

/** `ranges` less every codepoint in `minus`. */
export function subtractRanges(ranges: Range[], minus: Range[]): Range[] {
  return ranges.flatMap(([from, to]) => {
    const out: Range[] = []
    let start = from
    for (const [a, b] of [...minus].sort((x, y) => x[0] - y[0])) {
      if (b < start || a > to) continue
      if (a > start) out.push([start, a - 1])
      start = Math.max(start, b + 1)
    }
    if (start <= to) out.push([start, to])
    return out
  })
}

/** The codepoints of `ranges` that are also in `within` (both sorted). */
export function intersectRanges(ranges: Range[], within: Range[]): Range[] {
  return ranges.flatMap(([from, to]) =>
    within.flatMap(([a, b]): Range[] => {
      const start = Math.max(from, a)
      const end = Math.min(to, b)
      return start <= end ? [[start, end]] : []
    }),
  )
}

/**
 * The codepoints a font file has a glyph for. A face's unicode-range names no other: a character
 * in its range that it cannot draw makes the browser load every face of the family for it (the
 * inlined subset's own `data:` copy included, whose loading hides the family's text until it is
 * done), then draw it in the fallback anyway.
 */
function drawable(font: Buffer): Range[] {
  return rangesOfPoints(characterSetOf(font))
}

/** The codepoints in a font file's character map (woff2, woff or sfnt). */
export function characterSetOf(file: Buffer): number[] {
  const font = openFont(file)
  if (!('characterSet' in font)) throw new Error('a font collection, not one font')
  return font.characterSet
}

/**
 * The subset of a face for `text`, as woff2. Glyphs reachable only through layout features
 * (ligatures, alternates) are left out: a quarter of the bytes of every page, for f-ligatures.
 */
export async function inlineSubset(font: Buffer, text: string): Promise<Buffer> {
  return subsetFont(font, text, { targetFormat: 'woff2', noLayoutClosure: true })
}

async function faceBlocks(face: BrandFace): Promise<string[]> {
  const common = [`font-family: "${face.family}"`, 'font-style: normal', `font-weight: ${face.weight}`]
  const file = `src: url("${face.source}") format("woff2")`
  const font = readFileSync(require.resolve(face.source))
  const drawn = drawable(font)
  // Control characters (C0, DEL, C1) are never drawn: they must not make a page fetch the file.
  const latin = subtractRanges(intersectRanges(parseRanges(LATIN_UNICODE_RANGE), drawn), [[0, 0x1f], [0x7f, 0x9f]])
  if (face.loading.kind === 'late') return [block([...common, 'font-display: optional', file, `unicode-range: ${formatRanges(latin)}`])]
  const subset = await inlineSubset(font, face.loading.inlineText)
  const wanted = rangesOf(face.loading.inlineText)
  const inlined = intersectRanges(wanted, drawn)
  const rest = subtractRanges(latin, wanted)
  return [
    // In the page: nothing to wait for but its decoding, so the first paint never shows a fallback.
    block([...common, 'font-display: block', `src: url("data:font/woff2;base64,${subset.toString('base64')}") format("woff2")`, `unicode-range: ${formatRanges(inlined)}`]),
    // The rest of the range: fetched only for a character outside the subset.
    block([...common, 'font-display: swap', file, `unicode-range: ${formatRanges(rest)}`]),
  ]
}

/**
 * The text of src/ui/styles/fonts.css: the brand faces (inlined subsets and woff2 files, Latin) and,
 * after them, each family's metric-adjusted fallback faces.
 */
export async function fontCss(): Promise<string> {
  const brand = (await Promise.all(brandFaces.map(faceBlocks))).flat()
  const fallbacks = (await Promise.all(brandFamilies.map(fallbackFaces))).flat()
  // A late family's token names its brand face only on a page load that found its files cached.
  const cached = brandFamilies.filter(isLateFamily).map((family) => `html[${cachedFaces.attribute}] {\n  --font-${family.token}: ${fontStack(family)};\n}`)
  return [
    '/*',
    ' * Written by `npm run fonts -w shared` from shared/src/helpers/brand-fonts.ts: do not edit (a unit test',
    ' * fails when it is out of date). Imported by the shell\'s CSS and by a remote run alone; a remote\'s',
    ' * exposed CSS leaves it out, so each page gets the files once, from the shell\'s build.',
    ' * Fallback overrides: Capsize (@capsizecss/core), from the woff2 files\' metrics and the system',
    ' * fonts\' (@capsizecss/metrics). Why: docs/decisions/brand-fonts.md.',
    ' */',
    ...brand,
    ...fallbacks,
    ...cached,
    '',
  ].join('\n')
}
