import type { SupabaseClient } from '@supabase/supabase-js'
import { backendUrl, getSiteConfig } from 'shared/singletons/config'
import { pageState } from 'shared/helpers/page-state'

/**
 * The site's one connection to the backend (hosted Supabase, or the local PGlite backend on the
 * page's own origin). Everything that talks to the backend goes through this module, so swapping
 * the provider means swapping this folder. `shared` is a federation singleton, so the shell and
 * every remote share this one client.
 */
interface BackendConnection {
  url: string
  anonKey: string
}

export class BackendNotConfiguredError extends Error {
  constructor() {
    super('The backend is not configured: backend.anonKey is empty in the site config')
    this.name = 'BackendNotConfiguredError'
  }
}

/** URL and public key from the current site config; null when no key is configured. */
function backendConnection(): BackendConnection | null {
  const config = getSiteConfig()
  if (!config.backend.anonKey) return null
  return { url: backendUrl(config).replace(/\/+$/, ''), anonKey: config.backend.anonKey }
}

/**
 * The site never opens a realtime channel. Handing supabase-js a transport that refuses to be
 * constructed makes that a guarantee, and keeps Node 20 (tests, no global WebSocket) quiet.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not used by this site')
  }
}

/** One client per page, whichever copy of this module runs (see shared/helpers/page-state). */
const state = pageState('supabase-client', () => ({ cached: null as { url: string; anonKey: string; client: SupabaseClient } | null }))

/**
 * The one supabase-js client, created on first use from the site config. If /config.json changes
 * the backend afterwards (configureSite), the next call builds a client for the new values.
 * Throws BackendNotConfiguredError when there is no anon key; callers turn that into a result.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  const connection = backendConnection()
  if (!connection) throw new BackendNotConfiguredError()
  const { cached } = state
  if (cached && cached.url === connection.url && cached.anonKey === connection.anonKey) return cached.client
  // supabase-js loads only when a page first needs it (the audit form), never on the critical
  // path (docs/decisions/first-load-libraries.md); analytics uses insertRows below, a plain fetch.
  const { createClient } = await import('@supabase/supabase-js')
  const client = createClient(connection.url, connection.anonKey, {
    // Visitors are anonymous: no session to persist, refresh or read from the URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as never },
    // Looked up per call, so a polyfill or a test stub installed later is still used.
    global: { fetch: (input, init) => globalThis.fetch(input, init) },
  })
  state.cached = { ...connection, client }
  return client
}

/**
 * Inserts rows with one direct REST call (what supabase-js sends for `insert()`), for callers that
 * need fetch options supabase-js doesn't expose: analytics uses `keepalive` so a batch still
 * leaves while the page unloads. Resolves with the HTTP status; never rejects (status 0 = no
 * response).
 */
export async function insertRows(
  table: string,
  rows: readonly Record<string, unknown>[],
  options: { keepalive?: boolean } = {},
): Promise<{ ok: boolean; status: number }> {
  const connection = backendConnection()
  if (!connection || rows.length === 0) return { ok: false, status: 0 }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const query = `columns=${encodeURIComponent(columns.map((name) => `"${name}"`).join(','))}`
  try {
    const response = await globalThis.fetch(`${connection.url}/rest/v1/${encodeURIComponent(table)}?${query}`, {
      method: 'POST',
      keepalive: options.keepalive ?? false,
      headers: {
        apikey: connection.anonKey,
        Authorization: `Bearer ${connection.anonKey}`,
        'Content-Type': 'application/json',
        'Content-Profile': 'public',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(rows),
    })
    return { ok: response.ok, status: response.status }
  } catch {
    return { ok: false, status: 0 }
  }
}

/** Forgets the cached client (tests). */
export function resetSupabaseClient(): void {
  state.cached = null
}
