// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { getSiteConfig } from 'shared/singletons/config'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { runReleaseCheck } from '../release-check/checks'
import { repoRoot, shellDist } from './paths'
import { startReleaseOrigin, type ReleaseOrigin } from '../testing/release-origin'

/**
 * What a visitor and the operator get when one section's release misbehaves, end to end: the real
 * composition server over HTTP, the blog's real build on an origin of its own
 * (shell/testing/release-origin.ts) that can hang, answer slowly, send bad JSON, drop CORS or send too much. Each row of the failure table
 * in docs/deploying.md is a test here, with its status, X-Section-Source and log line.
 */
// Short enough to keep the tests fast, long enough that a loaded machine's first render never trips it.
const TIMEOUT_MS = 1000
const REVALIDATE_MS = 100
const blogDist = join(repoRoot, 'remote-blog/dist')
const tmp = mkdtempSync(join(tmpdir(), 'section-failures-'))
const mapFile = join(tmp, 'remotes.json')
const defaultMap = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>
const blogManifest = JSON.parse(readFileSync(join(blogDist, 'release.json'), 'utf8')) as ReleaseManifest
const article = blogManifest.routes.pages.find((p) => p.type === 'article')?.path ?? ''

let origin: ReleaseOrigin
let server: Server | null = null
let base = ''
let edits = 0
const logged: string[] = []
/** Called with each line the server logs, so a wait for one wakes as it comes. */
let onLogged: () => void = () => undefined

/** Writes the deployment's map as a team would, each edit with a modification time of its own. */
function deployMap(map: unknown, text = JSON.stringify(map, null, 2)) {
  writeFileSync(mapFile, text)
  edits += 1
  const at = new Date(Date.now() + edits * 2000)
  utimesSync(mapFile, at, at)
}

const blogAt = (entry: unknown, paths: unknown = ['/blog', '/blog/*']) => ({ ...defaultMap, remoteBlog: { entry, paths } })

/**
 * A composition server over fresh modules, as each server process has: the shell keeps the routes
 * module it first loads for a section for the life of the process.
 */
async function startSite() {
  vi.resetModules()
  const { createCompositionServer } = await import('./site-server')
  // The tests edit the map between requests: it is checked on every one here.
  server = createCompositionServer({ api: null, settings: { fileCheckMs: 0 } })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The first render of the frame compiles the shell's code: done before any timing counts.
  await get('/no-such-page')
}

async function get(path: string) {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started, source: response.headers.get('x-section-source') }
}

/**
 * Resolves once a log line matches, or fails the test after a while. With `visit`, that page is
 * requested meanwhile, one request after the other: an origin is re-read in the background of
 * requests, not on a timer.
 */
async function logLine(pattern: RegExp, visit?: string, within = 3000): Promise<string> {
  const until = performance.now() + within
  for (;;) {
    const found = logged.find((line) => pattern.test(line))
    if (found) return found
    const left = until - performance.now()
    if (left <= 0) throw new Error(`no log line matches ${pattern}; logged:\n${logged.join('\n')}`)
    let deadline: ReturnType<typeof setTimeout> | undefined
    const next = new Promise<void>((resolve) => {
      onLogged = resolve
      if (!visit) deadline = setTimeout(resolve, left)
    })
    await (visit ? Promise.race([next, get(visit)]) : next)
    clearTimeout(deadline)
  }
}

/**
 * Requests `path` until the origin has been asked for its release.json `times` more times: the
 * re-reads a test means, each due once revalidateMs (or the backoff) has passed since the one
 * before. Returns every answer meanwhile.
 */
