import { readFileSync } from 'node:fs'
import { isLoopbackHost } from 'backend'
import { describeFetchFailure, localOwnerTarget } from 'backend/owner-tools'
import { LedgerUnreachable, TargetError } from './errors'
import { httpFetch, type HttpAnswer, type HttpFetch } from './http-fetch'

/** How the command reaches the release ledger, and as whom. */
export interface LedgerTarget {
  /** The API's base, e.g. https://<project>.supabase.co (its functions are at /rest/v1/rpc/*). */
  apiUrl: string
  /** apikey, Authorization and, for a team, x-release-credential. */
  headers: Record<string, string>
  /** httpFetch over the network; the owner socket's own fetch on this machine. Neither follows a redirect. */
  fetch: HttpFetch
  /** Who the ledger will take the caller for: a team (by its credential) or the operator. */
  as: 'team' | 'operator'
  /** What messages name: the API's address, or the local backend's owner socket. */
  address: string
}


/**
 * The ledger and the caller, from the environment:
 * - RELEASE_CREDENTIAL (or RELEASE_CREDENTIAL_FILE): a team. The API and its public anon key come
 *   from RELEASE_API_URL / RELEASE_ANON_KEY, else from the site's /config.json (`backend`).
 * - SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY: the operator.
 * - neither, with a site on this machine: its owner, through the owner socket of the running
 *   `npm start`'s data folder (LOCAL_BACKEND_DATA_DIR), as `npm run leads` does.
 * A credential or key is never sent over plain http except to loopback, and no redirect is followed.
 */
export async function resolveTarget(site: URL, env: NodeJS.ProcessEnv = process.env): Promise<LedgerTarget> {
  const credential = readCredential(env)
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (credential && serviceKey) throw new TargetError('Both RELEASE_CREDENTIAL and SUPABASE_SERVICE_ROLE_KEY are set: a command runs as a team or as the operator. Unset one.')
  if (serviceKey) {
    const apiUrl = env.SUPABASE_URL?.trim()
    if (!apiUrl) throw new TargetError('SUPABASE_SERVICE_ROLE_KEY is set without SUPABASE_URL: name the project the key is for.')
    const api = safeApiUrl(apiUrl, 'SUPABASE_URL')
    return { apiUrl: api, headers: keyHeaders(serviceKey), fetch: httpFetch, as: 'operator', address: api }
  }
  if (credential) {
    const { url, anonKey } = await teamApi(site, env)
    return { apiUrl: url, headers: { ...keyHeaders(anonKey), 'x-release-credential': credential }, fetch: httpFetch, as: 'team', address: url }
  }
  if (!isLoopbackHost(site.hostname)) {
    throw new TargetError(
      `No credential: set RELEASE_CREDENTIAL to your team's release credential (or SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for the operator). Only a site on this machine (${site.origin} is not) is released as its owner without one.`,
    )
  }
  const owner = localOwnerTarget()
  if (!owner) {
    throw new TargetError(
      `No local site holds ${env.LOCAL_BACKEND_DATA_DIR ?? '.data/pglite'}: start it with npm start (or set LOCAL_BACKEND_DATA_DIR to the data folder of the one running at ${site.origin}), or set RELEASE_CREDENTIAL.`,
    )
  }
  return { apiUrl: owner.url, headers: keyHeaders(owner.keys.serviceRoleKey), fetch: owner.fetch, as: 'operator', address: owner.address }
}

function readCredential(env: NodeJS.ProcessEnv): string | null {
  const inline = env.RELEASE_CREDENTIAL?.trim()
  const file = env.RELEASE_CREDENTIAL_FILE?.trim()
  if (inline && file) throw new TargetError('Both RELEASE_CREDENTIAL and RELEASE_CREDENTIAL_FILE are set: unset one.')
  if (inline) return inline
  if (!file) return null
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    throw new TargetError(`RELEASE_CREDENTIAL_FILE ${file} cannot be read: ${(error as Error).message}`)
  }
}

function keyHeaders(key: string): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}` }
}

/**
 * The one rule for where a key or credential may go, and for a site whose /config.json decides
 * where it goes: https://, or http:// on this machine (loopback, as isLoopbackHost spells it,
 * IPv4-mapped addresses included). Anything else is refused, naming the address.
 */
function requireSafe(url: URL, name: string): void {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return
  throw new TargetError(
    `${name} is ${url.origin}: a credential or key goes only to an https:// address, or to http:// on this machine (loopback: localhost, 127.0.0.0/8, ::1, ::ffff:127.0.0.1), never in the clear across a network.`,
  )
}

/** An https address, or http on loopback: a key or credential never crosses a network in the clear. */
function safeApiUrl(value: string, name: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new TargetError(`${name} must be an https:// address; it is "${value}".`)
  }
  requireSafe(url, name)
  return url.origin + url.pathname.replace(/\/+$/, '')
}

/** The team's API: RELEASE_API_URL + RELEASE_ANON_KEY, else what the site's /config.json names. */
async function teamApi(site: URL, env: NodeJS.ProcessEnv): Promise<{ url: string; anonKey: string }> {
  const url = env.RELEASE_API_URL?.trim()
  const anonKey = env.RELEASE_ANON_KEY?.trim()
  if (url && anonKey) return { url: safeApiUrl(url, 'RELEASE_API_URL'), anonKey }
  // Whoever can change /config.json in transit chooses where the credential goes.
  requireSafe(site, '--site (its /config.json names the API the credential goes to)')
  const configUrl = new URL('/config.json', site).href
  let response: HttpAnswer
  try {
    response = await httpFetch(configUrl, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    throw new LedgerUnreachable(`Cannot read the site's /config.json to find its API: ${describeFetchFailure(error, configUrl)}`)
  }
  let config: { backend?: { url?: unknown; anonKey?: unknown } }
  try {
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`)
    config = (await response.json()) as typeof config
  } catch (error) {
    throw new TargetError(`Cannot read ${configUrl} to find the site's backend (${(error as Error).message}): set RELEASE_API_URL and RELEASE_ANON_KEY.`)
  }
  const named = typeof config.backend?.url === 'string' && config.backend.url ? config.backend.url : site.origin
  const key = anonKey ?? (typeof config.backend?.anonKey === 'string' ? config.backend.anonKey : '')
  if (!key) throw new TargetError(`${site.origin}/config.json names no backend.anonKey: set RELEASE_ANON_KEY.`)
  return { url: safeApiUrl(url ?? named, url ? 'RELEASE_API_URL' : `the backend of ${site.origin}/config.json`), anonKey: key }
}
