import { createServer, type Server } from 'node:http'
import type { LocalBackend } from '../index.ts'

/**
 * The standalone API server of `npm run serve`: the backend's handler under /rest/v1, a
 * PostgREST-style 404 for every other path. Shared with the tests so they exercise exactly the
 * request listener the CLI runs.
 */
export function createStandaloneServer(backend: Pick<LocalBackend, 'handles' | 'handle'>): Server {
  return createServer((req, res) => {
    if (backend.handles(req.url ?? '')) {
      void backend.handle(req, res)
      return
    }
    req.resume()
    const body = JSON.stringify({ code: 'PGRST125', message: 'Not found: the API lives under /rest/v1/', details: null, hint: null })
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
}