async function visitUntilReread(path: string, times = 1, within = 3000): Promise<Awaited<ReturnType<typeof get>>[]> {
  const asked = () => origin.requests.filter((p) => p === '/release.json').length
  const target = asked() + times
  const until = performance.now() + within
  const pages: Awaited<ReturnType<typeof get>>[] = []
  while (asked() < target) {
    if (performance.now() > until) throw new Error(`release.json was asked ${asked()} times, not ${target}, within ${within} ms`)
    pages.push(await get(path))
  }
  return pages
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0

async function timings(paths: string[]): Promise<number[]> {
  const ms: number[] = []
  for (const path of paths) ms.push((await get(path)).ms)
  return ms
}

beforeAll(() => {
  Object.assign(process.env, { REMOTE_MAP_FILE: mapFile, COMPOSE_FETCH_TIMEOUT_MS: String(TIMEOUT_MS), COMPOSE_REVALIDATE_MS: String(REVALIDATE_MS), COMPOSE_RETRY_MAX_MS: '800' })
})
afterAll(() => {
  for (const name of ['REMOTE_MAP_FILE', 'COMPOSE_FETCH_TIMEOUT_MS', 'COMPOSE_REVALIDATE_MS', 'COMPOSE_RETRY_MAX_MS']) delete process.env[name]
  rmSync(tmp, { recursive: true, force: true })
})

beforeEach(async () => {
  logged.length = 0
  const keep = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
    onLogged()
  }
  vi.spyOn(console, 'error').mockImplementation(keep)
  vi.spyOn(console, 'warn').mockImplementation(keep)
  origin = await startReleaseOrigin({ dir: blogDist })
  deployMap(blogAt(`${origin.url}/remoteEntry.js`))
})

afterEach(async () => {
  vi.restoreAllMocks()
  await new Promise<void>((resolve) => {
    if (!server) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
  server = null
  await origin.close()
})

describe('the origin hangs after the release was read once', () => {
  it('serves the last good copy at cache speed, re-reads in the background with backoff, and logs it once', async () => {
    await startSite()
    expect((await get(article)).source).toBe('release')
    // The site files are read once while the origin is healthy: that is the copy they keep.
    expect((await get('/sitemap.xml')).source).toBe('release')
    expect((await get('/blog/rss.xml')).status).toBe(200)
    const healthy = await timings(Array.from({ length: 40 }, () => article))

    origin.mode = 'hang'
    // From the request that starts the re-read on: every one is answered without the origin.
    const rereading = await visitUntilReread(article)
    const hung = [rereading.at(-1)?.ms ?? 0, ...(await timings(Array.from({ length: 39 }, () => article)))]
    // Not one request waited for the origin: p95 within 50 ms of the healthy page's.
    expect(percentile(hung, 95)).toBeLessThan(percentile(healthy, 95) + 50)

    const line = await logLine(/cannot read .*release\.json: no answer within 1000 ms/)
    expect(line).toBe(`Composition: cannot read ${origin.url}/release.json: no answer within ${TIMEOUT_MS} ms (last good copy kept: visitors get it)`)
    const page = await get(article)
    expect(page.status).toBe(200)
    expect(page.source).toBe('last-known-good')
    expect(page.body).toContain('data-section-source="last-known-good"')

    // Backoff: while it keeps failing, the origin is asked less and less often, not per request.
    const before = origin.requests.filter((p) => p === '/release.json').length
    const window = Date.now() + 1500
    while (Date.now() < window) await get(article)
    const attempts = origin.requests.filter((p) => p === '/release.json').length - before
    expect(attempts).toBeGreaterThanOrEqual(1)
    expect(attempts).toBeLessThanOrEqual(3)
    expect(logged.filter((l) => l.includes('cannot read') && l.includes('release.json'))).toHaveLength(1)

    // The site files come from the last good read too, at once.
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.ms).toBeLessThan(TIMEOUT_MS)
    expect(sitemap.source).toBe('last-known-good')
    expect(sitemap.body).toContain(`${article}</loc>`)
    const feed = await get('/blog/rss.xml')
    expect(feed.ms).toBeLessThan(TIMEOUT_MS)
    expect(feed.status).toBe(200)
    expect(feed.source).toBe('last-known-good')
    expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/)

    // Back: each file recovers at its next attempt, and the page is the release's again.
    origin.mode = 'ok'
    await logLine(/release\.json readable again/, article)
    const ends = Date.now() + 3000
    let source = (await get(article)).source
    while (source !== 'release' && Date.now() < ends) source = (await get(article)).source
    expect(source).toBe('release')
  })
})

