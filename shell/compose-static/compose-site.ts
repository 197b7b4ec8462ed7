import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { getSiteConfig } from 'shared/singletons/config'
import { findOwner, type RemoteOwners } from '../src/federation/remote-map'
import { grouped } from '../release-check/check-result'
import { screenRoutes } from 'shared/helpers/release-rules'
import { checkedSettings, readMapOrNull } from '../server/composed-settings'
import { prerenderedPage, shellDist } from '../server/paths'
import { contentSecurityPolicy, securityHeaders } from '../server/security-headers'
import type { ComposeStaticOptions } from './args'
import { cacheRules } from './cache-rules'
import { aliasPage, headersFile, redirectsFile } from './host-files'
import { loadReleases, type ReadyRemote } from './load-releases'
import { createOutputFolder, type OutputFolder } from './output-folder'
import { planRemotes } from './release-plan'
import { applyStaticSiteConfig } from './site-config'
import { createStaticComposition, createStaticReleaseSource } from './static-composition'

export interface ComposeStaticSummary {
  out: string
  pages: number
  aliases: number
  /** Site files written (sitemaps, robots.txt, the releases' own files such as the blog's feed). */
  siteFiles: string[]
  /** Every file of the written site, copies included, and their size. */
  files: number
  bytes: number
  ms: number
  remotes: { name: string; source: string; entry: string; copied: boolean }[]
}

/** Files this command writes itself: the shell build's copies (if any) are not carried over. */
const composedAtRoot = new Set(['index.html', '404.html', 'remotes.json', 'config.json', '_headers', '_redirects'])

function readMap(file: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`Remote map ${file}: cannot read it (${(error as Error).message}); build the shell (npm run build -w shell) or pass --map`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`Remote map ${file}: not JSON (${(error as Error).message})`)
  }
}

