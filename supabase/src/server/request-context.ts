import type { IncomingMessage } from 'node:http'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { RequestAuth } from './auth.ts'
import { ident } from './sql.ts'

export interface RequestSettings {
  auth: RequestAuth
  method: string
  path: string
  /** Lower-cased header names, as PostgREST passes them. */
  headers: Record<string, string>
}

/** Headers the client must never be able to set for the SQL side: the backend owns the IP. */
const clientIpHeaders = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded', 'true-client-ip']

/**
 * The request headers as SQL sees them in `current_setting('request.headers')`. The client IP
 * the backend trusts (socket address, or the configured proxy header) is written to
 * `x-forwarded-for`, the header hosted Supabase's SQL reads, and every other IP header is
 * dropped so the SQL cannot be fooled by a browser-supplied value.
 */
export function sqlVisibleHeaders(req: IncomingMessage, clientIp: string | null): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    const lower = name.toLowerCase()
    if (value === undefined || clientIpHeaders.includes(lower)) continue
    headers[lower] = Array.isArray(value) ? value.join(', ') : value
  }
  if (clientIp) headers['x-forwarded-for'] = clientIp
  return headers
}

/** The client IP: the socket peer, unless a trusted proxy header is configured. */
export function clientIpOf(req: IncomingMessage, trustProxyHeader: string | null): string | null {
  if (trustProxyHeader) {
    const raw = req.headers[trustProxyHeader.toLowerCase()]
    const value = Array.isArray(raw) ? raw[0] : raw
    // For x-forwarded-for the first hop is the client as the trusted proxy saw it.
    const first = value?.split(',')[0]?.trim()
    if (first) return first.slice(0, 100)
  }
  const address = req.socket.remoteAddress
  if (!address) return null
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

/**
 * Runs `work` in its own transaction as the request's role, with the same settings PostgREST
 * provides (`request.jwt.claims`, `request.method`, `request.path`, `request.headers`). Both
 * the role and the settings are transaction-local, so nothing leaks into the next request.
 */
export function withRequestTransaction<T>(
  db: PGlite,
  settings: RequestSettings,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.role', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        JSON.stringify(settings.auth.claims),
        settings.auth.role,
        settings.method,
        settings.path,
        JSON.stringify(settings.headers),
      ],
    )
    // The role name comes from a fixed whitelist (auth.ts), never from the request text.
    await tx.exec(`set local role ${ident(settings.auth.role)}`)
    return work(tx)
  })
}
