import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { readLocalKeys } from 'backend'
import { devOrigin, devPorts } from 'shared/build/federation'
import { remotes } from 'shared/helpers/remotes'
import { createRenderServer, describeRenderError, reloadChangedSources } from 'shared/build/render-server'
import { configureSite } from 'shared/helpers/config/schema'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { decodePath } from '../server/site-server'
import type * as CompositionModule from '../server/page-composition'
import { checkedSettings } from '../server/composed-settings'
import { fetchLimitsFromEnv } from '../server/fetch-limits'
import { remoteMounts, repoRoot } from '../server/paths'
import { createReleaseSource } from '../server/release-source'
import { runtimeConfig, siteSettingsSource, siteSettingsStamp } from '../server/runtime-config'
import { createStaticFolder } from '../server/static-files'
import { composedSettingsHtml } from '../src/composed-settings'
import { devErrorHtml } from './dev-error'
import { SITE_PROXY_PREFIX } from './dev-map'
import { createDevMapSource } from './dev-map-source'
import { devModeFromEnv } from './dev-mode'
import { createDevReleaseSource } from './dev-release-source'
import { serveSiteFile } from './site-proxy'

type Composition = CompositionModule.Composition
type Composed = CompositionModule.Composed

/** The script tag of Vite's client: set aside while the page is composed (the composition takes a page's first module script as its entry), then put back. */
const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>'
/** The shell's stylesheet, which its entry imports. */
const SHELL_STYLES = '/src/styles.css'
/**
 * Where the dev template links it, so the composition inlines it as it inlines the built one. Not
 * its source path: Vite's client would take the boot script's disabled twin `<link>` of it for its
 * own, and wait for it to load before any later update, for ever.
 */
const TEMPLATE_STYLES = '/__dev-composition/styles.css'

/**
 * `npm run dev` composes every page on the server, per request, with the composition of
 * `npm start` (shell/server/page-composition.ts: the frame, the owner's body and head, status codes and
 * aliases, the map and settings the page carries): from the current sources. The shell's code (the
 * frame, the composition itself) is loaded by a render server that follows edits; each remote's dev
 * server makes its release on request (shared/build/dev-release.ts); with `--only` the other
 * sections' releases are this checkout's builds, served under /remotes/<pkg>/, or with `--site` a
 * deployed site's, behind a read-only proxy (site-proxy.ts). The page then starts as a composed page
 * does, from this dev server's modules, so edits keep updating it without a reload.
 * Also /remotes.json and /config.json, as the dev composition has them.
 */
