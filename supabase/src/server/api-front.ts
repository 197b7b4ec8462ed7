import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddressOf, type ClientAddressPolicy } from 'shared/server/client-address'
import { apiPrefix, passToApi, withoutApiPrefix } from 'shared/server/api-gateway'

/**
 * The local backend's front, in the part nginx plays in production: /rest/v1 passed on to
 * PostgREST by the same rules as the composer's gateway (shared/server/api-gateway), with the
 * client's address resolved by the backend's policy; every other path a PostgREST-style 404. The
 * owner socket and the backend's own port serve it.
 */
export function apiFrontListener(postgrestUrl: string, policy: ClientAddressPolicy): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = req.url ?? '/'
    if (withoutApiPrefix(url) !== url || url === apiPrefix) {
      void passToApi(postgrestUrl, req, res, clientAddressOf(req, policy))
      return
    }
    req.resume()
    const body = JSON.stringify({ code: 'PGRST125', message: 'Not found: the API lives under /rest/v1/', details: null, hint: null })
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  }
}
