import type { Server } from 'node:http'
import { startReleaseOrigin, type OriginMode, type ReleaseOrigin } from '../../shell/testing/release-origin'

export { startReleaseOrigin, type OriginMode, type ReleaseOrigin }

/**
 * A second origin serving a release folder as a CDN would: CORS for the site (unless `cors` is
 * false), hashed assets cached for a year, everything else revalidated. The shell's test origin,
 * whose `mode` can also make it hang, answer slowly or send bad JSON.
 */
export async function serveRelease(dir: string, port: number, { cors = true } = {}): Promise<Server> {
  const origin = await startReleaseOrigin({ dir, port, mode: cors ? 'ok' : 'no-cors' })
  return origin.server
}
