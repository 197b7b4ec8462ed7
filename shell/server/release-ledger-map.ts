import { readLimitedText, type FetchLimits } from './fetch-limits'
import type { RemoteMapLedger } from './remote-map-file'

/**
 * The release ledger of the site's backend (hosted Supabase, or PostgREST), read through its API
 * with the public anon key: `public.release_map()` and `public.release_rollouts()`
 * (docs/deploying.md, "Release a remote"). Bounded by the fetch limits, redirects not followed,
 * as for REMOTE_MAP_URL. The composers' canary counts go into analytics_events with the same key.
 */
export function apiReleaseLedger(backendUrl: string, anonKey: string, limits: FetchLimits): RemoteMapLedger {
  const api = `${backendUrl.replace(/\/+$/, '')}/rest/v1`
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', accept: 'application/json' }
  const post = async (path: string, body: string, signal?: AbortSignal): Promise<{ status: number; text: string }> => {
    const timeout = AbortSignal.timeout(limits.timeoutMs)
    const response = await fetch(`${api}${path}`, { method: 'POST', headers, body, redirect: 'manual', signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    return { status: response.status, text: await readLimitedText(response, limits.maxBytes) }
  }
  const call = async (fn: string, signal?: AbortSignal) => {
    const { status, text } = await post(`/rpc/${fn}`, '{}', signal)
    if (status !== 200) throw new Error(`${api}/rpc/${fn} answered HTTP ${status}${ledgerProblem(status, text, fn)}`)
    return text
  }
  return {
    source: `${api}/rpc/release_map (the release ledger)`,
    readMap: (signal) => call('release_map', signal),
    readRollouts: (signal) => call('release_rollouts', signal),
    async report(rows) {
      const { status, text } = await post('/analytics_events', JSON.stringify(rows))
      if (status >= 300) throw new Error(`${api}/analytics_events answered HTTP ${status}${ledgerProblem(status, text, 'analytics_events')}`)
    },
  }
}

/** What an error answer of the API means for the map, in the operator's words. */
function ledgerProblem(status: number, body: string, fn: string): string {
  let message = ''
  try {
    message = String((JSON.parse(body) as { message?: unknown }).message ?? '')
  } catch {
    // Not PostgREST's JSON: a proxy's error page; the status says enough.
  }
  if (status === 404 && message.includes(fn)) return ': the database has no release ledger yet (apply the migrations: docs/deploying.md, "Production")'
  if (status === 401 || status === 403) return `: the site settings' backend.anonKey is not accepted (${message || 'no reason given'})`
  return message ? `: ${message.slice(0, 200)}` : ''
}
