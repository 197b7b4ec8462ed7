import { envNumber } from './env-number'
import { fetchLimitsFromEnv, type FetchLimits } from './fetch-limits'
import { remoteMapSettingsFromEnv, type RemoteMapSettings } from './remote-map-source'

/** The composition server's settings from its environment: read once, when it is created. */
export interface CompositionSettings {
  /** Keep composed pages, their compressed forms and read releases between requests (COMPOSE_CACHE=off for none: the bench's cold case). */
  cache: boolean
  /** Reading releases: COMPOSE_FETCH_TIMEOUT_MS, COMPOSE_FETCH_MAX_BYTES. */
  limits: FetchLimits
  /** How long a release file read is trusted before it is revalidated (COMPOSE_REVALIDATE_MS). */
  revalidateMs: number
  /** Longest pause between attempts at a release file that keeps failing (COMPOSE_RETRY_MAX_MS). */
  retryMaxMs: number
  /** The Cache-Control of composed pages and site files (PAGE_S_MAXAGE, PAGE_STALE_WHILE_REVALIDATE, PAGE_STALE_IF_ERROR). */
  pageCacheControl: string
  /** Where the remote map is read from (REMOTE_MAP_URL or REMOTE_MAP_FILE). */
  remoteMap: RemoteMapSettings
  /** How often the files the server follows are checked for a change (ms): the map file, the site settings file, the shell build's page. */
  fileCheckMs: number
}

/**
 * Every setting the composition server takes from its environment. A value that is not usable
 * throws a SettingError naming the variable, so `npm start` stops before opening anything.
 */
export function compositionSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CompositionSettings {
  return {
    cache: env.COMPOSE_CACHE !== 'off',
    limits: fetchLimitsFromEnv(env),
    revalidateMs: envNumber(env, 'COMPOSE_REVALIDATE_MS', 2000, { unit: 'ms' }),
    retryMaxMs: envNumber(env, 'COMPOSE_RETRY_MAX_MS', 30_000, { unit: 'ms' }),
    pageCacheControl: pageCacheControl(env),
    remoteMap: remoteMapSettingsFromEnv(env),
    fileCheckMs: 1000,
  }
}

/**
 * Composed pages and site files for a shared cache (a CDN, nginx): browsers revalidate every time
 * (max-age=0, answered 304 by ETag); a shared cache keeps a page PAGE_S_MAXAGE seconds, then serves
 * it stale while it refetches for PAGE_STALE_WHILE_REVALIDATE more, and on an origin error for
 * PAGE_STALE_IF_ERROR. A map flip therefore reaches visitors through the cache within s-maxage +
 * stale-while-revalidate of reaching the composer (docs/deploying.md, "Production").
 */
function pageCacheControl(env: NodeJS.ProcessEnv): string {
  const seconds = (name: string, fallback: number) => envNumber(env, name, fallback, { integer: true, unit: 'seconds' })
  return `public, max-age=0, s-maxage=${seconds('PAGE_S_MAXAGE', 10)}, stale-while-revalidate=${seconds('PAGE_STALE_WHILE_REVALIDATE', 30)}, stale-if-error=${seconds('PAGE_STALE_IF_ERROR', 86400)}`
}
