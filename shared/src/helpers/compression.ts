import { constants } from 'node:zlib'

/** Below this a compressed form saves less than its headers cost (build twins and composed pages alike). */
export const MIN_COMPRESSED_BYTES = 512

/** zlib's options for a brotli pass at `quality` over `raw`. */
export const brotliOptions = (raw: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
})
