import { fetchFailure, fetchLimitsFromEnv, readLimitedText } from '../server/fetch-limits'
import { fetchRemoteMap, remoteMapFetchFailure } from '../server/remote-map-source'
import { readRemoteMap } from '../src/federation/remote-map-problems'

export type SitePreflight =
  | { ok: true; remotes: string[]; problems: string[]; settings: Record<string, unknown> | null; settingsProblem: string | null }
  | { ok: false; error: string }

/**
 * What `npm run dev -- --only <remote> --site <url>` needs of a deployed site before anything
 * starts: its map (`/remotes.json`), read as the composition server reads REMOTE_MAP_URL (within the
 * fetch limits, no redirect), and its public site settings (`/config.json`), so the frame and the
 * section under work render with the site's details. Only GETs: nothing is written to the site.
 */
export async function checkSite(site: string): Promise<SitePreflight> {
  const limits = fetchLimitsFromEnv()
  const mapUrl = `${site}/remotes.json`
  let text: string
  try {
    const fetched = await fetchRemoteMap(mapUrl, null, limits)
    if (fetched === 'not-modified') return { ok: false, error: `${mapUrl} answered 304 to a request without a validator` }
    text = fetched.text
  } catch (error) {
    return { ok: false, error: `cannot read ${mapUrl}: ${remoteMapFetchFailure(error, limits.timeoutMs)}` }
  }
  let reading
  try {
    reading = readRemoteMap(JSON.parse(text))
  } catch (error) {
    return { ok: false, error: `${mapUrl} is not a remote map: ${(error as Error).message}` }
  }
  const configUrl = `${site}/config.json`
  try {
    const response = await fetch(configUrl, { redirect: 'error', signal: AbortSignal.timeout(limits.timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const value = JSON.parse(await readLimitedText(response, limits.maxBytes)) as unknown
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object')
    // The site's backend stays the site's: forms and analytics in development go to the local one.
    const { backend: _backend, ...settings } = value as Record<string, unknown>
    return { ok: true, remotes: Object.keys(reading.remotes), problems: reading.problems, settings, settingsProblem: null }
  } catch (error) {
    return { ok: true, remotes: Object.keys(reading.remotes), problems: reading.problems, settings: null, settingsProblem: `cannot read ${configUrl}: ${fetchFailure(error, limits.timeoutMs)}` }
  }
}