export function devCompositionPlugin(): Plugin {
  return {
    name: 'dev-composition',
    apply: 'serve',
    configureServer(server) {
      const mode = devModeFromEnv()
      const limits = fetchLimitsFromEnv()
      const ownOrigin = `http://localhost:${devPorts().site}`
      const maps = createDevMapSource(mode, ownOrigin, limits)
      const devOrigins = new Set((mode.only ? [mode.only] : remotes).map((remote) => devOrigin(remote.name)))
      const builds = createReleaseSource({ ...limits, revalidateMs: 1000, retryMaxMs: 30_000, allowedOrigins: maps.siteOrigins })
      const awake = new Map<string, Promise<void>>()
      const wake = (origin: string) => awake.get(origin) ?? awake.set(origin, answered(`${origin}/@vite/client`, 'HEAD')).get(origin)!
      const releases = createDevReleaseSource({ isDevOrigin: (origin) => devOrigins.has(origin), builds, redirect: maps.siteLocation, ready: wake })
      // With --only (no --site), the other sections are this checkout's builds, served as `npm start` serves them.
      const builtMounts = mode.only && !mode.site ? remoteMounts.filter((mount) => mount.name !== mode.only?.name) : []
      const mountFiles = builtMounts.map((mount) => ({ mount, files: createStaticFolder(mount.dist) }))
      const site = siteSettingsSource()
      /** The local backend's anon key, read per request: the backend writes it on its first start, which may come after this server's. */
      let anonKey: string | null = null
      const refreshAnonKey = () => {
        anonKey = readLocalKeys()?.anonKey ?? null
        return anonKey
      }

      let configFrom: string | null = null
      function configStamp(): string {
        const from = siteSettingsStamp(site)
        if (from !== configFrom) {
          configFrom = from
          const { backend: _backend, ...overrides } = runtimeConfig(null, site)
          const configured = configureSite(overrides)
          if (!configured.ok) console.error('Ignoring invalid site settings for rendering:', configured.issues.join('; '))
        }
        return from
      }

      const shellStyles = async () => (await server.transformRequest(`${SHELL_STYLES}?direct`))?.code ?? ''
      // What the composition reads synchronously (the page template and its stylesheet), prepared per request.
      let prepared = { template: { stamp: '', html: '' }, css: '' }
      async function prepare(url: string) {
        const source = readFileSync(join(server.config.root, 'index.html'), 'utf8')
        const html = (await server.transformIndexHtml(url, source)).replace(VITE_CLIENT, '').replace('</head>', `  <link rel="stylesheet" href="${TEMPLATE_STYLES}">\n  </head>`)
        const css = await shellStyles()
        prepared = { template: { stamp: createHash('sha1').update(html).digest('hex'), html }, css }
      }

      let renderer: Promise<ViteDevServer> | null = null
      const renderServer = () => (renderer ??= createRenderServer({ root: server.config.root, followEdits: true }))
      server.httpServer?.once('close', () => {
        void renderer?.then((render) => render.close())
        maps.close()
      })
      let current: { module: typeof CompositionModule; composition: Composition } | null = null
      /** The composition of the shell's current code: made again once an edit reloads its module. */
      async function composition(): Promise<Composition> {
        const render = await renderServer()
        reloadChangedSources(render)
        const module = (await render.ssrLoadModule('/server/page-composition.ts')) as typeof CompositionModule
        if (current?.module !== module) {
          current = {
            module,
            composition: module.createComposition({
              releases,
              remoteMap: maps.current,
              template: () => prepared.template,
              shellCss: (href) => (href === TEMPLATE_STYLES ? prepared.css : ''),
              localFolder: (base) => {
                const mount = builtMounts.find((m) => base.startsWith(m.urlPrefix))
                return mount ? join(mount.dist, base.slice(mount.urlPrefix.length)) : null
              },
              configStamp,
              cache: false,
              settingsHtml: (map) => composedSettingsHtml(checkedSettings(map.reading ?? null, map.owners, runtimeConfig(anonKey, site))),
              sectionError: (error) => devErrorHtml(error, repoRoot),
            }),
          }
        }
        return current.composition
      }

      function send(req: Connect.IncomingMessage, res: ServerResponse, composed: Composed) {
        if (composed.kind === 'redirect') {
          res.writeHead(301, { location: composed.to, 'cache-control': 'no-store' }).end()
          return
        }
        const headers: Record<string, string> = { 'cache-control': 'no-store', 'content-type': composed.kind === 'file' ? composed.type : 'text/html; charset=utf-8' }
        if (composed.section) headers['x-section-source'] = composed.section
        const body = composed.kind === 'file' ? composed.text : composed.html.replace('</head>', () => `  ${VITE_CLIENT}\n  </head>`)
        res.writeHead(composed.kind === 'file' ? (composed.status ?? 200) : composed.status, headers)
        res.end(req.method === 'HEAD' ? undefined : body)
        void warmRemotes()
      }

      async function page(req: Connect.IncomingMessage, res: ServerResponse) {
        const url = req.originalUrl ?? req.url ?? '/'
        const path = decodePath(url)
        refreshAnonKey()
        await Promise.all([maps.ready(), prepare(path ?? '/')])
        const map = maps.current()
        configStamp()
        const compose = await composition()
        if (path === null) return send(req, res, await compose.notFound(map))
        if (/\.[a-z0-9]+$/i.test(path)) {
          const file = await compose.siteFile(path, map)
          if (file?.kind === 'file') return send(req, res, file)
        }
        return send(req, res, await compose.page(path, url.includes('?') ? url.slice(url.indexOf('?')) : '', map))
      }

      async function failed(res: ServerResponse, url: string, error: unknown) {
        const render = await renderer?.catch(() => null)
        const stack = render ? describeRenderError(render, error) : String(error)
        const message = `The dev composition could not compose ${url}: ${stack}`
        server.config.logger.error(message, { timestamp: true })
        if (res.headersSent) return res.end()
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server render failed</title>${VITE_CLIENT}</head><body>${devErrorHtml(message, repoRoot)}</body></html>`)
      }

      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        if (path === '/remotes.json') {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
          res.end(maps.current().text ?? 'null')
          return
        }
        if (path === TEMPLATE_STYLES) {
          shellStyles()
            .then((css) => res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }).end(css))
            .catch(next)
          return
        }
        if (path === '/config.json') {
          const key = refreshAnonKey()
          res.writeHead(key ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
          res.end(JSON.stringify(key ? runtimeConfig(key, site) : { error: 'The local backend has not started yet; reload once it is up.' }))
          return
        }
        if (mode.site && path.startsWith(SITE_PROXY_PREFIX)) {
          serveSiteFile(req, res, maps.siteFileUrl(path), limits).catch(next)
          return
        }
        const mounted = mountFiles.find(({ mount }) => path.startsWith(mount.urlPrefix))
        if (mounted) {
          if (!mounted.files.serve(req, res, path.slice(mounted.mount.urlPrefix.length - 1))) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
          return
        }
        next()
      })

      // Warm up while the browser has not asked yet: the shell's render server and stylesheet. A
      // remote's dev server (scripts/dev-gate.mjs) and its render server start with the first page
      // that needs them; the others once that first page is out, one at a time, so they never hold it
      // up (two cores serve every dev server).
      server.httpServer?.once('listening', () => {
        void composition().catch(() => undefined)
        void shellStyles().catch(() => undefined)
      })
      let warmed = false
      const warmRemotes = async () => {
        if (warmed) return
        warmed = true
        // The release, so its render server is up before a page needs it.
        for (const origin of devOrigins) await answered(`${origin}/release.json`)
      }

      // After Vite's own middlewares (modules, the shell's public files): every other GET is a page or a site file.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next()
          page(req, res).catch((error: unknown) => failed(res, req.originalUrl ?? req.url ?? '/', error))
        })
      }
    },
  }
}

/**
 * Resolves once `url` answers HTTP (any status), or after a minute. A remote's dev server starts on
 * its first connection (scripts/dev-gate.mjs), which its gate holds; the ones that come before the
 * server listens are refused, and retried here.
 */
async function answered(url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      await (await fetch(url, { method })).arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
