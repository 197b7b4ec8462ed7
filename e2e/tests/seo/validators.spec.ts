import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { defaultSiteConfig } from 'shared/singletons/config'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

/**
 * Checkers nobody here wrote, on the site as it is served: the W3C Nu Html Checker on every route's
 * HTML, and a crawl (JavaScript off, as a crawler reads the site) that requests every link and
 * file the pages name. Per-route counts are attached to each test's results.
 */

/** A path no page has: the site's 404 page is served HTML too. */
const notFoundPath = '/no-such-page'
const routes = [...allPages.map((p) => p.path), notFoundPath]

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  message: string
  lastLine?: number
  extract?: string
}

/**
 * vnu's own shortcomings, not the site's:
 * - its CSS parser predates Tailwind 4's CSS: `@property`, colors mixed `in oklab`, `margin-trim`
 *   (every inlined stylesheet), so every message of it is left out;
 * - it allows `blocking` only on stylesheets, but the HTML standard now allows `<link rel="expect"
 *   blocking="render">`, which the page uses to hold its first paint until the page's end is parsed.
 */
function isCheckerGap(message: VnuMessage): boolean {
  return message.message.startsWith('CSS: ') || (message.message.includes('“blocking” attribute') && (message.extract ?? '').includes('rel="expect"'))
}

const require = createRequire(import.meta.url)
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar')

test('every route’s served HTML has no markup error or warning in the W3C Nu Html Checker', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  try {
    const fileOf = new Map<string, string>()
    for (const [i, path] of routes.entries()) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(path === notFoundPath ? 404 : 200)
      const file = join(dir, `${i}.html`)
      writeFileSync(file, await response.text())
      fileOf.set(`file:${file}`, path)
    }
    let report: string
    try {
      // Java comes from Debian's default-jre-headless (the README's system packages; .ci/run installs it).
      ;({ stderr: report } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...[...fileOf.keys()].map((f) => f.slice(5))], { maxBuffer: 64 * 1024 * 1024 }))
    } catch (error) {
      throw new Error(`The Nu Html Checker needs Java (apt-get install -y default-jre-headless): ${String(error)}`)
    }
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages
    const found = messages.filter((m) => (m.type !== 'info' || m.subType === 'warning') && !isCheckerGap(m))
    const counts = Object.fromEntries(routes.map((path) => [path, 0]))
    for (const m of found) counts[fileOf.get(m.url) ?? m.url] = (counts[fileOf.get(m.url) ?? m.url] ?? 0) + 1
    test.info().annotations.push({ type: 'vnu errors and warnings per route', description: JSON.stringify(counts) })
    const problems = found.map((m) => `${fileOf.get(m.url) ?? m.url} line ${m.lastLine}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}\n  ${(m.extract ?? '').replace(/\s+/g, ' ')}`)
    expect(problems, problems.join('\n')).toEqual([])
    expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** The production address the pages name in absolute URLs (og:image) is this server in the test. */
const production = new URL(defaultSiteConfig.siteUrl).origin

test('a crawl of every route finds no broken link, image, stylesheet, script, font or sharing card', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL ?? '').origin
  const local = (url: string) => (url.startsWith(production) ? `${origin}${url.slice(production.length)}` : url)
  // Every route (the 404 page too: it is served HTML), and whatever the pages link to.
  const queue = [...routes]
  const crawled = new Set<string>()
  // Pages are read, not shown: the files they name are requested below, once each.
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()))
  /** Each URL a page names, with the first page that names it. */
  const named = new Map<string, { from: string; kind: 'link' | 'file' }>()
  const readPage = async (path: string) => {
    const page = await context.newPage()
    await page.goto(path)
    const urls = await page.evaluate(() => {
      const attr = (selector: string, name: string) => Array.from(document.querySelectorAll(selector), (el) => el.getAttribute(name) ?? '')
      const srcset = attr('img[srcset], source[srcset]', 'srcset').flatMap((s) => s.split(',').map((part: string) => part.trim().split(/\s+/)[0] ?? ''))
      const cssUrls = Array.from(document.querySelectorAll('style')).flatMap((style) => [...(style.textContent ?? '').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? ''))
      const absolute = (href: string) => new URL(href, document.baseURI).href
      return {
        links: attr('a[href]', 'href').filter((h) => /^(\/|https?:)/.test(h)).map(absolute),
        files: [
          ...attr('img[src], script[src], source[src], video[src], video[poster]', 'src'),
          ...srcset,
          ...attr('link[href]:not([rel="canonical"]):not([rel="alternate"][hreflang]):not([rel="expect"])', 'href'),
          ...attr('meta[property="og:image"], meta[name="twitter:image"]', 'content'),
          ...cssUrls.filter((u) => !u.startsWith('data:')),
        ]
          .filter(Boolean)
          .map(absolute),
      }
    })
    await page.close()
    for (const [kind, list] of [['link', urls.links], ['file', urls.files]] as const) {
      for (const raw of list) {
        const url = local(raw)
        if (!url.startsWith(origin)) continue
        if (!named.has(url)) named.set(url, { from: path, kind })
        const target = new URL(url)
        if (kind === 'link' && !crawled.has(target.pathname) && !/\.(xml|txt|png|svg)$/.test(target.pathname)) queue.push(target.pathname)
      }
    }
  }
  // A few pages at a time: the crawl reads, it does not measure.
  while (queue.length > 0) {
    const pending = [...new Set(queue.splice(0))].filter((path) => !crawled.has(path))
    const batch = pending.slice(0, 4)
    queue.push(...pending.slice(4))
    for (const path of batch) crawled.add(path)
    await Promise.all(batch.map(readPage))
  }

  await context.close()
  const broken: string[] = []
  const perRoute = new Map<string, number>()
  const entries = [...named]
  for (let i = 0; i < entries.length; i += 8) {
    await Promise.all(
      entries.slice(i, i + 8).map(async ([url, { from, kind }]) => {
        // Links may answer through a redirect (an alias); a file must be there itself.
        const response = await request.get(url, { maxRedirects: kind === 'link' ? 5 : 0 })
        if (response.status() !== 200) {
          broken.push(`${from}: ${kind} ${url.slice(origin.length)} answers ${response.status()}`)
          perRoute.set(from, (perRoute.get(from) ?? 0) + 1)
        }
      }),
    )
  }
  test.info().annotations.push({ type: 'broken links and files per route', description: JSON.stringify(Object.fromEntries([...crawled].map((p) => [p, perRoute.get(p) ?? 0]))) })
  expect(broken, broken.join('\n')).toEqual([])
  // It checked the pages' files too, not only their links.
  const files = [...named].filter(([, n]) => n.kind === 'file').map(([url]) => url.slice(origin.length))
  test.info().annotations.push({ type: 'files checked', description: files.join(' ') })
  expect(files.length, files.join('\n')).toBeGreaterThan(5)
})
