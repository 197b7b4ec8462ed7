import { readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

/**
 * A second origin serving a release folder as a CDN would: CORS for the site (unless `cors` is
 * false), hashed assets cached for a year, everything else revalidated.
 */
export function serveRelease(dir: string, port: number, { cors = true } = {}): Promise<Server> {
  const root = resolve(dir)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = resolve(join(root, path))
    if (cors) res.setHeader('access-control-allow-origin', '*')
    try {
      if (!file.startsWith(root + sep) || !statSync(file).isFile()) throw new Error('not a file')
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      res.end(req.method === 'HEAD' ? undefined : readFileSync(file))
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
    }
  })
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}
