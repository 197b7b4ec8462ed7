// @vitest-environment node
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BEST_BROTLI_QUALITY, bodyIn, encodedPage, pickEncoding } from './page-encoding'

/** Page-like markup: repeated tags around varied words (a seeded generator, the same every run). */
function pageText(words: number): string {
  const vocabulary = ['med', 'spa', 'leads', 'patients', 'pharmacy', 'telehealth', 'audit', 'growth', 'clinic', 'GLP-1', 'savings', 'practice', 'booking', 'calls', 'reviews']
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
  const parts: string[] = []
  for (let i = 0; i < words; i += 1) {
    const word = vocabulary[next() % vocabulary.length] ?? 'practice'
    parts.push(i % 9 === 0 ? `</p><p class="text-ink-700 mt-${next() % 8}">${word}` : word)
  }
  return `<!doctype html><html><body><main>${parts.join(' ')}</main></body></html>`
}

describe('a composed page, compressed once per version', () => {
  const text = pageText(30_000)

  it('answers the first brotli request at once, and later ones with the best pass once it is done', async () => {
    const page = encodedPage(text)
    const first = bodyIn(page, 'br')
    expect(brotliDecompressSync(first).toString()).toBe(text)

    const best = brotliCompressSync(page.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY } })
    expect(best.length).toBeLessThan(first.length)
    await expect.poll(() => bodyIn(page, 'br').length, { timeout: 5000 }).toBe(best.length)
    expect(brotliDecompressSync(bodyIn(page, 'br')).toString()).toBe(text)
  })

  it('keeps one validator for every encoding of the same bytes, and a new one for new bytes', () => {
    const page = encodedPage(text)
    expect(encodedPage(text).etag).toBe(page.etag)
    expect(encodedPage(`${text} `).etag).not.toBe(page.etag)
    expect(gunzipSync(bodyIn(page, 'gzip')).toString()).toBe(text)
    expect(bodyIn(page, null).toString()).toBe(text)
  })

  it('prefers brotli, then gzip, and sends a small body as it is', () => {
    const page = encodedPage(text)
    expect(pickEncoding(page, 'gzip, deflate, br')).toBe('br')
    expect(pickEncoding(page, 'gzip')).toBe('gzip')
    expect(pickEncoding(page, 'identity')).toBeNull()
    expect(pickEncoding(page, '')).toBeNull()
    expect(pickEncoding(encodedPage('<p>short</p>'), 'br')).toBeNull()
  })

  it('never picks a coding the request refuses with q=0, and sends the page as it is when none is left', () => {
    const page = encodedPage(text)
    expect(pickEncoding(page, 'br;q=0, gzip;q=0, identity')).toBeNull()
    expect(pickEncoding(page, 'br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding(page, 'gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(pickEncoding(page, 'br;q=0, *')).toBe('gzip')
    expect(pickEncoding(page, '*;q=0')).toBeNull()
    expect(pickEncoding(page, 'identity;q=0, br;q=0, gzip;q=0')).toBeNull()
    expect(pickEncoding(page, 'deflate, br')).toBe('br')
  })

  it('reads q and the codings in any case: Q=0 refuses as q=0 does', () => {
    const page = encodedPage(text)
    expect(pickEncoding(page, 'br;Q=0')).toBeNull()
    expect(pickEncoding(page, 'BR;q=0')).toBeNull()
    expect(pickEncoding(page, 'br; Q=0, gzip')).toBe('gzip')
    expect(pickEncoding(page, 'gzip;Q=0.0, br')).toBe('br')
    expect(pickEncoding(page, 'GZIP;Q=1, Br;Q=0.5')).toBe('gzip')
    expect(pickEncoding(page, '*;Q=0')).toBeNull()
  })
})
