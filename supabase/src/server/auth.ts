import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { errors as joseErrors, jwtVerify } from 'jose'
import { apiError } from './errors.ts'

/** The roles a key may carry. Anything else (e.g. `postgres`) must never be reachable by a token. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'
const apiRoles: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role'])

/**
 * JWT secrets printed in public docs and templates. Anyone can sign a service_role key with them,
 * so the backend refuses to start with one rather than hand out forgeable keys.
 */
const publicJwtSecrets: ReadonlySet<string> = new Set([
  // Supabase CLI's local development secret.
  'super-secret-jwt-token-with-at-least-32-characters-long',
  // Supabase's self-hosting .env.example.
  'your-super-secret-jwt-token-with-at-least-32-characters-long',
])

// Fixed iat/exp so the same secret always yields the same keys: a browser config written
// yesterday still works after a restart.
const issuedAt = 1641769200
const expiresAt = 1983812996

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

/** HS256 JWT, signed synchronously so `localKeys()` can stay a plain function. */
function signKey(role: ApiRole, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify({ iss: 'local-backend', role, iat: issuedAt, exp: expiresAt }))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

export class UnsafeJwtSecretError extends Error {
  constructor(readonly reason: string) {
    super(`Refusing to start: ${reason}. Unset LOCAL_BACKEND_JWT_SECRET to use the data folder's own generated secret.`)
    this.name = 'UnsafeJwtSecretError'
  }
}

/** Throws unless `secret` is long enough and not one of the publicly known ones. */
export function assertUsableJwtSecret(secret: string): string {
  // Same floor as Supabase: shorter HS256 secrets are brute-forceable.
  if (secret.length < 32) throw new UnsafeJwtSecretError('the JWT secret must be at least 32 characters long')
  if (publicJwtSecrets.has(secret.trim())) {
    throw new UnsafeJwtSecretError('the JWT secret is a publicly known demo secret, so anyone could mint an operator key with it')
  }
  return secret
}

export function localKeys(jwtSecret: string): { anonKey: string; serviceRoleKey: string } {
  const secret = assertUsableJwtSecret(jwtSecret)
  return { anonKey: signKey('anon', secret), serviceRoleKey: signKey('service_role', secret) }
}

export interface RequestAuth {
  role: ApiRole
  claims: Record<string, unknown>
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Checks the keys of a request the way hosted Supabase does: the gateway insists on a valid
 * `apikey`, PostgREST takes the role from the `Authorization: Bearer` JWT. Verified tokens are
 * cached (the browser sends the same key on every request).
 */
export function createAuthenticator(secret: string): (req: IncomingMessage) => Promise<RequestAuth> {
  const key = new TextEncoder().encode(secret)
  const cache = new Map<string, RequestAuth & { exp: number | null }>()

  async function verify(token: string): Promise<RequestAuth> {
    const cached = cache.get(token)
    if (cached && (cached.exp === null || cached.exp * 1000 > Date.now())) return cached
    let claims: Record<string, unknown>
    try {
      claims = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload as Record<string, unknown>
    } catch (error) {
      throw jwtError(error)
    }
    const role = claims.role ?? 'anon'
    if (typeof role !== 'string' || !apiRoles.has(role)) {
      throw apiError(403, '42501', `permission denied to set role "${String(role)}"`)
    }
    const verified = { role: role as ApiRole, claims, exp: typeof claims.exp === 'number' ? claims.exp : null }
    if (cache.size >= 64) cache.clear()
    cache.set(token, verified)
    return verified
  }

  return async (req) => {
    const apikey = headerValue(req, 'apikey')
    const authorization = headerValue(req, 'authorization')
    const bearer = authorization && /^bearer\s+/i.test(authorization) ? authorization.replace(/^bearer\s+/i, '').trim() : undefined
    if (!apikey && !bearer) {
      throw apiError(401, 'PGRST302', 'No API key found in request', null, 'No `apikey` request header or url param was found.')
    }
    if (apikey) await verify(apikey)
    return verify(bearer ?? apikey!)
  }
}

/** Same codes and wording as PostgREST 12 for the common cases. */
function jwtError(error: unknown) {
  if (error instanceof joseErrors.JWTExpired) return apiError(401, 'PGRST301', 'JWT expired')
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return apiError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }
  return apiError(401, 'PGRST301', 'JWSError (CompactDecodeError Invalid JWT)')
}
