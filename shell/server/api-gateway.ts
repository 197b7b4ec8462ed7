import { SettingError } from './env-number'

/** Where this composer passes /rest/v1 on to: the PostgREST of the local backend that `npm start` runs beside it. */
export interface ApiUpstream {
  /** PostgREST's origin, e.g. http://127.0.0.1:54322 (it serves /rest/v1/x as /x, as behind nginx). */
  url: string
  /** The anon key the site's pages carry when the site settings name no backend. */
  anonKey: string
}

/**
 * API_UPSTREAM and API_ANON_KEY: the local backend `npm start` runs beside this composer (it sets
 * both from the backend's `started` line). Null when API_UPSTREAM is unset. Throws a SettingError
 * naming what is wrong.
 */
export function apiUpstreamFromEnv(env: NodeJS.ProcessEnv): ApiUpstream | null {
  const raw = env.API_UPSTREAM?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SettingError(`API_UPSTREAM must be the API's http:// origin (e.g. http://127.0.0.1:54322); it is "${raw}". Not started.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SettingError(`API_UPSTREAM must be an http:// or https:// origin; it is "${raw}". Not started.`)
  const anonKey = env.API_ANON_KEY?.trim()
  if (!anonKey) throw new SettingError('API_UPSTREAM is set but API_ANON_KEY is not: the pages carry that key to the API. Not started.')
  return { url: url.origin, anonKey }
}
