import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** The part of the local backend (index.ts) a listener needs: the API's paths and its handler. */
export interface ApiHandler {
  handles(url: string): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
}

/**
 * The request listener of a server that is only the API: the backend's handler under /rest/v1, a
 * PostgREST-style 404 for every other path. `npm run serve` and the owner socket run it, and the
 * tests share it, so they exercise exactly the listener the CLI runs.
 */
export function apiOnlyListener(backend: ApiHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (backend.handles(req.url ?? '')) {
      void backend.handle(req, res)
      return
    }
    req.resume()
    const body = JSON.stringify({ code: 'PGRST125', message: 'Not found: the API lives under /rest/v1/', details: null, hint: null })
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  }
}

/** The standalone API server of `npm run serve`. */
export function createStandaloneServer(backend: ApiHandler): Server {
  return createServer(apiOnlyListener(backend))
}
