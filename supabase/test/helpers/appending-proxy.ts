import { createServer, request } from 'node:http'
import { listen } from './targets.ts'

/**
 * A reverse proxy on 127.0.0.1 that forwards to `upstreamUrl` and appends the address of its own
 * peer to whatever X-Forwarded-For the client sent, as nginx's `$proxy_add_x_forwarded_for`
 * does. It is the ordinary setup the client-address rules have to hold behind: everything left
 * of the appended entry is the client's own text.
 */
export async function startAppendingProxy(upstreamUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(upstreamUrl)
  const server = createServer((req, res) => {
    const sent = req.headers['x-forwarded-for']
    const prior = Array.isArray(sent) ? sent.join(', ') : sent
    const peer = req.socket.remoteAddress ?? ''
    const forwarded = prior ? `${prior}, ${peer}` : peer
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': forwarded },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(res)
      },
    )
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(outgoing)
  })
  const url = await listen(server)
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
