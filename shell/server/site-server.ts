import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { PROVIDES_FILE, type ShellProvides } from 'shared/helpers/release-manifest'
import { getSiteConfig } from 'shared/singletons/config'
import { configureSite } from 'shared/helpers/config/schema'
import { composedSettingsHtml } from '../src/composed-settings'
import { checkedSettings } from './composed-settings'
import { createComposition, maybeSiteFile, type Composed, type CompositionMap } from './page-composition'
import { compositionSettingsFromEnv, type CompositionSettings } from './composition-settings'
import { createFileStamps, type FileStamps } from './file-stamps'
import { consoleStyle, log } from './log'
import { metrics, type RequestLabels } from './metrics'
import { remoteMounts, shellDist } from './paths'
import { createReleaseSource } from './release-source'
import { runtimeConfig, siteIsHttps, siteSettingsSource, siteSettingsStamp, type SiteSettingsSource } from './runtime-config'
import { createRemoteMapSource, type DeployedRemoteMap, type RemoteMapLedger } from './remote-map-source'
import { clientAddressOf, clientAddressPolicyFromEnv, rateLimitKey, unknownClientKey, type ClientAddressPolicy } from 'shared/server/client-address'
import { createRateLimiter } from './rate-limit'
import { passToApi } from 'shared/server/api-gateway'
import type { ApiUpstream } from './api-gateway'
import { contentSecurityPolicy, securityHeaders } from './security-headers'
import { createStaticFolder, resolveInside } from './static-files'
import { bodyIn, encodedPage, pickEncoding, type EncodedPage } from './page-encoding'
import { createCanaryCounts } from './canary-counts'
import { isLocalTarget } from 'shared/helpers/release-rules'
import { candidateMap, cookieValue, liveReleaseOf, PREVIEW_COOKIE, PREVIEW_EXIT_PATH, PREVIEW_PATH, previewBanner, previewOf, tokenHash, visitorOf, type Visitor } from './rollouts'

export interface CompositionOptions {
  /**
   * The API this composer passes /rest/v1 on to (api-gateway.ts), as nginx does in production:
   * locally, the backend `npm start` runs beside it. None: this origin has no API (production, where
   * nginx routes /rest/v1 to PostgREST).
   */
  api: ApiUpstream | null
  /** Who the client is behind proxies. Default: LOCAL_BACKEND_TRUST_PROXY_HEADER / LOCAL_BACKEND_TRUSTED_PROXIES. */
  clientAddress?: ClientAddressPolicy
  /** Default: compositionSettingsFromEnv() (a setting given here replaces the environment's). */
  settings?: Partial<CompositionSettings>
  /**
   * The release ledger the map is read from when neither REMOTE_MAP_FILE nor REMOTE_MAP_URL is
   * set (main.ts: the embedded database's, or the named backend's). None: the shell build's map.
   */
  ledger?: RemoteMapLedger | null
}

