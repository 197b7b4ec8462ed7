import type { IncomingMessage } from 'node:http'
import { apiError } from './errors.ts'

export const defaultBodyLimitBytes = 64 * 1024

/**
 * Reads the request body up to `limit` bytes. Over the limit the rest is drained (bounded)
 * instead of resetting the socket, so the client actually receives the 413.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () =>
    apiError(413, 'PGRST413', 'Payload Too Large', `The request body is larger than ${limit} bytes`, null)
  const declared = Number(req.headers['content-length'])
  return new Promise((resolve, reject) => {
    if (Number.isFinite(declared) && declared > limit) {
      drain(req, limit)
      reject(tooLarge())
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        chunks.length = 0
        drain(req, limit)
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (failed) return
      try {
        resolve(decodeUtf8(Buffer.concat(chunks)))
      } catch (error) {
        reject(error)
      }
    })
    req.on('error', (error) => {
      if (!failed) reject(error)
    })
  })
}

/**
 * Strict UTF-8: a body with bytes that are not UTF-8 is refused rather than stored with U+FFFD
 * in place of what the client sent. The byte order mark is kept (not skipped), so a body
 * starting with one is still invalid JSON, as in PostgREST.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw apiError(400, 'PGRST102', 'Empty or invalid json', 'The request body is not valid UTF-8')
  }
}

/** Discards what the client still sends; gives up (closes) after 16x the limit. */
function drain(req: IncomingMessage, limit: number): void {
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > limit * 16) req.destroy()
  })
  req.resume()
}

/**
 * Deepest nesting a request body may have. Nothing supabase-js sends comes close; without a cap a
 * body of ~5,000 nested arrays (well under the size limit) overflowed the stack while the SQL
 * parameters were serialised and answered 500.
 */
export const maxJsonDepth = 100

/** PostgREST answers every unparsable body with the same PGRST102. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepthExceeds(text, maxJsonDepth)) {
    throw apiError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${maxJsonDepth} levels`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw apiError(400, 'PGRST102', 'Empty or invalid json')
  }
}

/** Counts bracket depth outside strings, without recursion (the input is hostile). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c) i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) {
      inString = true
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--
    }
  }
  return false
}

/**
 * Request bodies are JSON only (what supabase-js sends). PostgREST also takes CSV and form
 * bodies; the local subset doesn't, and answers anything else the way PostgREST answers an
 * unsupported type: 400 / PGRST102 "Content-Type not acceptable". This also means no body
 * arrives as a CORS "simple request" (text/plain, form) that skipped the preflight.
 */
export function requireJsonContentType(value: string | undefined): void {
  const mediaType = (value ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw apiError(400, 'PGRST102', `Content-Type not acceptable: ${mediaType || '*/*'}`)
  }
}
