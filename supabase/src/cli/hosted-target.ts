import { refusingRedirects } from '../owner-fetch.ts'
import { isLoopbackHost } from 'shared/server/exposure'

/**
 * The project the owner's tools (`npm run leads`, `npm run worker`) talk to when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set: a hosted Supabase project, or a self-hosted PostgREST behind
 * its gateway. Setting them is the owner choosing a network address for the service key, so the
 * key goes there and nowhere else: over https://, or plain http:// only to this machine
 * (loopback), and never where a redirect points (owner-fetch.ts).
 */
export interface ServiceKeyApi {
  /** For supabase-js: the project's URL (the API is under /rest/v1), or a placeholder the fetch ignores. */
  url: string
  serviceKey: string
  /** How to reach it; refuses redirects. */
  fetch: typeof fetch
  /** What messages name: the URL, or the owner socket's path. */
  address: string
}

/** Null when neither variable is set (the tools use the local backend); throws on half a setting or an address the key must not go to. */
export function hostedTargetFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceKeyApi | null {
  const raw = env.SUPABASE_URL?.trim()
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (!raw && !serviceKey) return null
  if (!raw || !serviceKey) throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (a hosted or self-hosted project), or neither (the local backend).')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SUPABASE_URL is not a URL: "${raw}". Give the project's address, e.g. https://<project-ref>.supabase.co`)
  }
  if (url.username || url.password) throw new Error('SUPABASE_URL must not carry a user name or password: the service key is the credential.')
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Error(
      `SUPABASE_URL must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, ::1, ::ffff:127.0.0.1), so the service key is never sent readable over a network; got ${url.origin}.`,
    )
  }
  if (/\/rest\/v1\/?$/.test(url.pathname)) {
    throw new Error(`SUPABASE_URL is the project's address without /rest/v1 (the tools add it): use ${url.origin}${url.pathname.replace(/\/rest\/v1\/?$/, '')}.`)
  }
  const address = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  return { url: address, serviceKey, fetch: refusingRedirects(fetch, address), address }
}
