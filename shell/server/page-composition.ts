import { RELEASE_FILE as RELEASE_FILE_NAME, RELEASE_URL_MARKER, type ReleaseManifest } from 'shared/helpers/release-manifest'
import { differingSettings, siteConfigHash, siteConfigHashes } from 'shared/helpers/site-config-overrides'
import { getSiteConfig } from 'shared/singletons/config'
import { normalizePath, type RouteMeta } from 'shared/helpers/routes'
import { buildHead, shareCardUrl } from '../src/head/build-head'
import { headToHtml } from '../src/head/head-html'
import { notFoundHead } from '../src/head/use-document-head'
import { findOwner, type RemoteOwners } from '../src/federation/remote-map'
import type { RemoteMapReading } from '../src/federation/remote-map-problems'
import { entryPath } from '../src/federation/remote-map-schema'
import { SECTION_BODY_MARKER } from '../src/federation/section-slot'
import { inlineCriticalPath, type PageAssets } from './critical-path'
import { folderRelease, type LoadedRelease, type ReleaseLocation, type ReleaseSource } from './release-source'
import { log, type LogFields } from './log'
import { renderFrame, renderSectionFallback } from './render-frame'
import { buildNewsSitemap, buildRobots, buildSitemap } from './sitemaps'
import { releaseCardFile, requirementProblems, screenRoutes } from 'shared/helpers/release-rules'

/**
 * Paths `siteFile` may answer: the site-wide files and a release's own files (`/blog/rss.xml`), which
 * all have an extension. A page's path has none, so a page request resolves its owner and release
 * once, in `page`.
 */
export function maybeSiteFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path)
}

/** How the owning section's part of a page was obtained. */
export type SectionSource = 'release' | 'last-known-good' | 'unavailable'

export type Composed =
  | {
      kind: 'page'
      status: number
      html: string
      key: string
      section: SectionSource | null
      owner?: string
      /** A candidate's page that could not be composed, and why: the server serves the live page instead (no HTML here). */
      candidateFailure?: string
    }
  | { kind: 'redirect'; to: string }
  | { kind: 'file'; text: string; key: string; type: string; status?: number; section?: SectionSource }

/** The deployed remote map as the composition reads it. */
export interface CompositionMap {
  /** Changes whenever the map does. */
  stamp: string
  remotes: Record<string, { entry: string; paths: readonly string[] }> | null
  owners?: RemoteOwners | null
  rejected?: Record<string, string>
  /** The map as written (what /remotes.json serves), when it is read from one. */
  text?: string | null
  /** That text's entries as checked when it was read (what a composed page carries); null when it is not a map. */
  reading?: RemoteMapReading | null
  /**
   * Remotes whose entry here is a candidate release (a preview or a canary), not the live one: read
   * on their own, never kept as the remote's last good release, and never served stale; a candidate
   * that cannot be read or composed gives its section's "couldn't load" page, which the server
   * replaces with the live page (site-server.ts).
   */
  candidates?: ReadonlySet<string>
  /** Attributes for the page's root element (the rollout's cohorts, which the browser's analytics reads). */
  rootAttributes?: string
}

export interface CompositionInputs {
  releases: ReleaseSource
  /**
   * The deployed remote map: each usable remote's entry URL and owned paths (null when no map was
   * ever usable); `owners` adds the remotes whose entry is ignored, with the paths they owned last,
   * and `rejected` says why each is ignored.
   */
  remoteMap: () => CompositionMap
  /** The exact versions of the shared singletons the shell provides (its provides.json); null when unknown. */
  provides?: () => Record<string, string> | null
  /** Checks a release's entry as a browser on the site would load it: why it would fail, or null. */
  entryProblem?: (location: ReleaseLocation, entry: string) => Promise<string | null>
  /** The shell build's page (index.html), as written by its build. */
  template: () => { stamp: string; html: string }
  /** A stylesheet of the shell's build, by its root-relative URL. */
  shellCss: (href: string) => string
  /** Where a root-relative entry's release folder is on this server's disk, if it is. */
  localFolder: (urlPath: string) => string | null
  /** Changes whenever the server's site settings do (frames and heads depend on them). */
  configStamp: () => string
  /** Composed pages, frames and skeletons are kept between requests (off: every request reads and renders again). */
  cache: boolean
  /**
   * The map (the one this page is composed with) and the site settings as the browser is to read
   * them, carried in each page (an element of its head, from composedSettingsHtml); changes with the
   * map's and the settings' stamps. None: the browser fetches /remotes.json and /config.json.
   */
  settingsHtml?: (map: CompositionMap) => string
  /** HTML put above a section's "couldn't load" area, saying why it is shown (the dev composition shows the error). None: nothing. */
  sectionError?: (error: string) => string
}

