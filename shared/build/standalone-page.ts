import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { cachedFaces } from '../src/helpers/brand-fonts'

const MAIN_PATH = '/@standalone/main.ts'
const MAIN_ID = '\0standalone-main.ts'

/** The module the standalone page boots from `shared`, for Vite's dependency scan. */
export const standaloneEntry = fileURLToPath(new URL('../src/helpers/standalone/render-standalone.tsx', import.meta.url))

/** The page `npm run dev -w remote-x` serves for every HTML request: one root and the boot module. */
export function standaloneHtml(pkg: string): string {
  return [
    '<!doctype html>',
    // A remote run alone draws the copy in its brand face at once (a composed page waits for its file to be cached).
    `<html lang="en" ${cachedFaces.attribute}>`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${pkg} (standalone)</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="${MAIN_PATH}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n')
}

/** The boot module of that page: the remote's exposed routes in shared/helpers/standalone's minimal frame. */
export function standaloneMain(name: string): string {
  return [
    "import 'shared/ui/styles/standalone.css'",
    "import { renderStandalone } from 'shared/helpers/standalone'",
    "import { remoteRoutes } from '/src/exposed/routes.tsx'",
    '',
    `void renderStandalone(${JSON.stringify(name)}, remoteRoutes)`,
    '',
  ].join('\n')
}

/**
 * Serves a remote on its own in dev, written once for every remote instead of an index.html and a
 * main.tsx in each: every remote's standalone page is the same but for its names. Production builds
 * never use it (their input is the exposed routes alone).
 */
export function standalonePagePlugin(name: string, pkg: string): Plugin {
  return {
    name: 'standalone-page',
    apply: 'serve',
    resolveId(id) {
      return id === MAIN_PATH ? MAIN_ID : null
    },
    load(id) {
      return id === MAIN_ID ? standaloneMain(name) : null
    },
    configureServer(server) {
      // After Vite's own middlewares: modules, assets and /config.json are served first.
      return () => {
        server.middlewares.use((req, res, next) => {
          // Vite's own SPA fallback rule: a page is asked for as HTML, or as anything.
          const accept = req.headers.accept ?? ''
          if (req.method !== 'GET' || !(accept === '' || accept.includes('text/html') || accept.includes('*/*'))) return next()
          server
            .transformIndexHtml(req.url ?? '/', standaloneHtml(pkg))
            .then((html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8')
              res.end(html)
            })
            .catch(next)
        })
      }
    },
  }
}
