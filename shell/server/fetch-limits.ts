import { envNumber } from './env-number'

/**
 * How long the site waits for a release's origin and how large a file it takes from it: one
 * definition for the composition server and the release check, so a release that passes the check
 * is one the server will read (a slower origin or a larger file fails both, saying which limit).
 */
export interface FetchLimits {
  /** Longest wait for an answer, body included (ms). */
  timeoutMs: number
  /** Largest file taken (bytes). */
  maxBytes: number
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 3000, maxBytes: 4 * 1024 * 1024 }

/** The limits as deployed: COMPOSE_FETCH_TIMEOUT_MS and COMPOSE_FETCH_MAX_BYTES, else the defaults. */
export function fetchLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): FetchLimits {
  return {
    timeoutMs: envNumber(env, 'COMPOSE_FETCH_TIMEOUT_MS', DEFAULT_FETCH_LIMITS.timeoutMs, { positive: true, unit: 'ms' }),
    maxBytes: envNumber(env, 'COMPOSE_FETCH_MAX_BYTES', DEFAULT_FETCH_LIMITS.maxBytes, { positive: true, integer: true, unit: 'bytes' }),
  }
}

/** A file over the size limit: its message names the limit and the setting that raises it. */
export class TooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`larger than ${maxBytes} bytes, the most the composition server reads (COMPOSE_FETCH_MAX_BYTES)`)
    this.name = 'TooLargeError'
  }
}

/**
 * A response's body as text, refused as soon as it is known to pass `maxBytes` (by its
 * Content-Length, or while it streams in), so an oversized file is never held in memory whole.
 */
export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  return (await readLimitedBytes(response, maxBytes)).toString('utf8')
}

/** A response's body as bytes, refused as readLimitedText refuses it. */
export async function readLimitedBytes(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new TooLargeError(maxBytes)
  }
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new TooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Why a request got no answer, in the words an operator searches for (ECONNREFUSED, ENOTFOUND). */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof TooLargeError) return error.message
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms, the composition server's limit (COMPOSE_FETCH_TIMEOUT_MS)`
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
  if (cause?.code) return cause.code
  if (cause?.message) return cause.message
  return error instanceof Error ? error.message : String(error)
}