/** A request's path, decoded; null when it cannot name a file or page here. */
export function decodePath(url: string): string | null {
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
export function createCompositionServer({ api, clientAddress = clientAddressPolicyFromEnv(process.env, consoleStyle('client-address')), settings: given, ledger = null }: CompositionOptions): Server {
  const settings: CompositionSettings = { ...compositionSettingsFromEnv(), ...given }
  const stamps = createFileStamps(settings.fileCheckMs)
  const maps = createRemoteMapSource(settings.remoteMap, stamps, ledger)
  metrics.mapReadAt(() => maps.readAt())
  const site = siteSettingsSource(process.env, stamps)
  const anonKey = api?.anonKey ?? null
  const csp = createCspCache(anonKey, site)
  const composition = createSiteComposition(settings, anonKey, site, stamps, maps.deployedRemoteMap)
  const encodedCache: EncodedCache = settings.cache ? new Map() : null
  const shellFiles = createStaticFolder(shellDist)
  // A remote's own documents (its copy of the feed; a standalone index.html, should a build carry
  // one) duplicate the site's: not for search. Its scripts and styles stay crawlable, since search
  // engines render with them.
  const mountFiles = remoteMounts.map((mount) => ({ mount, files: createStaticFolder(mount.dist, (path): Record<string, string> => (/\.(html|xml)$/.test(path) ? { 'x-robots-tag': 'noindex' } : {})) }))
  const apiLimiter = createRateLimiter({
    capacity: 120,
    refillPerSecond: 4,
    shared: { key: unknownClientKey, capacity: 30, refillPerSecond: 1 },
  })
  const trustedIpHeader = clientAddress.header
  const canaryCounts = createCanaryCounts(ledger?.report?.bind(ledger) ?? null)
  const refusedPreviews = new Set<string>()
  /** One line per refused preview token (or per kind of refusal for what is not even a token). */
  const noteRefusedPreview = (token: string, why: string) => {
    const key = /^rp_[0-9a-f]{64}$/.test(token) ? tokenHash(token) : why
    if (refusedPreviews.has(key)) return
    if (refusedPreviews.size > 1000) refusedPreviews.clear()
    refusedPreviews.add(key)
    log.warn({ event: 'preview-refused', reason: why }, `Preview: a preview token was refused (${why}); the visitor sees the live site`)
  }

  /** `counted`: what the request is counted by in the metrics, filled in for a page. */
  const handler = async (req: IncomingMessage, res: ServerResponse, counted: RequestLabels) => {
    const url = req.url ?? '/'
    const https = trustedIpHeader !== null && req.headers['x-forwarded-proto'] === 'https'
    const secureCookies = https || siteIsHttps(site)
    // Read once: the CSP, /remotes.json and the page of this response come from the same map.
    const map = maps.deployedRemoteMap()
    for (const [name, value] of Object.entries(securityHeaders(csp(map), https))) res.setHeader(name, value)
    if (api && isApiPath(url)) {
      // Resolved once for this request: the token bucket's key and the address the API hands SQL.
      const client = apiClientOf(req, clientAddress)
      if (!apiLimiter.take(client.key)) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '15' })
        res.end(JSON.stringify({ code: 'PGRST429', message: 'Too many requests from this client; slow down.', details: null, hint: 'rate_limited' }))
        return
      }
      return passToApi(api.url, req, res, client.address)
    }
    // Production: the site's backend is the hosted one its settings name; this origin has no API.
    if (!api && isApiPath(url)) {
      res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(JSON.stringify({ message: 'No API on this origin: the site settings name the backend.' }))
      return
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed')
      return
    }
    const path = decodePath(url)
    if (path === null) return sendPage(req, res, await composition.notFound(map), settings.pageCacheControl, encodedCache)

    if (path === '/healthz') return sendHealth(res, await health(composition, map))

    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(runtimeConfig(anonKey, site)))
      return
    }

    // The deployment's map (REMOTE_MAP_URL or REMOTE_MAP_FILE, else the shell build's), as last read: the browser checks
    // it entry by entry. The same reading the CSP of this response was built from.
    if (path === '/remotes.json') {
      const { text } = map
      if (text === null) {
        res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not Found')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
      res.end(req.method === 'HEAD' ? undefined : text)
      return
    }

    const mounted = mountFiles.find(({ mount }) => path.startsWith(mount.urlPrefix))
    if (mounted) {
      if (mounted.files.serve(req, res, path.slice(mounted.mount.urlPrefix.length - 1))) return
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not Found')
      return
    }

    // The shell's build: its assets and public files, never its index.html (the page template).
    if (path !== '/' && !path.endsWith('.html') && shellFiles.serve(req, res, path)) return

    if (maybeSiteFile(path)) {
      const file = await composition.siteFile(path, map)
      if (file?.kind === 'file') return sendPage(req, res, file, settings.pageCacheControl, encodedCache)
    }

    if (path === PREVIEW_PATH || path === PREVIEW_EXIT_PATH) {
      // A link issued a moment ago, before this composer's last read of the ledger: read it again first.
      const token = new URL(url, 'http://x').searchParams.get('token') ?? ''
      const fresh = path === PREVIEW_PATH && typeof previewOf(token, map.rollouts) === 'string' ? (await maps.refresh(), maps.deployedRemoteMap()) : map
      return previewLink(req, res, path, fresh, secureCookies, noteRefusedPreview)
    }

    // Previews and canaries: which release each section is at for this visitor (rollouts.ts).
    const visitor = visitorOf(req, map.rollouts, secureCookies)
    for (const cookie of visitor.cookies) res.appendHeader('set-cookie', cookie)
    if (visitor.refusedPreview) noteRefusedPreview(cookieValue(req, PREVIEW_COOKIE) ?? '', visitor.refusedPreview)
    const { composed, preview, composedWith } = await composeFor(visitor, path, url.includes('?') ? url.slice(url.indexOf('?')) : '', map, counted)
    // A candidate's origin is allowed on its own pages only: the CSP of the map the page was composed with.
    if (composedWith !== map) res.setHeader('content-security-policy', csp(composedWith))
    if (Object.keys(map.rollouts.canaries).length > 0) {
      // Cohorts differ by cookie: a cache that honors Vary keeps them apart even unconfigured.
      res.setHeader('x-release-cohort', visitor.cohorts)
      res.setHeader('vary', 'Accept-Encoding, Cookie')
    }
    if (!preview) return sendPage(req, res, composed, settings.pageCacheControl, encodedCache)
    // A preview is this browser's only: never stored by a shared cache, never indexed.
    res.setHeader('x-robots-tag', 'noindex')
    res.setHeader('x-release-preview', `${preview.remote} ${preview.release}`)
    return sendPage(req, res, withBanner(composed, previewBanner(preview, path)), 'private, no-store', encodedCache)
  }

  /**
   * The page with this visitor's candidates; a candidate that cannot be read or composed gives way
   * to the live release at once (counted, logged once per release and reason).
   */
  async function composeFor(visitor: Visitor, path: string, search: string, map: DeployedRemoteMap, counted: RequestLabels) {
    const preview = visitor.candidates.find((c) => c.kind === 'preview') ?? null
    let composedWith: CompositionMap = candidateMap(map, visitor.candidates, visitor.cohorts)
    let composed: Composed
    try {
      composed = await composition.page(path, search, composedWith)
    } catch (error) {
      composed = { kind: 'page', status: 503, key: '', section: 'unavailable', html: '', candidateFailure: `composing it failed: ${(error as Error).message}` }
    }
    const owner = composed.kind === 'page' ? composed.owner : undefined
    // Counted by the release the visitor is at for the page's section, even when the live one stands in for it.
    const candidate = visitor.candidates.find((c) => c.remote === owner)
    const liveRelease = (remote: string) => liveReleaseOf(map.rollouts, remote, map.remotes?.[remote]?.entry)
    if (composed.kind === 'page') Object.assign(counted, { section: owner ?? 'shell', release: candidate ? String(candidate.release) : owner ? liveRelease(owner) : '', cohort: candidate?.kind ?? 'live' })
    const failed = composed.kind === 'page' && composed.candidateFailure ? candidate : undefined
    if (failed && composed.kind === 'page') {
      warnCandidateOnce(failed, composed.candidateFailure ?? '')
      metrics.compositionFailure({ section: failed.remote, release: String(failed.release), cohort: failed.kind })
      composedWith = candidateMap(map, visitor.candidates.filter((c) => c !== failed), visitor.cohorts)
      composed = await composition.page(path, search, composedWith)
    }
    // The live section served as its "couldn't load" area.
    if (composed.kind === 'page' && composed.section === 'unavailable' && composed.owner) metrics.compositionFailure({ section: composed.owner, release: liveRelease(composed.owner), cohort: 'live' })
    const canary = owner ? map.rollouts.canaries[owner] : undefined
    if (canary) canaryCounts.count(canary.id, visitor.cohorts.split('.').includes(`${canary.id}c`) ? 'c' : 'l', failed?.kind === 'canary')
    return { composed, preview, composedWith }
  }

  const server = createServer((req, res) => {
    const counted: RequestLabels = { section: '', release: '', cohort: '' }
    res.once('close', () => metrics.request(counted, res.writableFinished ? String(res.statusCode) : 'aborted'))
    handler(req, res, counted).catch((error: unknown) => {
      log.error({ event: 'request-failed', method: req.method, url: req.url, err: error }, `Request failed: ${req.method} ${req.url}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal Server Error')
    })
  })
  server.on('close', () => {
    maps.close()
    canaryCounts.stop()
    void canaryCounts.flush()
  })
  return server
}

const candidateWarnings = new Set<string>()
function warnCandidateOnce(candidate: { kind: string; remote: string; release: number }, why: string) {
  const key = `${candidate.remote}|${candidate.release}|${why}`
  if (candidateWarnings.has(key)) return
  if (candidateWarnings.size > 1000) candidateWarnings.clear()
  candidateWarnings.add(key)
  log.error({ event: 'candidate-fallback', remote: candidate.remote, kind: candidate.kind, release: candidate.release, reason: why }, `Composition: ${candidate.remote}'s ${candidate.kind} release ${candidate.release} cannot be served (${why}): serving its live release instead`)
}

const withBanners = new Map<string, Composed>()
/** The preview's banner, first in the body: a page of its own (its key), never the cached live one; made once per page and banner. */
function withBanner(composed: Composed, banner: string): Composed {
  if (composed.kind !== 'page') return composed
  const key = `${composed.key}|preview:${banner}`
  let page = withBanners.get(key)
  if (!page) {
    page = { ...composed, key, html: composed.html.replace(/<body[^>]*>/, (body) => `${body}${banner}`) }
    if (withBanners.size > 200) withBanners.clear()
    withBanners.set(key, page)
  }
  return page
}

/**
 * `/_preview?token=…[&to=/path]` (the link `npm run release -- preview` prints): a token the ledger
 * issued for a release in force sets the preview cookie and leads to the section (or `to`); any
 * other leads to the live home page, sets nothing and is logged once. `/_preview/exit[?to=/path]`
 * drops the cookie. Never cached, never indexed.
 */
function previewLink(req: IncomingMessage, res: ServerResponse, path: string, map: DeployedRemoteMap, secure: boolean, noteRefused: (token: string, why: string) => void) {
  const query = new URL(req.url ?? '/', 'http://x').searchParams
  const to = query.get('to')
  const target = (fallback: string) => (to && isLocalTarget(to) ? to : fallback)
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'content-type': 'text/plain; charset=utf-8' }
  const clear = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  if (path === PREVIEW_EXIT_PATH) {
    res.writeHead(303, { ...headers, location: target('/'), 'set-cookie': clear }).end('Preview ended.\n')
    return
  }
  const token = query.get('token') ?? ''
  const preview = previewOf(token, map.rollouts)
  if (typeof preview === 'string') {
    noteRefused(token, preview)
    res.writeHead(303, { ...headers, location: '/', 'set-cookie': clear }).end('This preview link is not valid: it expired, its release was withdrawn, or it was never issued.\n')
    return
  }
  const section = map.remotes?.[preview.remote]?.paths[0]?.replace(/\/\*$/, '') || '/'
  const maxAge = Math.max(1, Math.floor(((preview.expiresAt ?? Date.now()) - Date.now()) / 1000))
  res.writeHead(303, { ...headers, location: target(section), 'set-cookie': `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}` })
  res.end(`Previewing ${preview.remote} release ${preview.release}.\n`)
}

/**
 * The composition of pages from the deployed artifacts: the shell build's template and stylesheets,
 * the site settings (applied to the server's copy of the site config, which the frame and heads
 * read), and each remote's release where the map says it is.
 */
function createSiteComposition({ cache, limits, revalidateMs, retryMaxMs }: CompositionSettings, anonKey: string | null, site: SiteSettingsSource, stamps: FileStamps, deployedRemoteMap: () => DeployedRemoteMap) {
  const releases = createReleaseSource({
    ...limits,
    revalidateMs: cache ? revalidateMs : 0,
    retryMaxMs,
    allowedOrigins: () => mapOrigins(),
  })
  let origins = { stamp: '', rollouts: null as DeployedRemoteMap['rollouts'] | null, set: new Set<string>() }
  /** The origins releases are read from: the map's, and those of the candidates previews and canaries show. */
  function mapOrigins(): Set<string> {
    const map = deployedRemoteMap()
    if (origins.stamp !== map.stamp || origins.rollouts !== map.rollouts) {
      const set = new Set<string>()
      const entries = [...Object.values(map.remotes ?? {}), ...Object.values(map.rollouts.canaries), ...Object.values(map.rollouts.previews)].map((r) => r.entry)
      for (const entry of entries) {
        if (/^https?:\/\//i.test(entry)) set.add(new URL(entry).origin)
      }
      origins = { stamp: map.stamp, rollouts: map.rollouts, set }
    }
    return origins.set
  }
  let configKey = ''
  let configFrom: string | null = null
  function configStamp(): string {
    const from = siteSettingsStamp(site)
    if (from === configFrom) return configKey
    configFrom = from
    const overrides = runtimeConfig(null, site)
    const key = JSON.stringify(overrides)
    if (key !== configKey) {
      const { backend: _backend, ...site } = overrides
      const configured = configureSite(site)
      if (!configured.ok) log.error({ event: 'site-settings-invalid', issues: configured.issues }, `Ignoring invalid site settings for rendering: ${configured.issues.join('; ')}`)
      configKey = key
    }
    return configKey
  }
  configStamp()
  let settings = { key: '', html: '' }
  let template = { stamp: '', html: '' }
  let provides: { stamp: string; shared: Record<string, string> | null } = { stamp: 'unread', shared: null }
  const shellCss = new Map<string, string>()
  return createComposition({
    releases,
    cache,
    configStamp,
    // What /remotes.json and /config.json serve, as of this composition: the map is the request's.
    settingsHtml: (map: CompositionMap) => {
      const key = `${map.stamp}|${siteSettingsStamp(site)}`
      if (key !== settings.key) settings = { key, html: composedSettingsHtml(checkedSettings(map.reading ?? null, map.owners, runtimeConfig(anonKey, site))) }
      return settings.html
    },
    remoteMap: deployedRemoteMap,
    provides: () => {
      const file = join(shellDist, PROVIDES_FILE)
      const stamp = stamps(file) ?? ''
      if (stamp !== provides.stamp) {
        let shared: Record<string, string> | null = null
        try {
          shared = stamp ? (JSON.parse(readFileSync(file, 'utf8')) as ShellProvides).shared : null
        } catch {
          log.error({ event: 'provides-unreadable', file }, `Composition: ${file} is not JSON; releases are served without checking the shared versions they need`)
        }
        provides = { stamp, shared }
      }
      return provides.shared
    },
    entryProblem: (location, entry) => releases.corsProblem(location, entry, new URL(getSiteConfig().siteUrl).origin),
    template: () => {
      const file = `${shellDist}/index.html`
      const stamp = stamps(file)
      if (!stamp) throw new Error('The shell is not built yet: run npm run build -w shell')
      if (stamp !== template.stamp) {
        template = { stamp, html: readFileSync(file, 'utf8') }
        shellCss.clear()
      }
      return template
    },
    shellCss: (href) => {
      let css = shellCss.get(href)
      if (css === undefined) {
        css = readFileSync(resolveInside(shellDist, new URL(href, 'http://site/').pathname)?.file ?? '', 'utf8')
        shellCss.set(href, css)
      }
      return css
    },
    localFolder: (base) => {
      const mount = remoteMounts.find((m) => base.startsWith(m.urlPrefix))
      if (mount) return join(mount.dist, base.slice(mount.urlPrefix.length))
      return null
    },
  })
}

interface Health {
  status: 'ok' | 'degraded' | 'unavailable'
  /** What keeps this composer from serving pages (no usable map, no frame). */
  problems: string[]
  /** Sections whose release cannot be read now (served from a last good copy, or their "couldn't load" area). */
  degraded: string[]
}

/** For a load balancer: 200 once the frame and a map of at least one remote are loaded, naming any section that is degraded; 503 otherwise. */
async function health(composition: ReturnType<typeof createSiteComposition>, map: DeployedRemoteMap): Promise<Health> {
  const problems: string[] = []
  if (!map.reading) problems.push('the remote map is not loaded')
  // A map of no remotes is what a ledger holds before its first import: nothing to serve yet.
  else if (Object.keys(map.reading.remotes).length === 0) problems.push(`the remote map (${map.source}) names no remotes yet: import one into the release ledger (npm run release -- import), or name a map that has them`)
  try {
    await composition.notFound(map)
  } catch (error) {
    problems.push(`the frame cannot be composed: ${(error as Error).message}`)
  }
  if (problems.length) return { status: 'unavailable', problems, degraded: [] }
  const loaded = await composition.allReleases(map)
  const degraded = Object.keys(map.remotes ?? {}).filter((name) => !loaded.some((l) => l.name === name && !l.release.stale))
  return { status: degraded.length ? 'degraded' : 'ok', problems, degraded }
}

function sendHealth(res: ServerResponse, report: Health) {
  res.writeHead(report.status === 'unavailable' ? 503 : 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(report))
}

/** Each composed response's compressed forms by version; none with COMPOSE_CACHE=off, which compresses every answer anew. */
type EncodedCache = Map<string, EncodedPage> | null

/** A composed response with a validator, brotli or gzip (page-encoding.ts: compressed once per version). */
function sendComposed(req: IncomingMessage, res: ServerResponse, status: number, text: string, key: string, type: string, cacheControl: string, encodedCache: EncodedCache) {
  let encoded = encodedCache?.get(key)
  if (!encoded) {
    encoded = encodedPage(text)
    if (encodedCache) {
      if (encodedCache.size > 2000) encodedCache.clear()
      encodedCache.set(key, encoded)
    }
  }
  res.setHeader('content-type', type)
  res.setHeader('cache-control', cacheControl)
  res.setHeader('etag', encoded.etag)
  // Cookie too while a canary runs (set by the handler): its cohorts get pages of their own.
  if (!res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding')
  if (status === 200 && req.headers['if-none-match'] === encoded.etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = status
  const encoding = pickEncoding(encoded, req.headers['accept-encoding'])
  const body = bodyIn(encoded, encoding)
  if (encoding) res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * A composed page or redirect. Which way the section got onto the page is in a header (and, for a
 * last-known-good body, on the section root), so an operator sees it as the visitor got it.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, composed: Composed, pageCacheControl: string, encodedCache: EncodedCache) {
  if (composed.kind === 'redirect') {
    res.writeHead(301, { location: composed.to, 'cache-control': pageCacheControl.startsWith('private') ? pageCacheControl : 'public, max-age=3600' }).end()
    return
  }
  if (composed.section) res.setHeader('x-section-source', composed.section)
  const status = composed.kind === 'file' ? (composed.status ?? 200) : composed.status
  // 503: the section is briefly missing; crawlers retry rather than index the "couldn't load" area.
  if (status === 503) res.setHeader('retry-after', '30')
  const cacheControl = status === 503 ? 'no-store' : pageCacheControl
  if (composed.kind === 'file') return sendComposed(req, res, status, composed.text, composed.key, composed.type, cacheControl, encodedCache)
  sendComposed(req, res, status, composed.html, composed.key, 'text/html; charset=utf-8', cacheControl, encodedCache)
}

/** A request's client address (null when unknown) and the API token bucket it counts against: IPv6 by /64, one shared bucket when unknown. */
function apiClientOf(req: IncomingMessage, policy: ClientAddressPolicy): { address: string | null; key: string } {
  const address = clientAddressOf(req, policy)
  return { address, key: rateLimitKey(address) }
}

/** The API token bucket a request counts against (the backend's client address rules). */
export function apiClientKey(req: IncomingMessage, policy: ClientAddressPolicy): string {
  return apiClientOf(req, policy).key
}

/**
 * The CSP follows /config.json and the deployed remote map; recomputed only when either changes.
 * Only entries that pass the map's checks are allowed: the browser never loads an ignored one. With
 * no usable map (no build yet) the policy still covers this origin.
 */
function createCspCache(anonKey: string | null, site: SiteSettingsSource): (map: CompositionMap) => string {
  // The live map's, and those of the candidates' maps (previews, canaries): a few at a time.
  const values = new Map<string, string>()
  return (map) => {
    const key = `${siteSettingsStamp(site)}|${map.stamp}`
    let value = values.get(key)
    if (value === undefined) {
      const config = runtimeConfig(anonKey, site)
      const entries = Object.values(map.remotes ?? {}).map((r) => r.entry)
      value = contentSecurityPolicy({ config, remoteEntries: entries })
      if (values.size >= 32) values.clear()
      values.set(key, value)
    }
    return value
  }
}

/** The API's paths, /rest/v1 and below. */
function isApiPath(url: string): boolean {
  return /^\/rest\/v1(\/|\?|$)/.test(url)
}
