import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, normalize } from 'node:path'
import { RELEASE_FORMAT } from 'shared/helpers/release-manifest'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'

/** A page body as the section renderer writes it. */
export function sectionBody(inner: string): string {
  return `<div data-section-root style="display:contents">${inner}</div>`
}

/** A complete remoteBlog release: the manifest plus the content of each file it names. */
export function blogRelease(): { manifest: ReleaseManifest; files: Record<string, string | Buffer> } {
  const page = (path: string) => ({ path, title: `Page ${path} of the blog, long enough`, description: 'd', keywords: [], type: 'website' as const })
  const manifest: ReleaseManifest = {
    format: RELEASE_FORMAT,
    remote: 'remoteBlog',
    builtAt: '2026-05-04T10:00:00.000Z',
    entry: 'remoteEntry.js',
    requires: { react: '^19.3.1', 'shared/ui': '^0.1.0', 'shared/router': '^0.1.0' },
    builtWith: { react: '19.3.1', 'shared/ui': '0.1.0', 'shared/router': '0.1.0' },
    siteConfigHash: 'abc',
    styles: ['assets/style-1a2b.css'],
    preload: ['remoteEntry.js', 'assets/blog-3c4d.js'],
    routes: { pages: [page('/blog'), page('/blog/hello')], redirects: [{ path: '/blog/old-hello', to: '/blog/hello' }] },
    bodies: { '/blog': 'rendered/blog.html', '/blog/hello': 'rendered/blog__hello.html' },
    files: { '/blog/rss.xml': 'rss.xml' },
    cards: { '/blog/hello': 'og/blog__hello.png' },
  }
  const files: Record<string, string | Buffer> = {
    'remoteEntry.js': 'export const get = () => {}\n',
    'assets/style-1a2b.css': '.blog{color:red}\n',
    'assets/blog-3c4d.js': 'export default 1\n',
    'rendered/blog.html': sectionBody('<main><h1>Blog</h1><ul><li><a href="/blog/hello">Hello</a></li></ul></main>'),
    'rendered/blog__hello.html': sectionBody('<article><h1>Hello</h1><p>Text &amp; more<br><img src="x.png" alt=""></p></article>'),
    'rss.xml': '<rss/>\n',
    'og/blog__hello.png': 'a PNG\n',
  }
  return { manifest, files }
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export interface TestServer {
  url: string
  close: () => Promise<void>
}

export async function listen(handler: Handler): Promise<TestServer> {
  const server: Server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A URL on which nothing listens: a server's port, closed again. */
export async function deadUrl(): Promise<string> {
  const server = await listen(() => undefined)
  await server.close()
  return server.url
}

export interface CdnOptions {
  /** Answer CORS requests with `Access-Control-Allow-Origin: *`. */
  cors: boolean
  /** Serve `<file>.br` / `<file>.gz`, when there is one, to a request that accepts that encoding (nginx gzip_static, a CDN's precompressed option). */
  precompressed: boolean
  assetsCacheControl: string
  otherCacheControl: string
}

/** A static host of release folders written to a temporary directory, with settable headers. */
export async function startCdn(): Promise<TestServer & { options: CdnOptions; upload: (folder: string, release: ReturnType<typeof blogRelease>) => string }> {
  const root = mkdtempSync(join(tmpdir(), 'release-check-cdn-'))
  const options: CdnOptions = { cors: true, precompressed: false, assetsCacheControl: 'public, max-age=31536000, immutable', otherCacheControl: 'no-cache' }
  const server = await listen((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname))
    let body: Buffer
    try {
      body = readFileSync(join(root, path))
    } catch {
      response.writeHead(404).end('not found')
      return
    }
    const accepted = String(request.headers['accept-encoding'] ?? '')
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!options.precompressed || !accepted.includes(encoding)) continue
      try {
        body = readFileSync(join(root, `${path}${suffix}`))
        response.setHeader('Content-Encoding', encoding)
        break
      } catch {
        // No twin: the file itself.
      }
    }
    if (options.cors && request.headers.origin) response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Cache-Control', path.includes('/assets/') ? options.assetsCacheControl : options.otherCacheControl)
    response.writeHead(200).end(body)
  })
  const upload = (folder: string, release: ReturnType<typeof blogRelease>): string => {
    const files = { ...release.files, 'release.json': JSON.stringify(release.manifest) }
    for (const [name, content] of Object.entries(files)) {
      const file = join(root, folder, name)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, content)
    }
    return `${server.url}/${folder}/`
  }
  return {
    ...server,
    options,
    upload,
    close: async () => {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** The deployed site: its remote map, provides.json and other remotes' release.json, by path. */
export async function startSite(): Promise<TestServer & { files: Map<string, unknown> }> {
  const files = new Map<string, unknown>()
  const server = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname
    if (!files.has(path)) {
      response.writeHead(404).end('not found')
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(JSON.stringify(files.get(path)))
  })
  return { ...server, files }
}
