import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import type * as SiteConfigModule from '../src/config/site-config'
import type * as SiteConfigSchemaModule from '../src/config/site-config-schema'
import type { RemoteRoutesModule } from '../src/routes/route-types'
import type * as RenderSectionModule from '../src/section/render-section'
import { siteConfigOverrides } from './site-config-overrides'

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
  plugins?: Plugin[]
}

/**
 * A Vite server that only loads an app's code in Node to render its pages: React, no federation
 * (whose shared-module proxies run only in a browser), no stylesheets. Its dependency cache is its
 * own, so it never makes the app's dev server bundle its dependencies again.
 */
export async function createRenderServer({ root, plugins = [] }: RenderServerOptions): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    cacheDir: resolve(root, 'node_modules/.vite-render'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [ignoreCss(), ...plugins, react()],
  })
}

/** What rendering a remote's pages needs, loaded by a render server. */
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
  const configure = (await server.ssrLoadModule('shared/config/schema')) as typeof SiteConfigSchemaModule
  const configured = configure.configureSite(siteConfigOverrides())
  if (!configured.ok) throw new Error(`Invalid site config: ${configured.issues.join('; ')}`)
  const { getSiteConfig } = (await server.ssrLoadModule('shared/config')) as typeof SiteConfigModule
  const routes = (await server.ssrLoadModule('/src/exposed/routes.tsx')) as RemoteRoutesModule
  const { renderSectionBody } = (await server.ssrLoadModule('shared/section/render')) as typeof RenderSectionModule
  return { routes, renderSectionBody, getSiteConfig }
}

/** A render's error with its stack at the source lines (the render server runs transformed code). */
export function describeRenderError(server: ViteDevServer, error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  server.ssrFixStacktrace(error)
  return error.stack ?? `${error.name}: ${error.message}`
}
