import { existsSync, statSync, watch, type FSWatcher, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import sirv from 'sirv'
import { acceptedCodings } from './accept-encoding'

/** Files that name other files by a fixed name: they must be revalidated on every load. */
const alwaysRevalidate = new Set(['remotes.json', 'config.json', 'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'release.json', 'provides.json', 'index.html', 'sitemap.xml', 'news-sitemap.xml', 'robots.txt', 'rss.xml'])

export function cacheControlFor(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1)
  if (alwaysRevalidate.has(base) || file.endsWith('.html')) return 'no-cache'
  // Vite puts content-hashed files under assets/: they never change under the same name.
  if (file.includes(`${sep}assets${sep}`) || file.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
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

/**
 * What sirv is told the request accepts. sirv only looks for the words `br` and `gzip` and tries
 * the brotli twin first, so it is told the negotiated codings (accept-encoding.ts), from the best
 * down to the first it would put before a better one.
 */
function sirvAcceptEncoding(acceptEncoding: string | string[] | undefined): string {
  const accepted = acceptedCodings(acceptEncoding)
  if (accepted.length === 0) return 'identity'
  return accepted[0] === 'gzip' ? 'gzip' : accepted.join(', ')
}

export interface StaticFolder {
  /** Serves `urlPath` from the folder; false (nothing sent) when the folder has no such file. */
  serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean
  close(): void
}

/**
 * A build folder served by sirv: type, cache policy, validator, Range, and the brotli or gzip twin
 * the build wrote beside each text file (shared/build/precompress.ts), chosen by Accept-Encoding
 * with `Vary`. Nothing is compressed here. sirv lists the folder once and then answers from memory;
 * a watch on the folder makes the next request list it again after a build wrote to it, so a
 * running server serves a new build (and never a stale size) without a restart.
 */
export function createStaticFolder(dir: string, headers: (urlPath: string) => Record<string, string> = () => ({})): StaticFolder {
  let handler: ReturnType<typeof sirv> | null = null
  let watcher: FSWatcher | null = null
  let checkedAt = 0
  const listing = () => {
    if (handler) return handler
    // A folder not built yet: look again at most once a second, not on every request.
    const now = Date.now()
    if (!existsSync(dir) && now - checkedAt < 1000) return null
    checkedAt = now
    if (!existsSync(dir)) return null
    if (!watcher) {
      try {
        watcher = watch(dir, { recursive: true, persistent: false }, () => {
          handler = null
        })
        watcher.on('error', () => {
          watcher?.close()
          watcher = null
          handler = null
        })
      } catch {
        watcher = null
      }
    }
    handler = sirv(dir, {
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      extensions: [],
      setHeaders: (res, pathname) => {
        res.setHeader('cache-control', cacheControlFor(pathname))
        // The blog feed is RSS, which readers sniff by its own type.
        if (pathname.endsWith('rss.xml')) res.setHeader('content-type', 'application/rss+xml; charset=utf-8')
        for (const [name, value] of Object.entries(headers(pathname))) res.setHeader(name, value)
      },
    })
    // Without a watch, list again on each request that misses rather than never.
    if (!watcher) {
      const listed = handler
      handler = null
      return listed
    }
    return handler
  }
  return {
    serve(req, res, urlPath) {
      const serve = listing()
      if (!serve) return false
      let found = true
      const { url } = req
      const acceptEncoding = req.headers['accept-encoding']
      req.url = urlPath
      req.headers['accept-encoding'] = sirvAcceptEncoding(acceptEncoding)
      serve(req, res, () => {
        found = false
      })
      req.url = url
      req.headers['accept-encoding'] = acceptEncoding
      return found
    },
    close() {
      watcher?.close()
      watcher = null
    },
  }
}
