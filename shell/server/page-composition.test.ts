// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, normalize } from 'node:path'
import { RELEASE_FORMAT, type ReleaseManifest } from 'shared/helpers/release-manifest'
import { siteConfigHash, siteConfigHashes } from 'shared/helpers/site-config-overrides'
import { getSiteConfig } from 'shared/singletons/config'
import type { RouteMeta } from 'shared/helpers/routes'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Composed, CompositionInputs } from './page-composition'

const REVALIDATE_MS = 50

const tmp = mkdtempSync(join(tmpdir(), 'composition-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

// Failures and other-settings warnings are logged once each: expected here, kept out of the output.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  return () => vi.restoreAllMocks()
})

const blogMeta: RouteMeta = {
  path: '/blog',
  title: 'Practice growth blog | Fixture Partners',
  description:
    'Articles on running and growing a medical practice: telehealth, pharmacy services, marketing and operations, written for owners and their teams.',
  keywords: ['practice growth', 'telehealth'],
  type: 'website',
}
const articleMeta: RouteMeta = {
  path: '/blog/a',
  title: 'Fixture article A: a title long enough',
  description:
    'A fixture article for the composition tests: its head data comes from release.json and its body from rendered/blog__a.html, never from sources.',
  keywords: ['fixture', 'composition'],
  type: 'article',
  publishedTime: '2024-05-01',
  card: { section: 'Blog' },
}

const bodyOf = (heading: string) => `<div data-section-root style="display:contents"><h1>${heading}</h1></div>`
const ARTICLE_BODY = bodyOf('Fixture A')
const BLOG_BODY = bodyOf('Fixture blog')
const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture feed</title></channel></rss>'
const RELEASE_CSS = '.fixture-x{color:red}'

const manifest: ReleaseManifest = {
  format: RELEASE_FORMAT,
  remote: 'remoteBlog',
  builtAt: '2024-05-01T00:00:00.000Z',
  entry: 'remoteEntry.js',
  requires: {},
  builtWith: {},
  // Rendered with this server's settings (the defaults): no warning.
  siteConfigHash: siteConfigHash(getSiteConfig()),
  styles: ['assets/x.css'],
  preload: ['remoteEntry.js', 'assets/y.js'],
  routes: { pages: [blogMeta, articleMeta], redirects: [{ path: '/blog/old', to: '/blog/a' }] },
  bodies: { '/blog': 'rendered/blog.html', '/blog/a': 'rendered/blog__a.html' },
  files: { '/blog/rss.xml': 'rss.xml' },
  cards: { '/blog/a': 'og/blog__a.png' },
}

/** The content of a head meta tag of a composed page. */
const metaOf = (html: string, name: string) => html.match(new RegExp(`<meta data-route-head (?:property|name)="${name}" content="([^"]*)">`))?.[1]

/** A deployed release folder as a remote's build writes it. */
function writeRelease(name: string, overrides: Partial<ReleaseManifest> = {}): string {
  const dir = join(tmp, name)
  mkdirSync(join(dir, 'rendered'), { recursive: true })
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...manifest, ...overrides }))
  writeFileSync(join(dir, 'rendered/blog.html'), BLOG_BODY)
  writeFileSync(join(dir, 'rendered/blog__a.html'), ARTICLE_BODY)
  writeFileSync(join(dir, 'assets/x.css'), RELEASE_CSS)
  writeFileSync(join(dir, 'assets/y.js'), 'export {}')
  writeFileSync(join(dir, 'remoteEntry.js'), 'export {}')
  writeFileSync(join(dir, 'rss.xml'), RSS)
  return dir
}

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>x</title><link rel="stylesheet" href="/assets/shell.css"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'
const SHELL_CSS = '.shell-css{margin:0}'
const LOCAL_ENTRY = '/remotes/remote-blog/remoteEntry.js'

/**
 * A composition over fresh modules: the frame's section routes are set per composition but the
 * shell keeps the module it first loads for a section for the life of the process, so each
 * composition of this file gets a process of its own, as the server has.
 */
