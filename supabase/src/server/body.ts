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
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'))
    })
    req.on('error', (error) => {
      if (!failed) reject(error)
    })
  })
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

/** PostgREST answers every unparsable body with the same PGRST102. */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw apiError(400, 'PGRST102', 'Empty or invalid json')
  }
}
