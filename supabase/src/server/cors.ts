import type { IncomingMessage, ServerResponse } from 'node:http'

/** Vite dev servers (5173-5178) and `vite preview` / the composition server (4173). */
export const defaultCorsOrigins: readonly string[] = [
  ...[5173, 5174, 5175, 5176, 5177, 5178, 4173].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]),
]

const allowedMethods = 'GET, POST, PATCH, DELETE, OPTIONS'
// What supabase-js sends, plus the headers our own clients add.
const allowedHeaders =
  'apikey, authorization, content-type, content-profile, accept-profile, accept, prefer, range, x-client-info, x-supabase-api-version'
const exposedHeaders = 'Content-Range, Content-Location, Preference-Applied, Location'

/** CORS headers for an actual request; empty when the origin is not on the list. */
export function corsHeaders(req: IncomingMessage, origins: ReadonlySet<string>): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !origins.has(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': exposedHeaders,
    Vary: 'Origin',
  }
}

/**
 * Answers an OPTIONS request. Allowed origins get the preflight grant; others get 403 so the
 * browser refuses the call. Requests without an Origin (curl, server code) are not CORS at all.
 */
export function answerOptions(req: IncomingMessage, res: ServerResponse, origins: ReadonlySet<string>): void {
  const origin = req.headers.origin
  if (origin && !origins.has(origin)) {
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin' })
    res.end(JSON.stringify({ code: 'PGRST403', message: `Origin ${origin} is not allowed`, details: null, hint: null }))
    return
  }
  const headers: Record<string, string> = { Allow: allowedMethods, 'Content-Length': '0' }
  if (origin) {
    Object.assign(headers, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': allowedMethods,
      'Access-Control-Allow-Headers': allowedHeaders,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    })
  }
  res.writeHead(origin ? 204 : 200, headers)
  res.end()
}
