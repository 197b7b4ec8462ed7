import { statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'
import type { Outcome } from './commands'
import { UsageError } from './errors'
import { callerPath } from './build-release'

/** A release folder on its own origin, as docs/deploying.md ("Ship a remote to its own origin or CDN") asks of a team's host. */
export interface ServeOptions {
  dir: string
  port: number
  host: string
  progress: (line: string) => void
  /** Resolves when the command should stop (SIGINT or SIGTERM by default). */
  stopped?: Promise<string>
}

const untilSignal = () =>
  new Promise<string>((done) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done(signal))
  })

/**
 * `serve <dir> --port <n>`: the folder with the headers the release check asks of a release's
 * origin: CORS for any site (`*`), a content type per file, an ETag, `assets/*` cached for a year
 * (hashed names), everything else revalidated, and each text file's precompressed twin to a
 * browser that takes it. Runs until SIGINT or SIGTERM, then exits 0; a taken port exits 1.
 */
export async function serveRelease({ dir, port, host, progress, stopped = untilSignal() }: ServeOptions): Promise<Outcome> {
  const folder = callerPath(dir)
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`<dir> ${folder} is not a folder: build one with npm run release -- build <remote> <dir>.`)
  const files = sirv(folder, {
    etag: true,
    gzip: true,
    brotli: true,
    // A release folder holds files by name: no index.html for a folder, no .html appended.
    extensions: [],
    setHeaders(response, pathname) {
      response.setHeader('Access-Control-Allow-Origin', '*')
      response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' })
      response.end('not found\n')
    }),
  )
  const listening = await new Promise<Error | null>((done) => {
    server.once('error', done)
    server.listen(port, host, () => done(null))
  })
  if (listening) {
    const taken = (listening as NodeJS.ErrnoException).code === 'EADDRINUSE'
    return { code: 1, lines: [`Cannot serve on ${host}:${port}: ${taken ? 'the port is taken (another server listens there): choose another --port' : listening.message}.`], json: { served: false, error: listening.message } }
  }
  const address = server.address() as AddressInfo
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/`
  progress(`Serving ${folder} at ${url} (CORS *, assets/* immutable, the rest no-cache); Ctrl-C stops.`)
  const signal = await stopped
  await new Promise<void>((done) => {
    server.close(() => done())
    server.closeAllConnections()
  })
  return { code: 0, lines: [`Stopped serving ${folder} (${signal}).`], json: { served: true, url, stoppedBy: signal } }
}
