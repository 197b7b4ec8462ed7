import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { brandFamilies, fontStack } from './brand-fonts'
import { fontCss } from './font-css'

// Not new URL(`…${file}`, import.meta.url): Vite rewrites that pattern into an asset lookup.
const stylesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/styles')
const read = (file: string) => readFileSync(join(stylesDir, file), 'utf8')

describe('the brand font CSS', () => {
  it('fonts.css is what `npm run fonts -w shared` writes from brand-fonts.ts and the font files', async () => {
    expect(read('fonts.css')).toBe(await fontCss())
  })

  it('the --font-* tokens name each brand family, then its adjusted fallbacks', () => {
    const theme = read('theme.css')
    const token = (name: string) => theme.match(new RegExp(`--font-${name}:\\s*([^;]+);`))?.[1]
    const stack = (family: string) => {
      const found = brandFamilies.find((f) => f.family === family)
      if (!found) throw new Error(`no brand family ${family}`)
      return fontStack(found)
    }
    expect(token('display')).toBe(stack('Playfair Display'))
    expect(token('sans')).toBe(stack('Plus Jakarta Sans'))
  })

  it('scales the Times New Roman fallback by the ratio of average English glyph widths', async () => {
    // Playfair Display Bold averages 0.463 em per character of English text, Times New Roman
    // 832/2048 = 0.406 em (Capsize's figures), so its fallback is set 114 % larger.
    expect(await fontCss()).toMatch(/"Playfair Display Fallback: Times New Roman";\n[^}]*size-adjust: 113\.\d+%/)
  })
})