describe('one map entry is wrong', () => {
  it('answers 503 + Retry-After with the "couldn\'t load" area for its paths (an mf-manifest.json entry)', async () => {
    deployMap(blogAt(`${origin.url}/mf-manifest.json`))
    await startSite()
    const page = await get(article)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    expect(page.source).toBe('unavailable')
    expect(page.body).toContain('data-section-fallback')
    expect(await logLine(/Remote map: remoteBlog is ignored: entry must be the remote's remoteEntry\.js/)).toContain(mapFile)
    // The rest of the site is untouched.
    expect((await get('/services')).status).toBe(200)
  })

  it('keeps the paths a remote owned last when its entry loses them (a missing "paths")', async () => {
    await startSite()
    expect((await get(article)).status).toBe(200)
    deployMap({ ...defaultMap, remoteBlog: { entry: `${origin.url}/remoteEntry.js` } })
    const page = await get(article)
    expect(page.status).toBe(503)
    expect(page.source).toBe('unavailable')
    expect(page.body).toContain('data-section-fallback')
    await logLine(/Remote map: remoteBlog is ignored: paths is missing/)
  })
})

describe('the map file is truncated or not JSON', () => {
  it('keeps serving the last good map and says loudly that the new file was refused', async () => {
    await startSite()
    const good = await get('/remotes.json')
    const text = JSON.stringify(blogAt(`${origin.url}/remoteEntry.js`), null, 2)
    deployMap(null, text.slice(0, text.length / 2))
    const page = await get(article)
    expect(page.status).toBe(200)
    expect(page.source).toBe('release')
    expect((await get('/remotes.json')).body).toBe(good.body)
    expect((await get('/sitemap.xml')).body).toContain(`${article}</loc>`)
    expect(await logLine(/Remote map: REFUSED the new/)).toMatch(/it is not JSON \(.*\)\. Still serving the map read before \(.*remoteBlog.*\); check the file with npm run map-check -- /)
  })
})

describe('release.json turns malformed after a good read', () => {
  it('serves the last good release, logged once per change of state', async () => {
    await startSite()
    expect((await get(article)).source).toBe('release')
    origin.mode = 'bad-json'
    await logLine(/remoteBlog: release\.json: not JSON \(serving its last good release\)/, article)
    // Two more re-reads find it malformed too (the backoff spaces them): every answer meanwhile is the last good release.
    for (const page of await visitUntilReread(article, 2)) {
      expect(page.status).toBe(200)
      expect(page.source).toBe('last-known-good')
    }
    expect(logged.filter((l) => l.includes('not JSON'))).toHaveLength(1)
    origin.mode = 'ok'
    await logLine(/remoteBlog: its release is accepted again/, article)
    await expect.poll(async () => (await get(article)).source, { timeout: 3000, interval: 10 }).toBe('release')
  })
})

describe('a release needs a shared version the shell does not provide', () => {
  const needsReact20 = () => JSON.stringify({ ...blogManifest, requires: { ...blogManifest.requires, react: '^20.0.0' } })

  it('is refused when read: the last good release keeps serving', async () => {
    await startSite()
    expect((await get(article)).source).toBe('release')
    origin.override('release.json', needsReact20())
    expect(await logLine(/remoteBlog needs react \^20\.0\.0, the deployed shell provides/, article)).toContain('(serving its last good release)')
    const page = await get(article)
    expect(page.status).toBe(200)
    expect(page.source).toBe('last-known-good')
  })

  it('is refused when it is the first read: the section is unavailable', async () => {
    origin.override('release.json', needsReact20())
    await startSite()
    const page = await get(article)
    expect(page.status).toBe(503)
    expect(page.source).toBe('unavailable')
  })
})

describe("a release's own entries break the rules", () => {
  it('drops them and names them in the log: local redirects only, the sitemap lists pages that answer 200', async () => {
    const pages = [...blogManifest.routes.pages] as unknown[]
    const first = blogManifest.routes.pages[0] as NonNullable<(typeof blogManifest.routes.pages)[0]>
    const { keywords: _keywords, ...noKeywords } = { ...first, path: '/blog/no-keywords' }
    pages.push({ ...first, path: '/webinars' }, null, noKeywords)
    const redirects = [...blogManifest.routes.redirects, { path: '/blog/go', to: 'https://evil.example/phish' }, { path: '/blog/go2', to: '//evil.example' }, { path: '/blog/go3', to: '/blog' }]
    const bodies = { ...blogManifest.bodies, '/webinars': blogManifest.bodies[first.path], '/blog/no-keywords': blogManifest.bodies[first.path] }
    origin.override('release.json', JSON.stringify({ ...blogManifest, routes: { pages, redirects }, bodies }))
    await startSite()

    expect((await get('/blog/go')).status).toBe(404)
    expect((await get('/blog/go2')).status).toBe(404)
    const local = await get('/blog/go3')
    expect(local.status).toBe(301)
    expect(local.headers.get('location')).toBe('/blog')
    expect((await get('/blog/no-keywords')).status).toBe(404)
    const line = await logLine(/has entries this server does not serve/)
    for (const named of ['page /webinars: outside remoteBlog', 'page #', 'page /blog/no-keywords: has no keywords', 'alias /blog/go: redirects off the site (https://evil.example/phish)', 'alias /blog/go2: redirects off the site (//evil.example)']) {
      expect(line).toContain(named)
    }

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.body).not.toContain('/webinars')
    const siteUrl = getSiteConfig().siteUrl
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').slice(siteUrl.length) || '/')
    expect(listed.length).toBeGreaterThan(5)
    for (const path of listed.filter((p) => p.startsWith('/blog'))) expect((await get(path)).status, path).toBe(200)
  })
})

describe("a hostile release's aliases", () => {
  /** The blog's release with these aliases added, as its origin serves it. */
  const deployAliases = (aliases: { path: string; to: string }[]) =>
    origin.override('release.json', JSON.stringify({ ...blogManifest, routes: { ...blogManifest.routes, redirects: [...blogManifest.routes.redirects, ...aliases] } }))

  it('never redirects off the site through a target a browser reads as another host; named once in the log, and by the release check', async () => {
    // Browsers strip tab and newline while parsing a URL and read a backslash as a slash: each is //evil.example/x.
    const hostile = [
      { path: '/blog/go4', to: '/\t/evil.example/x' },
      { path: '/blog/go5', to: '/\n/evil.example/x' },
      { path: '/blog/go6', to: '/\\evil.example/x' },
    ]
    deployAliases([...hostile, { path: '/blog/go7', to: '/blog' }])
    await startSite()
    const siteUrl = base
    for (const round of [1, 2]) {
      for (const { path } of hostile) {
        const answer = await get(path)
        expect(answer.status, `${path} (round ${round})`).toBe(404)
        expect(answer.headers.get('location')).toBeNull()
      }
    }
    expect((await get('/blog/go7')).headers.get('location')).toBe('/blog')
    const lines = logged.filter((line) => line.includes('has entries this server does not serve'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('alias /blog/go4: has whitespace or a control character in its target ("/\\t/evil.example/x")')
    expect(lines[0]).toContain('alias /blog/go6: redirects off the site (/\\evil.example/x)')
    expect(lines[0]).not.toMatch(/[\t\n]/)

    const routes = (await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${origin.url}/`, siteUrl })).find((result) => result.name === 'routes')
    expect(routes?.ok).toBe(false)
    for (const { path } of hostile) expect(routes?.detail).toContain(`alias ${path}`)
  })

  it('drops a target with CR/LF instead of answering 500 on every request to it', async () => {
    deployAliases([{ path: '/blog/go8', to: '/x\r\nSet-Cookie: pwned=1' }])
    await startSite()
    for (let i = 0; i < 3; i += 1) {
      const answer = await get('/blog/go8')
      expect(answer.status).toBe(404)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect(logged.join('\n')).not.toContain('ERR_INVALID_CHAR')
    expect(logged.filter((line) => line.includes('alias /blog/go8: has whitespace or a control character in its target ("/x\\r\\nSet-Cookie: pwned=1")'))).toHaveLength(1)
  })
})

describe("the release's origin sends no CORS header", () => {
  it('is detected when the release is read, and logged with the remote and the fix', async () => {
    origin.mode = 'no-cors'
    await startSite()
    const page = await get(article)
    expect(page.status).toBe(200)
    expect(page.source).toBe('release')
    const line = await logLine(/answers the site's origin/)
    expect(line).toContain(`Composition: remoteBlog (${origin.url}/remoteEntry.js): ${origin.url}/remoteEntry.js answers the site's origin ${new URL(getSiteConfig().siteUrl).origin} with no Access-Control-Allow-Origin header`)
    expect(line).toContain('Fix: make the release')
  })
})

describe('a section that has never been readable', () => {
  it('renders its fallback once: unique paths under it cost what an ordinary 404 costs', async () => {
    await origin.close()
    await startSite()
    const unique = (prefix: string) => Array.from({ length: 150 }, (_, i) => `${prefix}${i}-${Math.random().toString(36).slice(2)}`)
    const first = await get('/blog/first-visit')
    expect(first.status).toBe(503)
    expect(first.source).toBe('unavailable')
    await get('/no-such-page')
    // Interleaved, so both meet the same machine load.
    const fallback: number[] = []
    const notFound: number[] = []
    for (const [a, b] of unique('/blog/u-').map((path, i) => [path, `/nowhere-${i}-${path.slice(8)}`] as const)) {
      fallback.push((await get(a)).ms)
      notFound.push((await get(b)).ms)
    }
    expect(percentile(fallback, 50)).toBeLessThan(percentile(notFound, 50) * 1.5 + 2)
    expect(percentile(fallback, 95)).toBeLessThan(percentile(notFound, 95) * 1.5 + 5)
    // One page, rendered and compressed once, whatever the path.
    const [a, b] = [await get('/blog/one'), await get('/blog/two')]
    expect(a.status).toBe(503)
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
    expect(a.body).toContain('data-section-fallback')
  })

  it('answers its feed with a short 503, never an HTML page at an XML address', async () => {
    await origin.close()
    await startSite()
    const feed = await get('/blog/rss.xml')
    expect(feed.status).toBe(503)
    expect(feed.source).toBe('unavailable')
    expect(feed.headers.get('retry-after')).toBe('30')
    expect(feed.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(feed.body).not.toContain('<html')
  })
})

describe('the release check and the server share one set of limits', () => {
  const site = async () => {
    await startSite()
    return base
  }

  it('refuses an oversized release.json in both, saying so', async () => {
    origin.mode = 'oversized'
    origin.oversizeBytes = 5 * 1024 * 1024
    const siteUrl = await site()
    const page = await get(article)
    expect(page.status).toBe(503)
    await logLine(/release\.json: larger than 4194304 bytes, the most the composition server reads \(COMPOSE_FETCH_MAX_BYTES\)/)
    const [manifest] = await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${origin.url}/`, siteUrl })
    expect(manifest?.ok).toBe(false)
    expect(manifest?.detail).toContain('larger than 4194304 bytes, the most the composition server reads (COMPOSE_FETCH_MAX_BYTES)')
  })

  it('fails a release whose origin is slower than the server waits, in both', async () => {
    origin.mode = 'slow'
    origin.slowMs = TIMEOUT_MS + 200
    const siteUrl = await site()
    expect((await get(article)).status).toBe(503)
    await logLine(/release\.json: no answer within 1000 ms/)
    const [manifest] = await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${origin.url}/`, siteUrl })
    expect(manifest?.detail).toContain(`no answer within ${TIMEOUT_MS} ms, the composition server's limit (COMPOSE_FETCH_TIMEOUT_MS)`)
  })

  it("accepts the entry's URL as the release, as the map names it", async () => {
    const siteUrl = await site()
    const results = await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${origin.url}/remoteEntry.js`, siteUrl })
    expect(results[0]?.ok, results[0]?.detail).toBe(true)
  })
})
