import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { RouteData } from '../src/helpers/routes/route-types'
import { cardFileFor, shareCardText } from '../src/helpers/routes/share-card'
import type { federationShared } from './federation'
import { bodyFileFor, RELEASE_FILE, RELEASE_FORMAT, RELEASE_URL_MARKER, type ReleaseManifest } from '../src/helpers/release-manifest'
import { createRenderServer, describeRenderError, loadRenderModules } from './render-server'
import { renderShareCard } from './share-card'
import { siteConfigHash, siteConfigHashes } from '../src/helpers/site-config-overrides'

interface RenderPagesOptions {
  name: string
  routeData: RouteData
  /** Site paths served from files of this release (`{ '/blog/rss.xml': 'rss.xml' }`). */
  files: Record<string, string>
  /** The singletons this remote shares: the versions its release requires of the shell. */
  shared: Partial<typeof federationShared>
}

interface FederationManifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[]
}

const require = createRequire(import.meta.url)
const sharedVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version
/** The installed version of a shared module's package (`shared/singletons/ui` is this package). */
const versionOf = (module: string): string =>
  module.startsWith('shared/') ? sharedVersion : (require(`${module}/package.json`) as { version: string }).version

/**
 * What every release.json of the remote `name` starts with: when it was made, its entry, what it
 * needs of the shell (`shared`, the singletons it shares) and the site settings it was rendered with.
 */
export function releaseHeader(name: string, shared: Partial<typeof federationShared>, siteConfig: object): Pick<ReleaseManifest, 'format' | 'remote' | 'builtAt' | 'entry' | 'requires' | 'builtWith' | 'siteConfigHash' | 'siteConfigHashes'> {
  return {
    format: RELEASE_FORMAT,
    remote: name,
    builtAt: new Date().toISOString(),
    entry: 'remoteEntry.js',
    requires: Object.fromEntries(Object.entries(shared).map(([module, share]) => [module, share.requiredVersion])),
    builtWith: Object.fromEntries(Object.keys(shared).map((module) => [module, versionOf(module)])),
    siteConfigHash: siteConfigHash(siteConfig),
    siteConfigHashes: siteConfigHashes(siteConfig),
  }
}

/**
 * A file a section imports (`import poster from './poster.svg?no-inline'`) is, in the rendered body,
 * the file this build emitted for it, under RELEASE_URL_MARKER: left to Vite's render server it
 * would be the source path (`/src/...`), which no deployed site serves.
 */
function releaseAssets(emitted: Map<string, string>): Plugin {
  return {
    name: 'render-pages-release-assets',
    enforce: 'pre',
    load(id) {
      const file = emitted.get(id.replace(/\?.*$/, ''))
      return file ? `export default ${JSON.stringify(`${RELEASE_URL_MARKER}${file}`)}` : null
    },
  }
}

/** A body that names a path only Vite's dev server answers fails the build (a file import the build did not emit). */
export function assertNoSourcePaths(path: string, html: string): void {
  const leaked = /(?:src|href|srcset|poster)="(\/(?:src|@fs|@id|node_modules)\/[^"]*)"/.exec(html)
  if (leaked) throw new Error(`The rendered body of ${path} names ${leaked[1]}, a source path no deployed site serves: import the file so the build emits it`)
}

/**
 * Renders every page of the remote at the end of its build, with its own code, into its `dist/`
 * (`rendered/*.html`) and the social card of each page that has one (`og/*.png`), and writes `release.json`: everything the composition server needs to serve
 * the remote's pages fully rendered, read from the release alone (shared/src/helpers/release-manifest.ts).
 * The site settings (SITE_CONFIG_FILE / SITE_CONFIG_JSON, as the server reads them) apply here too,
 * and the release records which it was rendered with.
 */
export function renderPagesPlugin({ name, routeData, files, shared }: RenderPagesOptions): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  /** Files this build emitted, by the absolute path of their source. */
  const emitted = new Map<string, string>()
  return {
    name: 'render-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || file.fileName.endsWith('.css')) continue
        // A stylesheet names the module that imports it as its source: only imported files count.
        for (const source of file.originalFileNames) if (!/\.[cm]?[jt]sx?$/.test(source)) emitted.set(resolve(root, source), file.fileName)
      }
    },
    async closeBundle() {
      const started = performance.now()
      const server = await createRenderServer({ root, plugins: [releaseAssets(emitted)] })
      try {
        const { routes: module, renderSectionBody, getSiteConfig } = await loadRenderModules(server)
        const bodies: Record<string, string> = {}
        for (const { meta } of module.pages) {
          const file = bodyFileFor(meta.path)
          mkdirSync(dirname(join(outDir, file)), { recursive: true })
          const html = await renderSectionBody(name, module, meta.path).catch((error: unknown) => {
            throw new Error(`${name}: ${meta.path} failed to render: ${describeRenderError(server, error)}`, { cause: error })
          })
          assertNoSourcePaths(meta.path, html)
          writeFileSync(join(outDir, file), html)
          bodies[meta.path] = file
        }
        // Each page with a card in its route data gets its social card, drawn from its own title.
        const { businessName, siteUrl } = getSiteConfig()
        const cards: Record<string, string> = {}
        for (const meta of routeData.pages) {
          if (!meta.card) continue
          const file = cardFileFor(meta.path)
          const png = await renderShareCard({ ...shareCardText(meta, businessName), summary: meta.description, section: meta.card.section, brand: businessName, domain: new URL(siteUrl).host })
          mkdirSync(dirname(join(outDir, file)), { recursive: true })
          writeFileSync(join(outDir, file), png)
          cards[meta.path] = file
        }
        const federation = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')) as FederationManifest
        const expose = federation.exposes.find((e) => e.path === './routes')
        const release: ReleaseManifest = {
          ...releaseHeader(name, shared, getSiteConfig()),
          styles: expose?.assets.css.sync ?? [],
          preload: ['remoteEntry.js', ...(expose?.assets.js.sync ?? [])],
          routes: routeData,
          bodies,
          files,
          cards,
        }
        writeFileSync(join(outDir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`)
        console.log(`${name}: rendered ${module.pages.length} pages and ${Object.keys(cards).length} social cards in ${Math.round(performance.now() - started)} ms`)
      } finally {
        await server.close()
      }
    },
  }
}

