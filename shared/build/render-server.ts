import { statSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import type * as SiteConfigModule from '../src/singletons/config/site-config'
import type * as SiteConfigSchemaModule from '../src/helpers/config/site-config-schema'
import type { RemoteRoutesModule } from '../src/helpers/routes/route-types'
import type * as RenderSectionModule from '../src/helpers/section/render-section'
import { siteConfigOverrides } from '../src/helpers/site-config-overrides'

/** Stylesheets are the browser's business: rendering needs none of them. */
function ignoreCss(): Plugin {
  return {
    name: 'render-pages-ignore-css',
    enforce: 'pre',
    resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0ignored.css.js' : null),
    load: (id) => (id === '\0ignored.css.js' ? 'export default ""' : null),
  }
}

interface RenderServerOptions {
  /** The app's folder. */
  root: string
  /** Follow edits (dev): a module whose file changed is loaded again on its next use (`reloadChangedSources`). */
  followEdits?: boolean
  /** Where the remote's dev server serves its files: a file a section imports is named under it, as the browser names it. */
  origin?: string
  plugins?: Plugin[]
}

/** A file's modification time and size, or 'missing'. */
function stampOf(file: string): string {
  try {
    const { mtimeMs, size } = statSync(file)
    return `${mtimeMs}:${size}`
  } catch {
    return 'missing'
  }
}

/** Each source file's stamp as it was when its module was last loaded, by render server. */
const loadedStamps = new WeakMap<ViteDevServer, Map<string, string>>()

/** Notes the stamp of each source file as it is loaded (before it is read: an edit in between only costs one more load). */
function recordStamps(stamps: Map<string, string>): Plugin {
  return {
    name: 'render-server-source-stamps',
    enforce: 'pre',
    load(id) {
      const file = id.replace(/[?#].*$/, '')
      if (isAbsolute(file)) stamps.set(file, stampOf(file))
      return null
    },
  }
}

/**
 * A Vite server that only loads an app's code in Node to render its pages: React, no federation
 * (whose shared-module proxies run only in a browser), no stylesheets. Its dependency cache is its
 * own, so it never makes the app's dev server bundle its dependencies again. It watches nothing:
 * with `followEdits`, `reloadChangedSources` looks at the files it loaded before each render, so a
 * render right after a save always has it (a watcher's event may come after the request).
 */
export async function createRenderServer({ root, followEdits = false, origin, plugins = [] }: RenderServerOptions): Promise<ViteDevServer> {
  const stamps = new Map<string, string>()
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    cacheDir: resolve(root, 'node_modules/.vite-render'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, ...(origin ? { origin } : {}) },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [ignoreCss(), ...(followEdits ? [recordStamps(stamps)] : []), ...plugins, react()],
  })
  if (followEdits) loadedStamps.set(server, stamps)
  return server
}

/** Every module whose file changed (or went) since it was loaded is loaded again on its next use. */
export function reloadChangedSources(server: ViteDevServer): void {
  const stamps = loadedStamps.get(server)
  if (!stamps) return
  const graph = server.environments.ssr.moduleGraph
  for (const [file, stamp] of stamps) {
    if (stampOf(file) === stamp) continue
    stamps.delete(file)
    graph.onFileChange(file)
  }
}

/** What rendering a remote's pages needs, loaded by a render server (loaded again after an edit, when it watches). */
export interface RenderModules {
  routes: RemoteRoutesModule
  renderSectionBody: typeof RenderSectionModule.renderSectionBody
  getSiteConfig: typeof SiteConfigModule.getSiteConfig
}

/**
 * The remote's exposed routes and the section renderer, with the site settings applied as the
 * composition server reads them (SITE_CONFIG_FILE / SITE_CONFIG_JSON).
 */
export async function loadRenderModules(server: ViteDevServer): Promise<RenderModules> {
  reloadChangedSources(server)
  const configure = (await server.ssrLoadModule('shared/helpers/config/schema')) as typeof SiteConfigSchemaModule
  const configured = configure.configureSite(siteConfigOverrides())
  if (!configured.ok) throw new Error(`Invalid site config: ${configured.issues.join('; ')}`)
  const { getSiteConfig } = (await server.ssrLoadModule('shared/singletons/config')) as typeof SiteConfigModule
  const routes = (await server.ssrLoadModule('/src/exposed/routes.tsx')) as RemoteRoutesModule
  const { renderSectionBody } = (await server.ssrLoadModule('shared/helpers/section/render')) as typeof RenderSectionModule
  return { routes, renderSectionBody, getSiteConfig }
}

/** A render's error with its stack at the source lines (the render server runs transformed code). */
export function describeRenderError(server: ViteDevServer, error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  server.ssrFixStacktrace(error)
  return error.stack ?? `${error.name}: ${error.message}`
}
