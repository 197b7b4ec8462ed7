// @vitest-environment node
// (The font tools run WebAssembly that checks its buffers against Node's own Uint8Array.)
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { brandFaces, brandFamilies, cachedFaces, fontStack, HEADING_TEXT, LATIN_UNICODE_RANGE } from '../src/helpers/brand-fonts'
import { characterSetOf, fontCss, intersectRanges, parseRanges, rangesOf, subtractRanges } from './font-css'

// Not new URL(`…${file}`, import.meta.url): Vite rewrites that pattern into an asset lookup.
const stylesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/ui/styles')
const read = (file: string) => readFileSync(join(stylesDir, file), 'utf8')
const require = createRequire(import.meta.url)

describe('the brand font CSS', () => {
  it('fonts.css is what `npm run fonts -w shared` writes from brand-fonts.ts and the font files', async () => {
    expect(read('fonts.css')).toBe(await fontCss())
  })

  it('the --font-* tokens name each brand family, then its adjusted fallbacks; the text face only once its file is cached', async () => {
    const theme = read('theme.css')
    const token = (name: string) => theme.match(new RegExp(`--font-${name}:\\s*([^;]+);`))?.[1]
    const stack = (family: string) => {
      const found = brandFamilies.find((f) => f.family === family)
      if (!found) throw new Error(`no brand family ${family}`)
      return fontStack(found)
    }
    expect(token('display')).toBe(stack('Playfair Display'))
    // The copy's face is fetched after a page has painted: the theme leaves it out of the stack...
    expect(token('sans')).toBe('"Plus Jakarta Sans Fallback: Arial", ui-sans-serif, system-ui, sans-serif')
    // ...and a page that found its file cached puts it back, before its first layout.
    expect(await fontCss()).toContain(`html[${cachedFaces.attribute}] {\n  --font-sans: ${stack('Plus Jakarta Sans')};\n}`)
  })

  it('scales the Times New Roman fallback by the ratio of average English glyph widths', async () => {
    // Playfair Display Bold averages 0.463 em per character of English text, Times New Roman
    // 832/2048 = 0.406 em (Capsize's figures), so its fallback is set 114 % larger.
    expect(await fontCss()).toMatch(/"Playfair Display Fallback: Times New Roman";\n[^}]*size-adjust: 113\.\d+%/)
  })

  it('splits a range: the inlined subset\'s characters, and the file for the rest of the Latin range', () => {
    expect(rangesOf('ba c')).toEqual([[0x20, 0x20], [0x61, 0x63]])
    expect(subtractRanges([[0, 0xff]], [[0xa0, 0xa0], [0x20, 0x7e]])).toEqual([[0, 0x1f], [0x7f, 0x9f], [0xa1, 0xff]])
    expect(subtractRanges([[0x2000, 0x206f]], [[0x2011, 0x2011], [0x2013, 0x2014]])).toEqual([[0x2000, 0x2010], [0x2012, 0x2012], [0x2015, 0x206f]])
    expect(intersectRanges([[0x20, 0x7e], [0x2010, 0x2014]], [[0x41, 0x5a], [0x2012, 0x2020]])).toEqual([[0x41, 0x5a], [0x2012, 0x2014]])
  })

  it('names in each face\'s unicode-range only characters its file (or inlined subset) has a glyph for', async () => {
    // A character in the range without a glyph (Playfair Display has no U+2011, the no-break
    // hyphen of "GLP‑1") made Chromium load the subset's own data: copy too, hiding every heading
    // in the face until it was decoded: the first screen's heading came a frame after the first paint.
    const blocks = [...(await fontCss()).matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1] ?? '')
    let checked = 0
    for (const face of brandFaces) {
      for (const css of blocks.filter((b) => b.includes(`font-family: "${face.family}";`) && b.includes(`font-weight: ${face.weight};`))) {
        const inline = css.match(/base64,([^"]+)"/)?.[1]
        const glyphs = new Set(characterSetOf(inline ? Buffer.from(inline, 'base64') : readFileSync(require.resolve(face.source))))
        const range = css.match(/unicode-range: ([^;]+);/)?.[1] ?? ''
        const points = parseRanges(range).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
        const missing = points.filter((point) => !glyphs.has(point))
        expect(missing.map((p) => `U+${p.toString(16)}`), `${face.family} ${face.weight}${inline ? ' (inlined)' : ''}`).toEqual([])
        checked += 1
      }
    }
    expect(checked).toBe(3)
  })

  it('inlines the display face\'s subset for every heading character, and leaves the rest of its range to the file', async () => {
    const css = await fontCss()
    const display = [...css.matchAll(/@font-face \{[^}]*font-family: "Playfair Display";[^}]*\}/g)].map((m) => m[0])
    expect(display).toHaveLength(2)
    const [inline = '', file = ''] = display
    expect(inline).toMatch(/src: url\("data:font\/woff2;base64,[A-Za-z0-9+/=]+"\)/)
    expect(inline).toContain('font-display: block')
    // Every character of the headings the face can draw (ASCII, no-break space, curly quotes,
    // dashes) is in the page; the no-break hyphen, which it has no glyph for, is left to the fallback.
    expect(HEADING_TEXT).toContain('\u2011')
    expect(inline).toContain('unicode-range: U+0020-007E, U+00A0, U+2013-2014, U+2018-2019, U+201C-201D, U+2026;')
    expect(file).not.toContain('U+0020-007E')
    expect(file).toMatch(/unicode-range: U\+00A1-00B4, U\+00B6-00FF, /)
    // About 11 KB of woff2: what every page carries for it (base64 is 4/3 of that).
    const base64 = inline.match(/base64,([^"]+)/)?.[1] ?? ''
    expect(base64.length * 0.75).toBeLessThan(12_500)
    expect(HEADING_TEXT).toContain('’')
    expect(LATIN_UNICODE_RANGE).toContain('U+0000-00FF')
  })
})
