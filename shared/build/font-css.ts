import { createRequire } from 'node:module'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import georgia from '@capsizecss/metrics/georgia'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { fromFile } from '@capsizecss/unpack/fs'
import { brandFaces, brandFamilies, fallbackFamilyName, LATIN_UNICODE_RANGE, type BrandFamily, type FallbackFont } from './brand-fonts'

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

/**
 * The text of src/styles/fonts.css: the brand faces (woff2, Latin, swap) and, after them, each
 * family's metric-adjusted fallback faces.
 */
export async function fontCss(): Promise<string> {
  const brand = brandFaces.map((face) =>
    block([
      `font-family: "${face.family}"`,
      'font-style: normal',
      `font-weight: ${face.weight}`,
      // The first screen's faces are preloaded and used only if they are there by the first
      // layout (optional): a later swap would move the first screen (a 2-6 % width difference
      // re-wraps a long paragraph). Other faces are below it, where a swap moves nothing in view.
      `font-display: ${face.firstScreen ? 'optional' : 'swap'}`,
      `src: url("${face.source}") format("woff2")`,
      `unicode-range: ${LATIN_UNICODE_RANGE}`,
    ]),
  )
  const fallbacks = (await Promise.all(brandFamilies.map(fallbackFaces))).flat()
  return [
    '/*',
    ' * Written by `npm run fonts -w shared` from shared/build/brand-fonts.ts: do not edit (a unit test',
    ' * fails when it is out of date). Imported by the shell\'s CSS and by a remote run alone; a remote\'s',
    ' * exposed CSS leaves it out, so each page gets the files once, from the shell\'s build.',
    ' * Fallback overrides: Capsize (@capsizecss/core), from the woff2 files\' metrics and the system',
    ' * fonts\' (@capsizecss/metrics). Why: docs/decisions/brand-fonts.md.',
    ' */',
    ...brand,
    ...fallbacks,
    '',
  ].join('\n')
}