function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += statSync(join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/**
 * The whole site as static files, from the shell's build and the remotes' deployed releases only:
 * every page composed exactly as the composition server composes it (its createComposition), the
 * not-found page, the site files, the aliases, the remote map and config the browser reads, and the
 * host's `_headers` / `_redirects`. Fails (throws) rather than write a page without its section.
 */
export async function composeStaticSite(options: ComposeStaticOptions): Promise<ComposeStaticSummary> {
  const started = performance.now()
  const shellDir = resolve(options.shell ?? shellDist)
  const mapFile = options.map ?? join(shellDir, 'remotes.json')
  const config = applyStaticSiteConfig(options.siteConfig)
  const planned = planRemotes(readMap(mapFile), mapFile, options.remotes ?? {})
  const releases = createStaticReleaseSource(planned)
  const ready = await loadReleases(planned, releases)
  for (const remote of ready) refuseDropped(remote)

  const remoteMap = Object.fromEntries(ready.map((r) => [r.name, { entry: r.entry, paths: r.paths }]))
  const folders = new Map(ready.flatMap((r) => (r.copy ? [[`/remotes/${r.copy.pkg}/`, r.copy.dir] as const] : [])))
  const composition = createStaticComposition({ shellDir, releases, remoteMap, folders, configStamp: config.stamp, settings: checkedSettings(readMapOrNull(remoteMap), null, config.served) })
  const output = createOutputFolder(options.out, [shellDir, ...folders.values()])
  try {
    cpSync(shellDir, output.root, { recursive: true, filter: (src) => dirname(src) !== shellDir || !composedAtRoot.has(basename(src)) })
    for (const [base, dir] of folders) cpSync(dir, join(output.root, base), { recursive: true })

    const owners: RemoteOwners = remoteMap
    let pages = 0
    const aliases: { from: string; to: string }[] = []
    for (const remote of ready) {
      pages += await writePages(remote, owners, composition, output)
      aliases.push(...(await writeAliases(remote, owners, composition, output)))
    }
    const siteFiles = ['/sitemap.xml', '/news-sitemap.xml', '/robots.txt', ...ready.flatMap((r) => Object.keys(r.manifest.files))]
    for (const path of siteFiles) {
      const file = await composition.siteFile(path)
      if (file?.kind !== 'file') throw new Error(`${path}: the composition has no such file (its release is listed but the file could not be read)`)
      output.write(path, file.text)
    }
    output.write('/404.html', (await composition.notFound()).html)
    output.write('/remotes.json', `${JSON.stringify(remoteMap, null, 2)}\n`)
    output.write('/config.json', `${JSON.stringify(config.served, null, 2)}\n`)
    output.write('/_redirects', redirectsFile(aliases))
    // The composition server's headers for every response (HSTS is the host's to send: it knows
    // whether it serves over TLS), then each file's Cache-Control.
    const csp = contentSecurityPolicy({ config: config.served, remoteEntries: ready.map((r) => r.entry) })
    const rules = [{ path: '/*', headers: securityHeaders(csp, false) }, ...cacheRules(output.root)]
    if (rules.length > 100) console.warn(`_headers has ${rules.length} rules: Cloudflare Pages allows at most 100; set the rest on the host`)
    output.write('/_headers', headersFile(rules))

    const size = sizeOf(output.root)
    output.publish()
    return {
      out: resolve(options.out),
      pages,
      aliases: aliases.length,
      siteFiles,
      ...size,
      ms: Math.round(performance.now() - started),
      remotes: ready.map((r) => ({ name: r.name, source: r.source, entry: r.entry, copied: r.copy !== null })),
    }
  } catch (error) {
    output.discard()
    throw error
  }
}

type Composition = ReturnType<typeof createStaticComposition>

/**
 * The entries the composition server would drop from a release (release-rules: an alias off the
 * site or with whitespace in it, a malformed page): a static site is written whole or not at all,
 * and never with a line made from an unscreened value, so each is named and the run fails.
 */
function refuseDropped(remote: ReadyRemote) {
  const { dropped } = screenRoutes(remote.manifest, remote.paths, getSiteConfig().siteUrl)
  if (dropped.length > 0) throw new Error(`${remote.name}: its release has entries the site does not serve, so nothing was written: ${grouped(dropped)}; fix its route data and rebuild`)
}

/** A path of a release that the map gives to another remote would be composed as that remote's: refused. */
function checkOwner(remote: ReadyRemote, owners: RemoteOwners, path: string, what: string) {
  const owner = findOwner(owners, path)
  if (owner !== remote.name) throw new Error(`${remote.name}: its ${what} ${path} is ${owner ? `in ${owner}'s paths` : 'in no remote\'s paths'} in the map`)
}

async function writePages(remote: ReadyRemote, owners: RemoteOwners, composition: Composition, output: OutputFolder): Promise<number> {
  for (const { path } of remote.manifest.routes.pages) {
    checkOwner(remote, owners, path, 'page')
    const composed = await composition.page(path, '')
    // Only a page with the section's own body goes out: never its "couldn't load" area or a stale copy.
    if (composed.kind !== 'page' || composed.status !== 200 || composed.section !== 'release') {
      const got = composed.kind === 'page' ? `status ${composed.status}, section ${composed.section ?? 'none'}` : composed.kind
      throw new Error(`${remote.name}: ${path} was not composed from its release (${got}); see the messages above`)
    }
    output.write(prerenderedPage(path), composed.html)
  }
  return remote.manifest.routes.pages.length
}

/** Each alias as a page that refreshes to its target; returned for `_redirects`, where hosts read them. */
async function writeAliases(remote: ReadyRemote, owners: RemoteOwners, composition: Composition, output: OutputFolder): Promise<{ from: string; to: string }[]> {
  const { siteUrl } = getSiteConfig()
  const written: { from: string; to: string }[] = []
  for (const alias of remote.manifest.routes.redirects) {
    checkOwner(remote, owners, alias.path, 'alias')
    const composed = await composition.page(alias.path, '')
    if (composed.kind !== 'redirect') throw new Error(`${remote.name}: its alias ${alias.path} was not composed as a redirect`)
    output.write(prerenderedPage(alias.path), aliasPage(composed.to, new URL(composed.to, siteUrl).href))
    written.push({ from: alias.path, to: composed.to })
  }
  return written
}
