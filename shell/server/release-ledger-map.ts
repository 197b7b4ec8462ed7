import { readLimitedText, type FetchLimits } from './fetch-limits'
import type { RemoteMapLedger } from './remote-map-file'

/**
 * The release ledger of the site's backend (hosted Supabase, or PostgREST), read through its API
 * with the public anon key: `public.release_map()` (docs/deploying.md, "Release a remote").
 * Bounded by the fetch limits, redirects not followed, as for REMOTE_MAP_URL.
 */
export function apiReleaseLedger(backendUrl: string, anonKey: string, limits: FetchLimits): RemoteMapLedger {
  const url = `${backendUrl.replace(/\/+$/, '')}/rest/v1/rpc/release_map`
  return {
    source: `${url} (the release ledger)`,
    async readMap(signal) {
      const timeout = AbortSignal.timeout(limits.timeoutMs)
      const response = await fetch(url, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      const text = await readLimitedText(response, limits.maxBytes)
      if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}${ledgerProblem(response.status, text)}`)
      return text
    },
  }
}

/** What an error answer of the API means for the map, in the operator's words. */
function ledgerProblem(status: number, body: string): string {
  let message = ''
  try {
    message = String((JSON.parse(body) as { message?: unknown }).message ?? '')
  } catch {
    // Not PostgREST's JSON: a proxy's error page; the status says enough.
  }
  if (status === 404 && /release_map/.test(message)) return ': the database has no release ledger yet (apply the migrations: docs/deploying.md, "Production")'
  if (status === 401 || status === 403) return `: the site settings' backend.anonKey is not accepted (${message || 'no reason given'})`
  return message ? `: ${message.slice(0, 200)}` : ''
}