const noteOnce = new Set<string>()
function warnOnce(key: string, fields: LogFields, message: string) {
  if (noteOnce.has(key)) return
  if (noteOnce.size > 1000) noteOnce.clear()
  noteOnce.add(key)
  log.warn(fields, message)
}

/** Where the release named by a map entry lives: its folder on this server, or its origin's URL. */
export function locateRelease(entry: string, localFolder: (urlPath: string) => string | null): ReleaseLocation | null {
  const path = entryPath(entry)
  if (/^https?:\/\//i.test(path)) return { kind: 'http', url: new URL('./', path).href }
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const base = path.slice(0, path.lastIndexOf('/') + 1)
  const dir = localFolder(base)
  return dir ? folderRelease(dir, base) : null
}

/** A release file's URL as the browser requests it: beside the entry the map names. */
function publicUrl(entry: string, file: string): string {
  const path = entryPath(entry)
  const base = path.slice(0, path.lastIndexOf('/') + 1)
  return `${base}${file}`
}

/**
 * The request-time composition of a page from deployed artifacts only: the shell's frame (its own
 * code, rendered here), the owning remote's rendered body and its head data (from its release), and
 * the release's stylesheets and modules. Also the site files that come from every release:
 * sitemap.xml, news-sitemap.xml, robots.txt and a release's own files (the blog's feed).
 */
export function createComposition(inputs: CompositionInputs) {
  const { releases } = inputs
  const latest = new Map<string, ReleaseManifest>()
  /** Paths served with a section's "couldn't load" area: the frame renders them as that section's page. */
  const unavailablePaths = new Map<string, Set<string>>()
  // The frame's sections know their pages from the release last read for each.
  function sectionRoutes(name: string) {
    const routes = latest.get(name)?.routes ?? { pages: [], redirects: [] }
    const extra = [...(unavailablePaths.get(name) ?? [])].map((path) => ({ path }) as RouteMeta)
    return { pages: [...routes.pages, ...extra].map((meta) => ({ meta, Component: () => null })), redirects: routes.redirects }
  }

  const frames = new Map<string, string>()
  async function frame(path: string, owners: RemoteOwners | null, stamp: string, routesOf = sectionRoutes): Promise<string> {
    const key = `${stamp}|${inputs.configStamp()}|${path}`
    const cached = inputs.cache ? frames.get(key) : undefined
    if (cached !== undefined) return cached
    const html = await renderFrame(path, owners, routesOf)
    // Bounded: frames are kept for the pages of the releases (finite) and the one not-found frame.
    if (frames.size > 2000) frames.clear()
    frames.set(key, html)
    return html
  }

  const skeletons = new Map<string, string[]>()
  /** The template with the page's stylesheets inlined and boot script set, split where each page's own parts go. */
  function skeleton(assets: PageAssets, assetsKey: string): string[] {
    const template = inputs.template()
    const key = `${template.stamp}|${assetsKey}`
    const cached = inputs.cache ? skeletons.get(key) : undefined
    if (cached) return cached
    const marked = template.html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => '    \u0000HEAD\u0000\n  </head>')
      .replace('<div id="root"></div>', () => '<div id="root"\u0000ATTRS\u0000>\u0000ROOT\u0000</div>')
    const parts = inlineCriticalPath(marked, assets, inputs.shellCss).split(/\u0000(?:HEAD|ATTRS|ROOT)\u0000/)
    if (parts.length !== 4) throw new Error('The shell template has no </head> or empty <div id="root">')
    if (skeletons.size > 200) skeletons.clear()
    skeletons.set(key, parts)
    return parts
  }

  const pages = new Map<string, Composed & { kind: 'page' }>()
  function cachedPage(key: string, make: () => Composed & { kind: 'page' }): Composed & { kind: 'page' } {
    const cached = inputs.cache ? pages.get(key) : undefined
    if (cached) return cached
    const page = make()
    if (pages.size > 2000) pages.clear()
    pages.set(key, page)
    return page
  }

  function ownersOf(remotes: Record<string, { paths: readonly string[] }> | null): RemoteOwners | null {
    return remotes ? Object.fromEntries(Object.entries(remotes).map(([name, r]) => [name, { paths: r.paths }])) : null
  }

  // Hashed once per change of the site settings, not on every request.
  let configHash = { stamp: '', hash: '', hashes: {} as Record<string, string> }
  function currentConfigHash(): typeof configHash {
    const stamp = inputs.configStamp()
    if (configHash.stamp !== stamp || !configHash.hash) configHash = { stamp, hash: siteConfigHash(getSiteConfig()), hashes: siteConfigHashes(getSiteConfig()) }
    return configHash
  }

  /** The last release accepted for each remote, with the entry it was read from: served while a newer one cannot be. */
  const lastGood = new Map<string, { entry: string; release: LoadedRelease }>()
  /** Why each remote's release is refused now ('' while accepted): logged once per change. */
  const refusal = new Map<string, string>()
  const screened = new Map<string, ReleaseManifest>()
  const checkedEntries = new Set<string>()

  /**
   * The release's own rules applied where it is read (the release check's, see release-rules):
   * entries it may not serve are dropped and named in the log, once per version of the release.
   */
  function screen(name: string, release: LoadedRelease, paths: readonly string[]): ReleaseManifest {
    const key = `${release.stamp}|${paths.join(',')}`
    let manifest = screened.get(key)
    if (!manifest) {
      const routes = screenRoutes(release.manifest, paths)
      if (routes.dropped.length > 0) {
        const dropped = routes.dropped.map((d) => `${d.subject}: ${d.message}`)
        log.error({ event: 'release-entries-dropped', remote: name, url: release.location.url, dropped }, `Composition: ${name}'s release ${release.location.url} has entries this server does not serve: ${dropped.join('; ')}`)
      }
      manifest = { ...release.manifest, routes: { pages: routes.pages, redirects: routes.redirects } }
      if (screened.size > 100) screened.clear()
      screened.set(key, manifest)
    }
    return manifest
  }

  /** Verdicts by release version, for the shell's provides as last read: semver ranges are too costly to parse per request. */
  const verdicts = new Map<string, { provided: Record<string, string> | null; error: string | null }>()

  /** Why this server refuses the release as a whole (another remote's, needs a shared version it lacks), or null. */
  function refuse(name: string, entry: string, release: LoadedRelease): string | null {
    const { manifest } = release
    if (manifest.remote !== name) return `the release at ${entry} is ${manifest.remote}, not ${name}`
    const provided = inputs.provides?.() ?? null
    const key = `${name}|${release.stamp}`
    const known = verdicts.get(key)
    if (known && known.provided === provided) return known.error
    const unmet = provided ? requirementProblems(name, manifest.requires ?? {}, provided) : []
    const error = unmet.length > 0 ? `${RELEASE_FILE_NAME} refused: ${unmet.join('; ')}` : null
    if (verdicts.size > 200) verdicts.clear()
    verdicts.set(key, { provided, error })
    return error
  }

  function noteRefusal(name: string, error: string, fallback: boolean) {
    if (refusal.get(name) === error) return
    refusal.set(name, error)
    if (error) log.error({ event: 'release-refused', remote: name, reason: error, servingLastGood: fallback }, `Composition: ${name}: ${error}${fallback ? ' (serving its last good release)' : ''}`)
    else log.info({ event: 'release-accepted', remote: name }, `Composition: ${name}: its release is accepted again`)
  }

  async function releaseOf(name: string, entry: string, paths: readonly string[], candidate = false): Promise<{ ok: true; entry: string; release: LoadedRelease } | { ok: false; error: string }> {
    const found = locateRelease(entry, inputs.localFolder)
    const location = found && { ...found, remote: name, candidate }
    const result = location ? await releases.release(location) : { ok: false as const, error: `${entry} is not a location this server can read a release from` }
    const error = result.ok ? refuse(name, entry, result.release) : result.error
    if (candidate) {
      // Never the remote's last good release: that stays the live one's, for every other visitor.
      if (error !== null || !result.ok || result.release.stale) return { ok: false, error: error ?? (result.ok ? `${entry} cannot be read now` : 'no release') }
      return { ok: true, entry, release: { ...result.release, manifest: screen(name, result.release, paths) } }
    }
    const good = lastGood.get(name)
    if (error !== null || !result.ok) {
      // A malformed, refused or unreadable release: the one accepted last keeps serving, marked.
      if (result.ok || good) noteRefusal(name, error ?? '', !!good)
      if (!good) return { ok: false, error: error ?? 'no release' }
      return { ok: true, entry: good.entry, release: { ...good.release, stale: true } }
    }
    if (refusal.get(name)) noteRefusal(name, '', false)
    const release = { ...result.release, manifest: screen(name, result.release, paths) }
    lastGood.set(name, { entry, release })
    latest.set(name, release.manifest)
    const { hash, hashes } = currentConfigHash()
    if (release.manifest.siteConfigHash !== hash) {
      const differing = release.manifest.siteConfigHashes ? differingSettings(release.manifest.siteConfigHashes, hashes) : []
      const which = differing.length ? ` (${differing.join(', ')} differ${differing.length === 1 ? 's' : ''})` : ''
      warnOnce(`config:${release.stamp}:${hash}`, { event: 'release-settings-differ', remote: name, url: release.location.url, differing }, `Composition: ${name}'s release was rendered with other site settings than this server's${which}; rebuild it with the deployment's SITE_CONFIG_FILE so its pages show the same details.`)
    }
    checkEntry(name, entry, release)
    return { ok: true, entry, release }
  }

  /** Once per release read: would a browser on the site load its entry (CORS)? Checked in the background. */
  function checkEntry(name: string, entry: string, release: LoadedRelease) {
    if (!inputs.entryProblem || release.location.kind !== 'http' || checkedEntries.has(release.stamp)) return
    if (checkedEntries.size > 1000) checkedEntries.clear()
    checkedEntries.add(release.stamp)
    void inputs.entryProblem(release.location, release.manifest.entry).then((problem) => {
      if (problem) log.error({ event: 'release-entry-blocked', remote: name, entry, reason: problem }, `Composition: ${name} (${entry}): ${problem}`)
    })
  }

  async function assetsOf(entry: string, release: LoadedRelease): Promise<{ assets: PageAssets; key: string; stale: boolean }> {
    const styles: PageAssets['styles'] = []
    let key = `${entry}|${release.stamp}`
    let stale = false
    for (const file of release.manifest.styles) {
      const read = await releases.read(release.location, file)
      // A stylesheet that cannot be read is left to the browser, which loads it with the remote.
      if (!read.ok) continue
      styles.push({ href: publicUrl(entry, file), css: read.file.text })
      key += `|${read.file.stamp}`
      stale ||= read.file.stale
    }
    const preloads = [entry, ...release.manifest.preload.filter((f) => f !== release.manifest.entry).map((f) => publicUrl(entry, f))]
    return { assets: { styles, preloads }, key, stale }
  }

  function pageHtml(map: CompositionMap, parts: string[], head: string, attributes: string, root: string): string {
    return `${parts[0]}${head}${inputs.settingsHtml?.(map) ?? ''}${parts[1]}${attributes}${map.rootAttributes ?? ''}${parts[2]}${root}${parts[3]}`
  }

  async function notFound(map: CompositionMap, owners: RemoteOwners | null): Promise<Composed & { kind: 'page' }> {
    const root = await frame('/__not-found__', owners, map.stamp)
    const key = `404|${map.stamp}|${inputs.template().stamp}|${inputs.configStamp()}`
    // The browser renders the shell's not-found at this address too (App's servedNotFound).
    return cachedPage(key, () => ({ kind: 'page', status: 404, key, section: null, owner: undefined, html: pageHtml(map, skeleton({ styles: [], preloads: [] }, 'none'), headToHtml(notFoundHead), ' data-not-found', root) }))
  }

  /** Who owns which paths: the remotes whose entry is ignored keep the paths they owned last. */
  function ownersNow(map: CompositionMap): RemoteOwners | null {
    return map.owners ?? ownersOf(map.remotes)
  }

  /** The page (or redirect) for a site path, composed with `map` (the one the request read). */
  async function page(pathname: string, search: string, map: CompositionMap = inputs.remoteMap()): Promise<Composed> {
    const owners = ownersNow(map)
    const path = normalizePath(pathname)
    if (owners) {
      const owner = findOwner(owners, path)
      if (!owner) return notFound(map, owners)
      const remote = map.remotes?.[owner]
      if (!remote) return unavailable(map, path, owners, owner, `its map entry is ignored: ${map.rejected?.[owner] ?? 'not in the map'}`)
      return sectionPage(map, pathname, path, search, owners, owner, remote)
    }
    // No usable map: the shell says the sections cannot load (header and footer still work).
    const root = await frame(path, null, map.stamp)
    const key = `no-map|${path}|${map.stamp}|${inputs.template().stamp}|${inputs.configStamp()}`
    return cachedPage(key, () => ({ kind: 'page', status: 503, key, section: 'unavailable', html: pageHtml(map, skeleton({ styles: [], preloads: [] }, 'none'), '<title>Temporarily unavailable</title>', '', root) }))
  }

  async function sectionPage(map: CompositionMap, pathname: string, path: string, search: string, owners: RemoteOwners, owner: string, remote: { entry: string; paths: readonly string[] }): Promise<Composed> {
    const { stamp } = map
    const candidate = map.candidates?.has(owner) ?? false
    const loaded = await releaseOf(owner, remote.entry, remote.paths, candidate)
    if (!loaded.ok) return unavailable(map, path, owners, owner, loaded.error)
    const { entry } = loaded
    const { manifest } = loaded.release
    const meta = manifest.routes.pages.find((p) => p.path === path)
    if (meta && path !== pathname) return { kind: 'redirect', to: `${path}${search}` }
    if (!meta) {
      const redirect = manifest.routes.redirects.find((r) => r.path === path)
      return redirect ? { kind: 'redirect', to: `${redirect.to}${search}` } : notFound(map, owners)
    }
    const bodyFile = manifest.bodies[path]
    const body = bodyFile ? await releases.read(loaded.release.location, bodyFile) : { ok: false as const, error: `no rendered body for ${path}` }
    if (!body.ok) return unavailable(map, path, owners, owner, body.error, meta)
    const { assets, key: assetsKey, stale: staleAssets } = await assetsOf(entry, loaded.release)
    const stale = loaded.release.stale || body.file.stale || staleAssets
    if (candidate && stale) return unavailable(map, path, owners, owner, `${entry}: its files cannot be read now`, meta)
    // A candidate's own pages (a new article) are its section's pages in this frame, not the live release's.
    const routesOf = candidate ? (name: string) => (name === owner ? { pages: manifest.routes.pages.map((meta) => ({ meta, Component: () => null })), redirects: manifest.routes.redirects } : sectionRoutes(name)) : sectionRoutes
    const root = await frame(path, owners, `${stamp}|${loaded.release.stamp}`, routesOf)
    const key = `${path}|${stamp}|${inputs.template().stamp}|${assetsKey}|${body.file.stamp}|${stale}|${inputs.configStamp()}`
    return cachedPage(key, () => {
      // The body names its release's own files (images) under a marker: they are beside the entry.
      const text = body.file.text.replaceAll(RELEASE_URL_MARKER, publicUrl(entry, ''))
      const sectionBody = stale ? text.replace('<div data-section-root', '<div data-section-source="last-known-good" data-section-root') : text
      const config = getSiteConfig()
      // The page's own social card, beside the entry like every file of its release.
      const card = releaseCardFile(manifest, path)
      const head = buildHead(meta, config, card && shareCardUrl(entry, card, config))
      const html = pageHtml(map, skeleton(assets, assetsKey), headToHtml(head), '', root.replace(SECTION_BODY_MARKER, () => sectionBody))
      return { kind: 'page', status: 200, key, section: stale ? 'last-known-good' : 'release', owner, html }
    })
  }

  /**
   * The frame with the section's "couldn't load" area: the page never breaks for one section. A
   * path the release does not name (or a section never read) gets one page per section, rendered
   * and compressed once: unique paths there cost what the site's 404 costs.
   */
  async function unavailable(map: CompositionMap, path: string, owners: RemoteOwners, owner: string, error: string, meta?: RouteMeta): Promise<Composed & { kind: 'page' }> {
    const { stamp } = map
    // A candidate's failure: the server serves the live page instead, and counts and logs it (site-server.ts).
    if (map.candidates?.has(owner)) return { kind: 'page', status: 503, key: `candidate-failed|${owner}`, section: 'unavailable', owner, html: '', candidateFailure: error }
    warnOnce(`unavailable:${owner}:${error}`, { event: 'section-unavailable', remote: owner, path, status: 503, reason: error }, `Composition: ${path} served with ${owner}'s "couldn't load" area (503): ${error}`)
    const key = `unavailable|${owner}|${meta?.path ?? '*'}|${stamp}|${inputs.template().stamp}|${inputs.configStamp()}`
    const cached = inputs.cache ? pages.get(key) : undefined
    if (cached) return cached
    // The frame renders the path as the section's page (its slot), never as a 404.
    const framePath = meta?.path ?? path
    const paths = unavailablePaths.get(owner) ?? new Set<string>()
    if (paths.size > 1000) paths.clear()
    paths.add(framePath)
    unavailablePaths.set(owner, paths)
    const root = await frame(framePath, owners, `${stamp}|unavailable`)
    const head = meta ? headToHtml(buildHead(meta, getSiteConfig())) : '<title>Temporarily unavailable</title>'
    // Its reload link is the page itself: an empty href, so one page serves every path of the section.
    const fallback = (inputs.sectionError?.(error) ?? '') + renderSectionFallback(meta?.path ?? '')
    return cachedPage(key, () => ({ kind: 'page', status: 503, key, section: 'unavailable', owner, html: pageHtml(map, skeleton({ styles: [], preloads: [] }, 'none'), head, '', root.replace(SECTION_BODY_MARKER, () => fallback)) }))
  }

  /** Every release the map names that can be read now, or was last (the site files list what is deployed). */
  async function allReleases(map: CompositionMap = inputs.remoteMap()): Promise<{ name: string; entry: string; release: LoadedRelease }[]> {
    const remotes = map.remotes ?? {}
    const loaded = await Promise.all(Object.entries(remotes).map(async ([name, r]) => ({ name, result: await releaseOf(name, r.entry, r.paths) })))
    return loaded.flatMap(({ name, result }) => (result.ok ? [{ name, entry: result.entry, release: result.release }] : []))
  }

  /** sitemap.xml, news-sitemap.xml, robots.txt, or a file a release serves at a site path; null otherwise. */
  async function siteFile(path: string, map: CompositionMap = inputs.remoteMap()): Promise<Composed | null> {
    const { siteUrl, businessName } = getSiteConfig()
    if (path === '/robots.txt') return { kind: 'file', text: buildRobots(siteUrl), key: `robots|${siteUrl}`, type: 'text/plain; charset=utf-8' }
    if (path === '/sitemap.xml' || path === '/news-sitemap.xml') {
      const loaded = await allReleases(map)
      const routes = loaded.flatMap(({ release }) => release.manifest.routes.pages)
      const text = path === '/sitemap.xml' ? buildSitemap(routes, siteUrl) : buildNewsSitemap(routes, siteUrl, businessName)
      const section = loaded.some((l) => l.release.stale) ? 'last-known-good' : 'release'
      // The news sitemap changes with the date too (it lists the last two days' articles).
      const day = path === '/news-sitemap.xml' ? `|${new Date().toISOString().slice(0, 10)}` : ''
      return { kind: 'file', text, key: `${path}|${loaded.map((l) => l.release.stamp).join('|')}|${siteUrl}${day}`, type: 'application/xml; charset=utf-8', section }
    }
    const owners = ownersNow(map)
    const owner = owners ? findOwner(owners, path) : undefined
    if (!owner) return null
    const remote = map.remotes?.[owner]
    const loaded = remote ? await releaseOf(owner, remote.entry, remote.paths) : null
    const file = loaded?.ok ? loaded.release.manifest.files[path] : undefined
    const read = loaded?.ok && file ? await releases.read(loaded.release.location, file) : null
    if (read?.ok) {
      const section = loaded?.ok && (loaded.release.stale || read.file.stale) ? 'last-known-good' : 'release'
      return { kind: 'file', text: read.file.text, key: read.file.stamp, type: file?.endsWith('rss.xml') ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8', section }
    }
    // A feed or sitemap of a section that cannot be read (and never was): a short 503 a reader
    // retries, never the section's HTML page at an XML address.
    if ((!loaded?.ok || (file && read && !read.ok)) && /\.(xml|rss|atom|json|txt)$/.test(path)) {
      return { kind: 'file', status: 503, section: 'unavailable', text: `${path} is temporarily unavailable.\n`, key: `unavailable-file|${path}`, type: 'text/plain; charset=utf-8' }
    }
    return null
  }

  return { page, siteFile, allReleases, notFound: (map: CompositionMap = inputs.remoteMap()) => notFound(map, ownersOf(map.remotes)) }
}

export type Composition = ReturnType<typeof createComposition>
