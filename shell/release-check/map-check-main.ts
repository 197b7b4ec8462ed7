import { readFileSync } from 'node:fs'
import { fetchLimitsFromEnv } from '../server/fetch-limits'
import { fetchRemoteMap, remoteMapFetchFailure } from '../server/remote-map-source'
import { checkMapText } from './check-map'

const usage = `Usage: npm run map-check -- <remotes.json | http(s)://…/remotes.json>
  Checks a remote map before it is deployed (REMOTE_MAP_FILE or REMOTE_MAP_URL): JSON, each entry, no path owned twice.
  A URL is read as the composition server reads it: within its fetch limits, no redirects.`

/** The map's text, from a file or as the server fetches REMOTE_MAP_URL; or why it cannot be read. */
async function readMap(source: string): Promise<{ text: string } | { error: string }> {
  if (/^https?:\/\//i.test(source)) {
    const limits = fetchLimitsFromEnv()
    try {
      const fetched = await fetchRemoteMap(source, null, limits)
      return fetched === 'not-modified' ? { error: 'answered 304 to a request without a validator' } : { text: fetched.text }
    } catch (error) {
      return { error: remoteMapFetchFailure(error, limits.timeoutMs) }
    }
  }
  try {
    return { text: readFileSync(source, 'utf8') }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

async function main(): Promise<number> {
  const [source, ...extra] = process.argv.slice(2)
  if (!source || extra.length > 0 || source === '--help' || source === '-h') {
    console.error(usage)
    return 2
  }
  const map = await readMap(source)
  if ('error' in map) {
    console.error(`map-check: cannot read ${source}: ${map.error}`)
    return 2
  }
  const { ok, lines } = checkMapText(map.text)
  for (const line of lines) console.log(line)
  return ok ? 0 : 1
}

process.exitCode = await main()
