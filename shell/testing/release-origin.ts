import { readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'

/**
 * How the origin behaves: `ok` as a CDN would; `hang` accepts each request and never answers;
 * `slow` answers after `slowMs`; `bad-json` cuts `release.json` short; `no-cors` sends no
 * Access-Control-Allow-Origin; `oversized` pads `release.json` to `oversizeBytes`.
 */
export type OriginMode = 'ok' | 'hang' | 'slow' | 'bad-json' | 'no-cors' | 'oversized'

export interface ReleaseOrigin {
  /** `http://127.0.0.1:<port>`: the release folder is served at its root. */
  url: string
  server: Server
  mode: OriginMode
  slowMs: number
  oversizeBytes: number
  /** Each request's path, in order. */
  requests: string[]
  /** Replaces a file's content (by path relative to the folder); null restores the file on disk. */
  override: (file: string, content: string | null) => void
  close: () => Promise<void>
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

/**
 * A release's own origin on loopback, for the tests and the bench of what the site does when that
 * origin misbehaves: a release folder served as a CDN serves it (CORS for any site, hashed assets
 * cached for a year, the rest revalidated), with a `mode` that can be switched at any time.
 */
export async function startReleaseOrigin({ dir, port = 0, mode = 'ok' }: { dir: string; port?: number; mode?: OriginMode }): Promise<ReleaseOrigin> {
  const root = resolve(dir)
  const overrides = new Map<string, string>()
  const hanging = new Set<ServerResponse>()
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1)
    if (origin.mode !== 'no-cors') res.setHeader('access-control-allow-origin', '*')
    let body: string | Buffer | undefined = overrides.get(path)
    if (body === undefined) {
      const file = resolve(join(root, path))
      try {
        if (!file.startsWith(root + sep) || !statSync(file).isFile()) throw new Error('not a file')
        body = readFileSync(file)
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
        return
      }
    }
    if (path === 'release.json' && origin.mode === 'bad-json') body = body.toString().slice(0, Math.floor(body.length / 2))
    if (path === 'release.json' && origin.mode === 'oversized') body = body.toString().padEnd(origin.oversizeBytes, ' ')
    res.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  const server = createServer((req, res) => {
    origin.requests.push(new URL(req.url ?? '/', 'http://x').pathname)
    if (origin.mode === 'hang') {
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
      return
    }
    if (origin.mode === 'slow') setTimeout(() => answer(req, res), origin.slowMs)
    else answer(req, res)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const origin: ReleaseOrigin = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    mode,
    slowMs: 1000,
    oversizeBytes: 5 * 1024 * 1024,
    requests: [],
    override: (file, content) => void (content === null ? overrides.delete(file) : overrides.set(file, content)),
    close: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy()
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
  return origin
}
