import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])

/** Files that name other files by a fixed name: they must be revalidated on every load. */
const alwaysRevalidate = new Set(['remotes.json', 'config.json', 'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'release.json', 'provides.json', 'index.html', 'sitemap.xml', 'news-sitemap.xml', 'robots.txt', 'rss.xml'])

export function cacheControlFor(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1)
  if (alwaysRevalidate.has(base) || file.endsWith('.html')) return 'no-cache'
  // Vite puts content-hashed files under assets/: they never change under the same name.
  if (file.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** Resolves a URL path inside a root folder; null for anything that escapes it or is not a file. */
export function resolveInside(root: string, urlPath: string): { file: string; stats: Stats } | null {
  const file = resolve(root, `.${urlPath}`)
  if (file !== root && !file.startsWith(root + sep)) return null
  try {
    const stats = statSync(file)
    return stats.isFile() ? { file, stats } : null
  } catch {
    return null
  }
}

const compressedCache = new Map<string, Buffer>()

function negotiate(req: IncomingMessage): 'br' | 'gzip' | null {
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

function compressed(file: string, stats: Stats, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file}:${stats.mtimeMs}:${stats.size}:${encoding}`
  let body = compressedCache.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 })
    compressedCache.set(key, body)
  }
  return body
}

/** Serves one file with its type, cache policy, validator and (for text) brotli or gzip. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: { file: string; stats: Stats },
  options: { status?: number; headers?: Record<string, string>; cacheControl?: string } = {},
): void {
  const { file, stats } = found
  const ext = extname(file)
  const status = options.status ?? 200
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  // The blog feed is RSS, which readers sniff by its own type.
  res.setHeader('content-type', file.endsWith('rss.xml') ? 'application/rss+xml; charset=utf-8' : (types[ext] ?? 'application/octet-stream'))
  res.setHeader('cache-control', options.cacheControl ?? cacheControlFor(file))
  res.setHeader('etag', etag)
  for (const [k, v] of Object.entries(options.headers ?? {})) res.setHeader(k, v)
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = status
  const encoding = compressible.has(ext) && stats.size > 512 ? negotiate(req) : null
  if (compressible.has(ext)) res.setHeader('vary', 'Accept-Encoding')
  if (encoding) {
    const body = compressed(file, stats, encoding)
    res.setHeader('content-encoding', encoding)
    res.setHeader('content-length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.setHeader('content-length', stats.size)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file).pipe(res)
}
