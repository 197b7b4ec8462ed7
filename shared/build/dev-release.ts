import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, relative, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { federationShared } from './federation'
import { bodyFileFor, RELEASE_FILE, type ReleaseManifest } from '../src/helpers/release-manifest'
import { releaseHeader } from './render-pages'
import { createRenderServer, describeRenderError, loadRenderModules, type RenderModules } from './render-server'

interface DevReleaseOptions {
  name: string
  /** The singletons this remote shares (release.json's `requires`). */
  shared: Partial<typeof federationShared>
}

/** The stylesheet every remote's exposed module imports. */
const EXPOSED_STYLES = 'src/exposed/remote.css'
/**
 * Where the release's copy of it is served (the composition inlines it). Not its source path: the
 * boot script adds a disabled twin `<link>` for each inlined sheet, and Vite's client would take a
 * link to the source path for its own and wait for it to load before any later update, for ever.
 */
const RELEASE_STYLES = 'release-styles.css'

/** The first place of a stack inside the repository's own sources: the file a developer opens. */
export function sourcePlace(stack: string, repoRoot: string): string | null {
  for (const match of stack.matchAll(/(?:\(|at )(\/[^():\s]+):(\d+):(\d+)/g)) {
    const [, file = '', line, column] = match
    if (file.includes('/node_modules/') || !file.startsWith(repoRoot)) continue
    return `${relative(repoRoot, file)}:${line}:${column}`
  }
  return null
}

/**
 * The remote's release as its dev server serves it to the dev composition (`npm run dev`), made on
 * each request from the current sources, as its build makes it from the same code
 * (render-pages.ts): `release.json` (route data, the body of each page under `rendered/`, the
 * stylesheet, the entry) and each page's body, rendered by a render server that follows edits
 * (render-server.ts). Only what a page needs: no social cards (pages show the site's) and no other
 * files (the blog's feed is made by its build). A render that fails answers 500 with the error,
 * naming the remote, the page and the file, and says so in this server's terminal.
 */
export function devReleasePlugin({ name, shared }: DevReleaseOptions): Plugin {
  return {
    name: 'dev-release',
    apply: 'serve',
    configResolved(config) {
      // The config imports the remote's route data (the blog's, its articles) for the build. Here
      // the pages come from the sources as they are, so a save there must not restart this server,
      // which takes seconds and drops the render in flight.
      const sources = `${config.root}/src/`
      const dependencies = config.configFileDependencies
      for (let i = dependencies.length - 1; i >= 0; i -= 1) if (dependencies[i]?.startsWith(sources)) dependencies.splice(i, 1)
    },
    configureServer(server) {
      const root = server.config.root
      const repoRoot = resolve(root, '..')
      let renderer: Promise<ViteDevServer> | null = null
      // Started on the first request, not with the dev server: a remote run alone never needs it.
      const renderServer = () => (renderer ??= createRenderServer({ root, followEdits: true, origin: server.config.server.origin }))
      server.httpServer?.once('close', () => void renderer?.then((render) => render.close()))

      async function failed(res: ServerResponse, what: string, error: unknown) {
        const render = await renderer?.catch(() => null)
        const stack = render ? describeRenderError(render, error) : String(error)
        const place = sourcePlace(stack, repoRoot)
        // React's and Vite's own frames say nothing about the section's code.
        const ownFrames = stack.split('\n').filter((line) => !/^\s+at .*\/node_modules\//.test(line)).join('\n')
        const message = `${name} could not render ${what} on the server${place ? ` (${place})` : ''}: ${ownFrames}`
        server.config.logger.error(message, { timestamp: true })
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message)
      }

      async function release(modules: RenderModules): Promise<ReleaseManifest> {
        const { pages, redirects } = modules.routes
        return {
          ...releaseHeader(name, shared, modules.getSiteConfig()),
          styles: existsSync(join(root, EXPOSED_STYLES)) ? [RELEASE_STYLES] : [],
          preload: ['remoteEntry.js'],
          routes: { pages: pages.map((page) => page.meta), redirects: [...redirects] },
          bodies: Object.fromEntries(pages.map(({ meta }) => [meta.path, bodyFileFor(meta.path)])),
          files: {},
          cards: {},
        }
      }

      async function answer(req: IncomingMessage, res: ServerResponse, path: string) {
        if (path === `/${RELEASE_STYLES}`) {
          // As the browser gets it from this server (Tailwind's utilities of the current sources).
          const css = (await server.transformRequest(`/${EXPOSED_STYLES}?direct`))?.code ?? ''
          res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : css)
          return
        }
        let modules: RenderModules
        try {
          modules = await loadRenderModules(await renderServer())
        } catch (error) {
          return failed(res, 'its routes', error)
        }
        if (path === `/${RELEASE_FILE}`) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
          res.end(req.method === 'HEAD' ? undefined : JSON.stringify(await release(modules)))
          return
        }
        const page = modules.routes.pages.find(({ meta }) => `/${bodyFileFor(meta.path)}` === path)
        if (!page) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(`${name} has no page rendered at ${path}`)
          return
        }
        try {
          const html = await modules.renderSectionBody(name, modules.routes, page.meta.path)
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          res.end(req.method === 'HEAD' ? undefined : html)
        } catch (error) {
          await failed(res, page.meta.path, error)
        }
      }

      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !(path === `/${RELEASE_FILE}` || path === `/${RELEASE_STYLES}` || /^\/rendered\/[^/]+\.html$/.test(path))) return next()
        answer(req, res, path).catch(next)
      })
    },
  }
}
