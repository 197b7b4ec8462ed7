import { readFileSync } from 'node:fs'
import type { CanaryCount } from './canary-counts'
import { SettingError } from './env-number'
import { readLimitedText, type FetchLimits } from './fetch-limits'
import type { RemoteMapLedger } from './remote-map-source'

/**
 * The release ledger of the site's backend (hosted Supabase, or PostgREST), read through its API
 * (docs/deploying.md, "Release a remote"): `public.release_map()` with the public anon key, and,
 * with the composer's credential (`credential()`, a credential of the reserved team `composers`),
 * `public.release_rollouts()` and the canary counts (`public.release_count_canary`). Without a
 * credential the composer serves the live map only: no preview and no canary, whose candidates it
 * could neither learn nor count. Bounded by the fetch limits, redirects not followed, as for
 * REMOTE_MAP_URL. `restUrl`: where /rpc/<fn> is served, a backend's `<url>/rest/v1` or a PostgREST's own origin.
 */
export function apiReleaseLedger(restUrl: string, anonKey: string, limits: FetchLimits, credential: () => string | null = () => null): RemoteMapLedger {
  const api = restUrl.replace(/\/+$/, '')
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', accept: 'application/json' }
  const post = async (path: string, body: string, signal?: AbortSignal, extra: Record<string, string> = {}): Promise<{ status: number; text: string }> => {
    const timeout = AbortSignal.timeout(limits.timeoutMs)
    const response = await fetch(`${api}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body, redirect: 'manual', signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    return { status: response.status, text: await readLimitedText(response, limits.maxBytes) }
  }
  const call = async (fn: string, body = '{}', signal?: AbortSignal, extra?: Record<string, string>) => {
    const { status, text } = await post(`/rpc/${fn}`, body, signal, extra)
    if (status !== 200) throw new Error(`${api}/rpc/${fn} answered HTTP ${status}${ledgerProblem(status, text, fn)}`)
    return text
  }
  const asComposer = () => {
    const token = credential()
    return token ? { 'x-release-credential': token } : null
  }
  return {
    source: `${api}/rpc/release_map (the release ledger)`,
    readMap: (signal) => call('release_map', '{}', signal),
    async readRollouts(signal) {
      const extra = asComposer()
      if (!extra) return null
      return call('release_rollouts', '{}', signal, extra)
    },
    async report(counts: readonly CanaryCount[]) {
      const extra = asComposer()
      if (!extra) return
      await call('release_count_canary', JSON.stringify({ counts }), undefined, extra)
    },
  }
}

/**
 * The composer's release credential (a credential of the reserved team `composers`, issued with
 * `npm run release -- credential issue composers --label <host>`): RELEASE_COMPOSER_CREDENTIAL, or
 * RELEASE_COMPOSER_CREDENTIAL_FILE, read again at each use so that a credential written or replaced
 * after the start is taken without a restart. Null: none set (the composer serves the live map only).
 */
export function composerCredentialFromEnv(env: NodeJS.ProcessEnv = process.env): (() => string | null) | null {
  const inline = env.RELEASE_COMPOSER_CREDENTIAL?.trim()
  const file = env.RELEASE_COMPOSER_CREDENTIAL_FILE?.trim()
  if (inline && file) throw new SettingError('RELEASE_COMPOSER_CREDENTIAL and RELEASE_COMPOSER_CREDENTIAL_FILE are both set: the credential is read from one of them. Unset one.')
  if (inline) return () => inline
  if (!file) return null
  return () => {
    try {
      return readFileSync(file, 'utf8').trim() || null
    } catch {
      return null
    }
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
  if ((status === 401 || status === 403) && fn !== 'release_map') return `: the composer's credential (RELEASE_COMPOSER_CREDENTIAL) is not accepted (${message || 'no reason given'})`
  if (status === 401 || status === 403) return `: the site settings' backend.anonKey is not accepted (${message || 'no reason given'})`
  return message ? `: ${message.slice(0, 200)}` : ''
}
