import type { IncomingMessage, ServerResponse } from 'node:http'
import { fetchFailure, readLimitedBytes, type FetchLimits } from '../server/fetch-limits'

/**
 * A file of a deployed release for the page's own origin (`--site`): the site's releases answer
 * only the site's origin, which a page on this dev server is not. Read-only: GET and HEAD only,
 * files of the releases the site's map names only (the caller resolves the URL), within the fetch
 * limits the composition server keeps to, no redirect followed, nothing but the type passed on.
 */
export async function serveSiteFile(req: IncomingMessage, res: ServerResponse, url: string | null, limits: FetchLimits): Promise<void> {
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed')
    return
  }
  if (!url) {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not a file of a release the site names')
    return
  }
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(limits.timeoutMs) })
    const body = await readLimitedBytes(response, limits.maxBytes)
    res.writeHead(response.status, { ...headers, 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' })
    res.end(req.method === 'HEAD' ? undefined : body)
  } catch (error) {
    const why = fetchFailure(error, limits.timeoutMs)
    console.error(`Dev composition: cannot read ${url}: ${why}`)
    res.writeHead(502, { ...headers, 'content-type': 'text/plain' }).end(`${url}: ${why}`)
  }
}
