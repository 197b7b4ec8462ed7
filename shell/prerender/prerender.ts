import { mkdirSync, readFileSync, writeFileSync, copyFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { remotes } from 'shared/build/federation'
import { getSiteConfig } from 'shared/config'
import { configureSite } from 'shared/config/schema'
import type { RemoteRoutesModule, RouteMeta } from 'shared/routes'
import { buildHead } from '../src/head/build-head'
import { headToHtml } from '../src/head/head-html'
import { notFoundHead } from '../src/head/use-document-head'
import { findOwner } from '../src/federation/remote-map'
import { setRoutesLoader } from '../src/federation/routes-loader'
import { prerenderedPage, repoRoot, shellDist } from '../server/paths'
import { deployedRemoteMap } from '../server/remote-map-file'
import { runtimeConfig } from '../server/runtime-config'
import { renderPage } from './render-page'
import { inlineCriticalPath, type PageAssets } from './critical-path'
import { remoteAssets } from './remote-assets'
import { writeSiteFiles } from './site-files'

/**
 * `npm run prerender`: writes every route as static HTML (content, head metadata, JSON-LD) into
 * shell/dist, from the remotes' current sources and builds. Run it after a remote is redeployed.
 * The template is the shell's built page (kept as app.html), so re-running is idempotent.
 */
const template = join(shellDist, 'app.html')
// A fresh shell build leaves an unrendered index.html (empty root): that becomes the template.
if (!existsSync(template) || readFileSync(join(shellDist, 'index.html'), 'utf8').includes('<div id="root"></div>')) {
  copyFileSync(join(shellDist, 'index.html'), template)
}
const html = readFileSync(template, 'utf8')

// The map the composition server serves (REMOTE_MAP_FILE, else the shell build's): the entry URLs the
// pages preload are the ones the browser will load. Its bad entries are reported as it is read.
const deployedMap = deployedRemoteMap()
if (!deployedMap.reading) throw new Error(`No usable remote map at ${deployedMap.file}`)
const { remotes: remoteMap, owners } = deployedMap.reading
const overrides = runtimeConfig(null)
delete overrides.backend
const configured = configureSite(overrides)
if (!configured.ok) throw new Error(`Invalid site config: ${configured.issues.join('; ')}`)

const modules = new Map<string, RemoteRoutesModule>()
for (const remote of remotes) {
  const file = pathToFileURL(join(repoRoot, remote.pkg, 'src/exposed/routes.tsx')).href
  const module = (await import(file)) as RemoteRoutesModule
  modules.set(remote.name, module)
}
setRoutesLoader(async (name) => {
  const module = modules.get(name)
  if (!module) throw new Error(`No remote ${name}`)
  return module
})

/** The shell's own stylesheets are root-relative files of its build; every page inlines the same ones. */
const shellCss = new Map<string, string>()
function readShellCss(href: string): string {
  let css = shellCss.get(href)
  if (css === undefined) {
    css = readFileSync(join(shellDist, new URL(href, 'http://site/').pathname), 'utf8')
    shellCss.set(href, css)
  }
  return css
}

// Insertions go through a function: a replacement string would read "$$", "$&" or "$'" in page
// text or structured data (a price range of "$$") as replacement patterns.
function pageHtml(body: string, head: string, assets: PageAssets, rootAttributes = ''): string {
  const page = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${rootAttributes}>${body}</div>`)
  return inlineCriticalPath(page, assets, readShellCss)
}

const started = performance.now()
const pages: RouteMeta[] = []
for (const [name, module] of modules) {
  const entry = remoteMap[name]?.entry
  const pkg = remotes.find((r) => r.name === name)?.pkg
  if (!pkg || !owners[name]) continue
  // The plain benchmark build bundles sections itself: no remote entries to preload. A remote the map
  // ignores (a bad entry) has none either; its pages keep their content for readers without JavaScript.
  const assets = process.env.PRERENDER_PLAIN || !entry ? { styles: [], preloads: [] } : remoteAssets(join(repoRoot, pkg, 'dist'), entry)
  for (const { meta } of module.pages) {
    if (findOwner(owners, meta.path) !== name) throw new Error(`${meta.path} is not owned by ${name} in ${deployedMap.file}`)
    const body = await renderPage(meta.path, owners)
    const file = join(shellDist, prerenderedPage(meta.path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, pageHtml(body, headToHtml(buildHead(meta, getSiteConfig())), assets))
    pages.push(meta)
  }
}
// The server answers every unknown path with this page, inside a remote's section too: the marker
// makes the browser render the shell's not-found there as well (App's servedNotFound), so hydration
// finds the markup it renders.
const notFound = await renderPage('/__not-found__', owners)
writeFileSync(join(shellDist, '404.html'), pageHtml(notFound, headToHtml(notFoundHead), { styles: [], preloads: [] }, ' data-not-found'))
writeSiteFiles(pages)
console.log(`Prerendered ${pages.length} pages and 404.html in ${Math.round(performance.now() - started)} ms`)
