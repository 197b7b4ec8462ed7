import { createHash } from 'node:crypto'
import { brotliCompress, brotliCompressSync, gzipSync } from 'node:zlib'
import { brotliOptions, MIN_COMPRESSED_BYTES } from 'shared/helpers/compression'
import { acceptedCodings, type ContentCoding } from './accept-encoding'

/**
 * A composed response's bytes, its validator and its compressed forms, each made once per version
 * of the response.
 *
 * Brotli's best pass is slow, and on the request's own thread every other request would wait for
 * it too. The first request of a version gets a quick pass; the best pass runs on the thread pool
 * meanwhile, and every request after it finishes gets its bytes (docs/decisions/page-compression.md).
 */
export interface EncodedPage {
  readonly etag: string
  readonly raw: Buffer
  br?: Buffer
  gzip?: Buffer
}

export type PageEncoding = ContentCoding

/** Brotli quality of the first answer of a version, and of the pass that replaces it. */
export const FAST_BROTLI_QUALITY = 6
export const BEST_BROTLI_QUALITY = 11

export function encodedPage(text: string): EncodedPage {
  const raw = Buffer.from(text)
  return { raw, etag: `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"` }
}

/** The encoding to answer with for an Accept-Encoding header (accept-encoding.ts), or none. */
export function pickEncoding(page: EncodedPage, acceptEncoding: string | undefined): PageEncoding | null {
  if (page.raw.length < MIN_COMPRESSED_BYTES) return null
  return acceptedCodings(acceptEncoding)[0] ?? null
}

/** The body to send in that encoding (the raw bytes for none). */
export function bodyIn(page: EncodedPage, encoding: PageEncoding | null): Buffer {
  if (encoding === 'br') return brotliOf(page)
  if (encoding === 'gzip') return (page.gzip ??= gzipSync(page.raw, { level: 9 }))
  return page.raw
}

function brotliOf(page: EncodedPage): Buffer {
  if (page.br) return page.br
  const fast = brotliCompressSync(page.raw, brotliOptions(page.raw, FAST_BROTLI_QUALITY))
  page.br = fast
  brotliCompress(page.raw, brotliOptions(page.raw, BEST_BROTLI_QUALITY), (error, best) => {
    // A failed best pass leaves the fast one in place: the page stays served, only larger.
    if (!error && best.length < fast.length) page.br = best
  })
  return fast
}
