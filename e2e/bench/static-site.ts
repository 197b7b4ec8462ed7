import { fork } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot } from './paths'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * One GET with node:http, with only the headers given, as the load generator sends it. Not `fetch`:
 * it asks for gzip/br and decodes, so the bytes it returns are not the bytes the load test receives.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

/** `/` -> `<dir>/index.html`, `/blog/x` -> `<dir>/blog/x/index.html`: the layout sirv resolves a path to. */
export function snapshotFileFor(dir: string, path: string): string {
  const segments = path.split('/').filter(Boolean)
  if (!path.startsWith('/') || segments.some((s) => s === '.' || s === '..')) throw new Error(`Not a page path: ${path}`)
  return join(dir, ...segments, 'index.html')
}

/** A page as served: its HTML, and the compressed bytes sent for `encoding`. */
export interface PageSnapshot {
  html: Buffer
  encoded: Buffer
}

/**
 * Writes each page exactly as `baseUrl` serves it into `dir`, with the bytes it sends for
 * `encoding` as the precompressed twin beside it (`index.html.br` or `.gz`), so the static
 * baselines send the same bytes. Fails on anything but a 200 of the expected encoding: a redirect,
 * an error page or another encoding would make the comparison one of different responses.
 */
export async function snapshotPages(baseUrl: string, paths: readonly string[], dir: string, encoding: 'br' | 'gzip'): Promise<Record<string, PageSnapshot>> {
  const pages: Record<string, PageSnapshot> = {}
  for (const path of paths) {
    const url = new URL(path, baseUrl).href
    const [res, encoded] = [await rawGet(url), await rawGet(url, { 'accept-encoding': encoding })]
    if (res.status !== 200 || encoded.status !== 200) throw new Error(`${path} answered ${res.status} on ${baseUrl}: the load test needs a page that answers 200`)
    if (res.headers['content-encoding']) throw new Error(`${path} came back ${res.headers['content-encoding']}-encoded without Accept-Encoding`)
    if (encoded.headers['content-encoding'] !== encoding) throw new Error(`${path} came back ${encoded.headers['content-encoding'] ?? 'unencoded'} when asked for ${encoding}`)
    const file = snapshotFileFor(dir, path)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, res.body)
    writeFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, encoded.body)
    pages[path] = { html: res.body, encoded: encoded.body }
  }
  return pages
}

export interface StaticSite {
  url: string
  stop(): void
}

const childEntry = fileURLToPath(new URL('./sirv-server.ts', import.meta.url))

/** Serves `dir` with sirv in a child process (sirv-server.ts); resolves once it listens. */
export function startStaticSite(dir: string, timeoutMs = 30_000): Promise<StaticSite> {
  // `--import tsx` resolves from the repo root, as for the composition server (servers.ts).
  const child = fork(childEntry, [dir], { cwd: repoRoot, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`The sirv server did not start within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The sirv server exited before listening (exit code ${code})`))
    })
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer)
      if (typeof message.port !== 'number') return reject(new Error('The sirv server sent no port'))
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        // Closing the channel lets it close its server and exit; the kill covers a hung child.
        stop: () => {
          if (child.connected) child.disconnect()
          setTimeout(() => child.kill(), 2_000).unref()
        },
      })
    })
  })
}
