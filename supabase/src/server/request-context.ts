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

/**
 * Headers that name a client address. None of them reaches SQL as the client sent it: the
 * backend decides the address (client-address.ts) and hands SQL that one value.
 */
const clientIpHeaders = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'cf-pseudo-ipv4',
  'forwarded',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
])

/**
 * The request headers as SQL sees them in `current_setting('request.headers')`. The client
 * address the backend trusts is written to `cf-connecting-ip`, the one header hosted Supabase's
 * SQL reads (Cloudflare sets it there and a client cannot), and every other address header is
 * dropped, so SQL behaves the same here and hosted and a browser cannot pick its own bucket.
 * No address: no header, and SQL puts the request in its shared `unknown` bucket.
 */
export function sqlVisibleHeaders(req: IncomingMessage, clientIp: string | null): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    const lower = name.toLowerCase()
    if (value === undefined || clientIpHeaders.has(lower)) continue
    headers[lower] = Array.isArray(value) ? value.join(', ') : value
  }
  if (clientIp) headers['cf-connecting-ip'] = clientIp
  return headers
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
