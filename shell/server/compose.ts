import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { matchRoute, createRouteTable } from './route-table'
import { prerenderedPage, remoteMounts, shellDist } from './paths'
import { runtimeConfig } from './runtime-config'
import { deployedRemoteMap } from './remote-map-file'
import { clientAddressOf, clientAddressPolicyFromEnv, rateLimitKey, unknownClientKey, type ClientAddressPolicy } from 'supabase/client-address'
import { createRateLimiter } from './rate-limit'
import { contentSecurityPolicy, securityHeaders } from './security-headers'
import { resolveInside, sendFile } from './static-files'

/** The part of the local backend the composition server needs (see the `supabase` workspace). */
export interface ApiHandler {
  handles(url: string): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  readonly anonKey: string
  /** Requests carrying it (the in-process lead worker, the owner's tools) skip the visitors' token bucket. */
  readonly serviceRoleKey?: string
}

export interface CompositionOptions {
  api: ApiHandler | null
  /** Who the client is behind proxies. Default: LOCAL_BACKEND_TRUST_PROXY_HEADER / LOCAL_BACKEND_TRUSTED_PROXIES, as the backend reads them. */
  clientAddress?: ClientAddressPolicy
}

function decodePath(url: string): string | null {
  try {
    const path = decodeURIComponent(new URL(url, 'http://x').pathname)
    // Null bytes and backslashes never name a real file here; treat them as not found.
    return path.includes('\0') || path.includes('\\') ? null : path
  } catch {
    return null
  }
}

/**
 * One origin for the whole composed site: the shell, each remote's build under /remotes/<pkg>/,
 * the run-time config, and the local backend API. Known routes answer 200 with the app, aliases
 * 301 to their target, anything else 404 while still rendering the not-found page.
 */
export function createCompositionServer({ api, clientAddress = clientAddressPolicyFromEnv() }: CompositionOptions): Server {
  const routes = createRouteTable()
  const csp = createCspCache(api?.anonKey ?? null)
  const apiLimiter = createRateLimiter({
    capacity: 120,
    refillPerSecond: 4,
    shared: { key: unknownClientKey, capacity: 30, refillPerSecond: 1 },
  })
  const trustedIpHeader = clientAddress.header

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const https = trustedIpHeader !== null && req.headers['x-forwarded-proto'] === 'https'
    for (const [name, value] of Object.entries(securityHeaders(csp(), https))) res.setHeader(name, value)
    if (api?.handles(url)) {
      if (!isOperator(req, api.serviceRoleKey) && !apiLimiter.take(apiClientKey(req, clientAddress))) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '15' })
        res.end(JSON.stringify({ code: 'PGRST429', message: 'Too many requests from this client; slow down.', details: null, hint: 'rate_limited' }))
        return
      }
      return api.handle(req, res)
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed')
      return
    }
    const path = decodePath(url)
    if (path === null) return sendPage(req, res, 404, null)

    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(runtimeConfig(api?.anonKey ?? null)))
      return
    }

    // The deployment's map (REMOTE_MAP_FILE, else the shell build's), as written: the browser checks
    // it entry by entry. The same reading the CSP of this response was built from.
    if (path === '/remotes.json') {
      const { text } = deployedRemoteMap()
      if (text === null) {
        res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not Found')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(req.method === 'HEAD' ? undefined : text)
      return
    }

    const mount = remoteMounts.find((m) => path.startsWith(m.urlPrefix))
    if (mount) {
      const found = resolveInside(mount.dist, path.slice(mount.urlPrefix.length - 1))
      // A remote's own documents (its copy of the feed; a standalone index.html, should a build carry
      // one) duplicate the site's: not for search. Its scripts and styles stay crawlable, since search
      // engines render with them.
      const noindex = /\.(html|xml)$/.test(path) ? { 'x-robots-tag': 'noindex' } : undefined
      if (found) return sendFile(req, res, found, { headers: noindex })
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not Found')
      return
    }

    if (path !== '/' && !path.endsWith('.html')) {
      const found = resolveInside(shellDist, path)
      if (found) return sendFile(req, res, found)
    }

    const match = matchRoute(routes(), path)
    if (match.kind === 'redirect') {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
      res.writeHead(301, { location: `${match.to}${query}`, 'cache-control': 'public, max-age=3600' }).end()
      return
    }
    return sendPage(req, res, match.kind === 'page' ? 200 : 404, match.kind === 'page' ? path : null)
  }

  return createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('Request failed', req.method, req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal Server Error')
    })
  })
}

/**
 * A page: its prerendered HTML when there is one (a 404 gets 404.html), else the bare app template
 * (app.html once prerendering has run, index.html before) which renders in the browser.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, status: number, path: string | null) {
  const prerendered = path === null ? '/404.html' : prerenderedPage(path)
  const found = resolveInside(shellDist, prerendered) ?? resolveInside(shellDist, '/app.html') ?? resolveInside(shellDist, '/index.html')
  if (!found) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('The shell is not built yet: run npm run build -w shell')
    return
  }
  sendFile(req, res, found, { status, cacheControl: 'no-cache' })
}

/** The API token bucket a request counts against: the backend's client address rules, IPv6 by /64, one shared bucket when unknown. */
export function apiClientKey(req: IncomingMessage, policy: ClientAddressPolicy): string {
  return rateLimitKey(clientAddressOf(req, policy))
}

/**
 * The CSP follows /config.json and the deployed remote map; recomputed only when either changes.
 * Only entries that pass the map's checks are allowed: the browser never loads an ignored one. With
 * no usable map (no build yet) the policy still covers this origin.
 */
function createCspCache(anonKey: string | null): () => string {
  let key = ''
  let value = ''
  return () => {
    const config = runtimeConfig(anonKey)
    const map = deployedRemoteMap()
    const nextKey = `${JSON.stringify(config)}|${map.stamp}`
    if (nextKey !== key) {
      key = nextKey
      const entries = Object.values(map.reading?.remotes ?? {}).map((r) => r.entry)
      value = contentSecurityPolicy({ config, remoteEntries: entries })
    }
    return value
  }
}

/**
 * The bucket protects the single-writer database from visitors. The operator's key is not a
 * visitor's: the lead worker polls and records every delivery through this API, and sharing the
 * loopback bucket with it would throttle deliveries (or the visitors behind a local proxy). The
 * backend still verifies the key; a forged one is refused there.
 */
function isOperator(req: IncomingMessage, serviceRoleKey: string | undefined): boolean {
  if (!serviceRoleKey) return false
  const apikey = req.headers.apikey
  return (Array.isArray(apikey) ? apikey[0] : apikey) === serviceRoleKey
}
