import { createHmac } from 'node:crypto'

/** The roles a key may carry. Anything else (e.g. `postgres`) must never be reachable by a token. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'

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