async function compose(options: { dir?: string; entry?: string; origins?: string[]; inputs?: Partial<CompositionInputs> } = {}) {
  vi.resetModules()
  const { createComposition } = await import('./page-composition')
  const { createReleaseSource } = await import('./release-source')
  const { entry = LOCAL_ENTRY, dir = null, origins = [] } = options
  const allowed = new Set(origins)
  const inputs: CompositionInputs = {
    releases: createReleaseSource({ timeoutMs: 2000, maxBytes: 1_000_000, revalidateMs: REVALIDATE_MS, allowedOrigins: () => allowed }),
    remoteMap: () => ({ stamp: 'map-1', remotes: { remoteBlog: { entry, paths: ['/blog', '/blog/*'] } } }),
    template: () => ({ stamp: 'template-1', html: TEMPLATE }),
    shellCss: () => SHELL_CSS,
    localFolder: (urlPath) => (urlPath === '/remotes/remote-blog/' ? dir : null),
    configStamp: () => 'c',
    cache: true,
    ...options.inputs,
  }
  return createComposition(inputs)
}

function expectPage(composed: Composed): Composed & { kind: 'page' } {
  if (composed.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(composed)}`)
  return composed
}

describe('locateRelease', () => {
  it('finds a root-relative entry in its folder on this server, an absolute one at its origin', async () => {
    const { locateRelease } = await import('./page-composition')
    const folders = (base: string) => (base === '/remotes/remote-blog/' ? '/srv/blog' : null)
    expect(locateRelease('/remotes/remote-blog/remoteEntry.js?v=3', folders)).toEqual({ kind: 'folder', dir: '/srv/blog', url: 'http://composition.invalid/remotes/remote-blog/' })
    expect(locateRelease('https://blog.cdn.example.com/v42/remoteEntry.js#x', folders)).toEqual({ kind: 'http', url: 'https://blog.cdn.example.com/v42/' })
    expect(locateRelease('/remotes/other/remoteEntry.js', folders)).toBeNull()
    expect(locateRelease('//blog.cdn.example.com/remoteEntry.js', folders)).toBeNull()
    expect(locateRelease('remoteEntry.js', folders)).toBeNull()
  })
})

describe('a page of a release in a folder on this server', () => {
  let composition: Awaited<ReturnType<typeof compose>>

  beforeAll(async () => {
    composition = await compose({ dir: writeRelease('local') })
  })

  it('composes the frame, the body in its section, the head and the release assets', async () => {
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(200)
    expect(page.section).toBe('release')
    const { html } = page
    expect(html).toContain(`<div data-section="remoteBlog">${ARTICLE_BODY}</div>`)
    expect(html).toContain(`<title>${articleMeta.title}</title>`)
    // The template's own title is replaced, never kept beside the page's.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<link data-route-head rel="canonical" href="https?:\/\/[^"]+\/blog\/a">/)
    expect(html).toContain(`content="${articleMeta.description}"`)
    expect(html).toContain(`<style data-href="/assets/shell.css">${SHELL_CSS}</style>`)
    expect(html).toContain(`<style data-href="/remotes/remote-blog/assets/x.css">${RELEASE_CSS}</style>`)
    const preload = html.match(/data-preload="([^"]*)"/)?.[1]?.split(' ')
    expect(preload).toEqual(['/remotes/remote-blog/remoteEntry.js', '/remotes/remote-blog/assets/y.js'])
    expect(html).toContain('data-entry="/assets/index.js"')
    // The shell's frame around it, and no stylesheet or script fetched before the paint.
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).not.toContain('<link rel="stylesheet"')
    expect(html).not.toContain('src="/assets/index.js"')
    expect(html).not.toContain('data-section-source')
  })

  it("names the page's own social card, absolute on the site's origin, and the site's card for a page without one", async () => {
    const { siteUrl, businessName } = getSiteConfig()
    const article = expectPage(await composition.page('/blog/a', '')).html
    expect(metaOf(article, 'og:image')).toBe(`${siteUrl}/remotes/remote-blog/og/blog__a.png`)
    expect(metaOf(article, 'twitter:image')).toBe(`${siteUrl}/remotes/remote-blog/og/blog__a.png`)
    expect(metaOf(article, 'og:image:alt')).toBe(`Fixture article A: a title long enough — Blog, ${businessName}`)
    expect([metaOf(article, 'og:image:type'), metaOf(article, 'og:image:width'), metaOf(article, 'og:image:height')]).toEqual(['image/png', '1200', '630'])
    expect(article).toContain(`"image":"${siteUrl}/remotes/remote-blog/og/blog__a.png"`)
    const index = expectPage(await composition.page('/blog', '')).html
    expect(metaOf(index, 'og:image')).toBe(`${siteUrl}/og-image.png`)
  })

  it('names no card a release places outside its folder (release-rules.test.ts: every such form)', async () => {
    const hostile = await compose({ dir: writeRelease('hostile-card', { cards: { '/blog/a': 'https://evil.example/card.png' } }) })
    expect(metaOf(expectPage(await hostile.page('/blog/a', '')).html, 'og:image')).toBe(`${getSiteConfig().siteUrl}/og-image.png`)
  })

  it('keeps a composed page while its inputs are unchanged', async () => {
    const first = expectPage(await composition.page('/blog/a', ''))
    const second = expectPage(await composition.page('/blog/a', ''))
    expect(second).toBe(first)
  })

  it('composes the section index with its own body', async () => {
    const page = expectPage(await composition.page('/blog', ''))
    expect(page.status).toBe(200)
    expect(page.html).toContain(`<div data-section="remoteBlog">${BLOG_BODY}</div>`)
    expect(page.html).toContain(`<title>${blogMeta.title}</title>`)
  })

  it('redirects a trailing slash to the page, keeping the query', async () => {
    expect(await composition.page('/blog/a/', '')).toEqual({ kind: 'redirect', to: '/blog/a' })
    expect(await composition.page('/blog/a/', '?utm=1')).toEqual({ kind: 'redirect', to: '/blog/a?utm=1' })
  })

  it("redirects an alias to its page, keeping the query", async () => {
    expect(await composition.page('/blog/old', '?x=1')).toEqual({ kind: 'redirect', to: '/blog/a?x=1' })
    expect(await composition.page('/blog/old/', '')).toEqual({ kind: 'redirect', to: '/blog/a' })
  })

  it("answers 404 with the shell's not-found page for an unknown path inside the section", async () => {
    const page = expectPage(await composition.page('/blog/nope', ''))
    expect(page.status).toBe(404)
    expect(page.section).toBeNull()
    expect(page.html).toContain('<div id="root" data-not-found>')
    expect(page.html).toContain('<meta data-route-head name="robots" content="noindex">')
    expect(page.html).not.toContain('Fixture A')
    expect(page.html).toContain('<header')
  })

  it('answers 404 for a path no remote owns', async () => {
    const page = expectPage(await composition.page('/elsewhere', ''))
    expect(page.status).toBe(404)
    expect(page.html).toContain('data-not-found')
  })

  it('lists the release pages in sitemap.xml', async () => {
    const file = await composition.siteFile('/sitemap.xml')
    expect(file?.kind).toBe('file')
    if (file?.kind !== 'file') return
    expect(file.type).toBe('application/xml; charset=utf-8')
    expect(file.text).toMatch(/<loc>https?:\/\/[^<]+\/blog\/a<\/loc>/)
    expect(file.text).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>/)
    expect(file.text).not.toContain('/blog/old')
  })

  it("serves the release's feed and robots.txt, nothing else", async () => {
    const rss = await composition.siteFile('/blog/rss.xml')
    expect(rss).toMatchObject({ kind: 'file', text: RSS, type: 'application/rss+xml; charset=utf-8' })
    const robots = await composition.siteFile('/robots.txt')
    expect(robots).toMatchObject({ kind: 'file', type: 'text/plain; charset=utf-8' })
    expect(await composition.siteFile('/blog/other.xml')).toBeNull()
    expect(await composition.siteFile('/elsewhere.xml')).toBeNull()
  })
})

describe('a release that can no longer be read', () => {
  let composition: Awaited<ReturnType<typeof compose>>
  let dir: string

  // Only the clock the release cache reads is faked: a folder is read at once, so no timer is involved,
  // and the revalidation is due exactly when a test moves the clock past REVALIDATE_MS.
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    dir = writeRelease('going')
    composition = await compose({ dir })
    expect(expectPage(await composition.page('/blog/a', '')).section).toBe('release')
    rmSync(dir, { recursive: true, force: true })
    vi.advanceTimersByTime(REVALIDATE_MS)
  })
  afterAll(() => vi.useRealTimers())

  it('serves a page read before from its last good copy, marked as such', async () => {
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(200)
    expect(page.section).toBe('last-known-good')
    expect(page.html).toContain('<div data-section-source="last-known-good" data-section-root style="display:contents"><h1>Fixture A</h1></div>')
    expect(page.html).toContain(`<title>${articleMeta.title}</title>`)
    expect(page.html).toContain(`<style data-href="/remotes/remote-blog/assets/x.css">${RELEASE_CSS}</style>`)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('(last good copy kept: visitors get it)'))
  })

  it('serves a page never read with the section\'s "couldn\'t load" area (503), header included', async () => {
    const page = expectPage(await composition.page('/blog', ''))
    expect(page.status).toBe(503)
    expect(page.section).toBe('unavailable')
    expect(page.html).toMatch(/<div data-section="remoteBlog"><div data-section-fallback="">/)
    expect(page.html).not.toContain(BLOG_BODY)
    expect(page.html).toContain('<header')
    expect(page.html).toContain('<footer')
    // Its head data is known from the release read before.
    expect(page.html).toContain(`<title>${blogMeta.title}</title>`)
  })

  it('serves the release again once it is back', async () => {
    writeRelease('going')
    // The failed read's backoff is revalidateMs: the folder is read again once it has passed.
    vi.advanceTimersByTime(REVALIDATE_MS - 1)
    expect(expectPage(await composition.page('/blog/a', '')).section).toBe('last-known-good')
    vi.advanceTimersByTime(1)
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(200)
    expect(page.section).toBe('release')
    expect(page.html).not.toContain('data-section-source')
  })
})

describe('a release that is not the remote the map names', () => {
  it('answers 503 with the section\'s "couldn\'t load" area', async () => {
    const composition = await compose({ dir: writeRelease('other-name', { remote: 'remoteMarketing' }) })
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(503)
    expect(page.section).toBe('unavailable')
    expect(page.html).toContain('data-section-fallback')
    expect(page.html).not.toContain('Fixture A')
    expect(page.html).toContain('<title>Temporarily unavailable</title>')
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('is remoteMarketing, not remoteBlog'))
    // Nor is it listed in the sitemap.
    const sitemap = await composition.siteFile('/sitemap.xml')
    expect(sitemap?.kind === 'file' && sitemap.text).not.toContain('/blog/a')
  })

  it('answers 503 when no release was ever readable', async () => {
    const composition = await compose({ dir: join(tmp, 'never-written') })
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(503)
    expect(page.section).toBe('unavailable')
    expect(page.html).toContain('data-section-fallback')
    // The feed's address answers a short 503, never the section's HTML page.
    expect(await composition.siteFile('/blog/rss.xml')).toMatchObject({ kind: 'file', status: 503, section: 'unavailable', type: 'text/plain; charset=utf-8' })
  })
})

describe('a release on another origin', () => {
  let server: Server
  let origin = ''
  const requests: string[] = []

  beforeAll(async () => {
    const dir = writeRelease('http')
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname
      requests.push(path)
      if (!path.startsWith('/v1/')) return void res.writeHead(404).end()
      try {
        res.writeHead(200).end(readFileSync(join(dir, normalize(path.slice('/v1/'.length)))))
      } catch {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )

  it('composes with its stylesheets and preloads under its URL', async () => {
    const composition = await compose({ entry: `${origin}/v1/remoteEntry.js`, origins: [origin] })
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(200)
    expect(page.section).toBe('release')
    expect(page.html).toContain(`<div data-section="remoteBlog">${ARTICLE_BODY}</div>`)
    expect(page.html).toContain(`<style data-href="${origin}/v1/assets/x.css">${RELEASE_CSS}</style>`)
    expect(page.html.match(/data-preload="([^"]*)"/)?.[1]?.split(' ')).toEqual([`${origin}/v1/remoteEntry.js`, `${origin}/v1/assets/y.js`])
    // Its social card is on that origin too: a link preview fetches it from there.
    expect(metaOf(page.html, 'og:image')).toBe(`${origin}/v1/og/blog__a.png`)
    expect(requests).toEqual(expect.arrayContaining(['/v1/release.json', '/v1/rendered/blog__a.html', '/v1/assets/x.css']))
    // Module files are preloaded by the browser, never read by the server.
    expect(requests).not.toContain('/v1/assets/y.js')
    expect(await composition.siteFile('/blog/rss.xml')).toMatchObject({ kind: 'file', text: RSS })
  })

  it('refuses the origin when the map does not name it (503)', async () => {
    const composition = await compose({ entry: `${origin}/v1/remoteEntry.js`, origins: [] })
    const before = requests.length
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(503)
    expect(requests).toHaveLength(before)
  })
})

describe('a release rendered with other site settings', () => {
  it('is served, with a warning for the operator', async () => {
    const composition = await compose({ dir: writeRelease('other-settings', { siteConfigHash: 'another-deployment' }) })
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(200)
    expect(page.section).toBe('release')
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('rendered with other site settings'))
  })
  it('names the settings that differ, when the release records them one by one', async () => {
    const hashes = siteConfigHashes({ ...getSiteConfig(), phone: { e164: '+15125550100', display: '(512) 555-0100' }, email: 'other@example.com' })
    const composition = await compose({ dir: writeRelease('other-phone', { siteConfigHash: 'another-deployment', siteConfigHashes: hashes }) })
    expectPage(await composition.page('/blog/a', ''))
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("remoteBlog's release was rendered with other site settings than this server's (email, phone differ); rebuild it"))
  })
})

describe('composed pages follow the shell build', () => {
  const NEW_TEMPLATE = TEMPLATE.replace('/assets/index.js', '/assets/index-new.js')

  async function withTemplate(options: { dir?: string; remotes?: 'none' } = {}) {
    let template = { stamp: 'template-1', html: TEMPLATE }
    let config = 'c1'
    const composition = await compose({
      dir: options.dir,
      inputs: {
        template: () => template,
        configStamp: () => config,
        ...(options.remotes === 'none' ? { remoteMap: () => ({ stamp: 'map-1', remotes: null }) } : {}),
      },
    })
    return {
      composition,
      rebuildShell: () => {
        template = { stamp: 'template-2', html: NEW_TEMPLATE }
      },
      changeSettings: () => {
        config = 'c2'
      },
    }
  }

  it('recomposes the not-found page when the template changes', async () => {
    const { composition, rebuildShell } = await withTemplate({ dir: writeRelease('template-404') })
    expect(expectPage(await composition.page('/elsewhere', '')).html).toContain('data-entry="/assets/index.js"')
    rebuildShell()
    expect(expectPage(await composition.page('/elsewhere', '')).html).toContain('data-entry="/assets/index-new.js"')
  })

  it('answers 503 with the frame when the map is unusable', async () => {
    const { composition } = await withTemplate({ remotes: 'none' })
    const page = expectPage(await composition.page('/blog/a', ''))
    expect(page.status).toBe(503)
    expect(page.section).toBe('unavailable')
    expect(page.html).toContain('<title>Temporarily unavailable</title>')
    expect(page.html).toContain('<header')
  })

  // A rebuilt shell (new index.html, new hashed entry and stylesheets) replaces cached pages.
  it('recomposes a section page when the template changes', async () => {
    const { composition, rebuildShell } = await withTemplate({ dir: writeRelease('template-page') })
    expect(expectPage(await composition.page('/blog/a', '')).html).toContain('data-entry="/assets/index.js"')
    rebuildShell()
    expect(expectPage(await composition.page('/blog/a', '')).html).toContain('data-entry="/assets/index-new.js"')
  })

  it('recomposes the no-map page when the template changes', async () => {
    const { composition, rebuildShell } = await withTemplate({ remotes: 'none' })
    expect(expectPage(await composition.page('/blog/a', '')).html).toContain('data-entry="/assets/index.js"')
    rebuildShell()
    expect(expectPage(await composition.page('/blog/a', '')).html).toContain('data-entry="/assets/index-new.js"')
  })
})
