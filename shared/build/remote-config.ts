import { federation } from '@module-federation/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import type { RouteData } from '../src/helpers/routes/route-types'
import { devReleasePlugin } from './dev-release'
import { eagerCommonJsPlugin } from './eager-commonjs'
import { devOrigin, devPorts, ownSharedModules, sharedFor } from './federation'
import { ownsPath, remotes, type RemoteName } from '../src/helpers/remotes'
import { precompressPlugin } from './precompress'
import { renderPagesPlugin } from './render-pages'
import { scopeRemoteUtilitiesPlugin } from './scope-utilities'
import { standaloneEntry, standalonePagePlugin } from './standalone-page'
import { undeclaredSharesPlugin } from './undeclared-shares'

/** Writes the remote's route data to dist/routes.json (release.json carries it too, for the composition). */
function routeDataPlugin(routeData: RouteData): Plugin {
  return {
    name: 'route-data',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routeData, null, 2) })
    },
  }
}

/**
 * The one Vite config of every remote: federation with a small, stable surface (`./routes`), the
 * shared singletons, Tailwind, and a relative base so one build deploys at any origin or path.
 */
interface RemoteConfigOptions {
  /** Files the build writes beside the pages (the blog's feed), by path. */
  files?: Record<string, string>
  /**
   * Small modules that the remote's first page always loads together, bundled as one chunk
   * instead of one chunk each (docs/decisions/first-load-libraries.md).
   */
  firstPageKit?: RegExp
  /**
   * The brand facts (`shared/helpers/content/brand-facts`, one module per group) as one chunk, for a remote
   * whose pages each state several groups; otherwise each group is bundled where it is used.
   */
  brandFactsInOneChunk?: boolean
}

export function defineRemoteConfig(name: RemoteName, routeData: RouteData, { files = {}, firstPageKit, brandFactsInOneChunk }: RemoteConfigOptions = {}): UserConfig {
  const remote = remotes.find((r) => r.name === name)
  if (!remote) throw new Error(`Unknown remote ${name}`)
  assertOwnsRoutes(remote, { pages: [...routeData.pages, ...Object.keys(files).map((path) => ({ path }))], redirects: routeData.redirects })
  // Built remotes use the shell's federation runtime instead of shipping their own
  // (docs/decisions/first-load-libraries.md); dev servers keep theirs so a remote can still run
  // alone (`npm run dev -w remote-x`).
  const building = process.argv.includes('build')
  const shared = sharedFor(remote)
  const devPort = devPorts().remotes[name]
  return defineConfig({
    base: './',
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        // Read by this build's render step (release.json's styles and preloads): the site loads remoteEntry.js.
        manifest: true,
        dts: false,
        exposes: { './routes': './src/exposed/routes.tsx' },
        shared,
        dev: { remoteHmr: true },
        experiments: { externalRuntime: building },
      }),
      undeclaredSharesPlugin(name, shared),
      eagerCommonJsPlugin(),
      standalonePagePlugin(name, remote.pkg),
      // Its release as the dev composition reads it, rendered on request from the current sources.
      devReleasePlugin({ name, shared }),
      routeDataPlugin(routeData),
      // Last: it reads the federation manifest the plugins above have written.
      renderPagesPlugin({ name, routeData, files, shared }),
      scopeRemoteUtilitiesPlugin(name),
      // After the pages are rendered: every text file of the release gets its brotli and gzip twin.
      precompressPlugin(),
    ],
    optimizeDeps: {
      exclude: ownSharedModules,
      // The standalone page has no index.html for Vite's dependency scan to start from, and the scan
      // does not follow shared's own `shared/...` imports: name what they reach, or the first visit
      // finds it late and re-bundles.
      entries: ['src/exposed/routes.tsx', standaloneEntry],
      include: ['valibot'],
    },
    server: {
      port: devPort,
      strictPort: true,
      host: '127.0.0.1',
      origin: devOrigin(name),
      cors: true,
    },
    preview: { port: devPort, strictPort: true, host: '127.0.0.1', cors: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      // dist is one release, exactly: it is what gets uploaded, so chunks of earlier builds must not
      // ride along. A visitor whose page loaded the previous remoteEntry keeps its chunks because each
      // release goes to a folder of its own and the previous folder stays up (docs/deploying.md).
      // Nothing else writes into dist after this one build (the feed, routes.json and the federation
      // manifest are emitted by this build's plugins).
      emptyOutDir: true,
      // Production builds contain only what the site loads: without the standalone page
      // (standalone-page.ts -> shared/helpers/standalone), the runtime no longer initialises a remote's own copies of
      // the router, config and helpers as fallbacks. `npm run dev -w remote-x` still serves it.
      // Dev keeps Vite's default (an index.html at the root, served by standalone-page.ts), which is
      // what tells the federation plugin to start its runtime from the page's entry script.
      ...(building
        ? {
            rollupOptions: {
              input: { routes: './src/exposed/routes.tsx' },
              output: {
                codeSplitting: {
                  groups: [
                    ...(firstPageKit ? [{ name: 'first-page-kit', test: firstPageKit, minShareCount: 2 }] : []),
                    ...(brandFactsInOneChunk ? [{ name: 'brand-facts', test: /shared\/src\/helpers\/content\/facts\// }] : []),
                  ],
                },
              },
            },
          }
        : {}),
    },
  })
}

/** A page or alias outside the paths the remote owns would never be routed to it: fail the build. */
export function assertOwnsRoutes(remote: { name: string; owns: readonly string[] }, routeData: { pages: { path: string }[]; redirects: { path: string }[] }): void {
  const paths = [...routeData.pages.map((page) => page.path), ...routeData.redirects.map((redirect) => redirect.path)]
  const stray = paths.filter((path) => !remote.owns.some((pattern) => ownsPath(pattern, path)))
  if (stray.length > 0) {
    throw new Error(`${remote.name} has routes outside the paths it owns (${remote.owns.join(', ')}): ${stray.join(', ')}. Add the path to its entry in shared/src/helpers/remotes.ts.`)
  }
}
