import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { defaultSiteConfig } from 'shared/singletons/config'
import { freePort } from '../support/free-port'
import { waitUntilAnswering } from '../support/wait-until-answering'

/**
 * Refreshes docs/screenshots/: each page below at a desktop and a phone width, as a visitor sees
 * it once everything on it has loaded. `npm run screenshots` (root or e2e). Starts the composed site
 * itself (`node scripts/start.mjs`: builds what is stale, then serves) on a free port with a
 * throwaway data folder, or uses BASE when given (BASE=http://127.0.0.1:4173 npm run screenshots).
 *
 * Deterministic so a refresh changes only what changed on the site: animations off, fonts loaded,
 * every deferred section and lazy image in before the capture, and third-party widgets (the
 * booking calendars, the onboarding form) answered by a stand-in page instead of their hosts, which
 * change on their own and are often unreachable from a build machine (in the images, an empty
 * frame: the stand-in's text does not reach the capture).
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const outDir = join(repoRoot, 'docs/screenshots')

const screenshotPages = [
  { name: 'home', path: '/' },
  { name: 'audit', path: '/marketing-audit' },
  { name: 'telehealth', path: '/telehealth-empire' },
  { name: 'pharmacy', path: '/pharmacy-partners' },
  { name: 'article', path: '/blog/how-to-launch-a-telehealth-practice' },
] as const

/**
 * Device pixel ratio 1 at both widths: the images are for reading the layout in docs, and at 2x a
 * full page is four times the bytes. The phone is emulated as one (meta viewport, touch).
 */
const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
} as const

/**
 * The first screens of each page, not the whole: whole pages at both widths came to 7.4 MB even
 * cut at 6,000 px (a phone's home page runs past 18,000 px), too much to keep in a repository and
 * refresh. Three screens at each width show the top of a page and its first sections; the site
 * itself shows the rest.
 */
const screens = { desktop: 3, mobile: 3 } as const

const launchArgs = ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox']

/** Stops whatever a CSS animation or transition would leave half-way, and the text caret. */
const stillCss = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }'

async function startSite(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-pglite-'))
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // The repository's own site settings, whatever this shell has in SITE_CONFIG_JSON.
    env: { ...process.env, PORT: String(port), LOCAL_BACKEND_DATA_DIR: dataDir, SITE_CONFIG_JSON: '{}' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  try {
    // The first start builds every app: minutes on a small machine.
    await waitUntilAnswering(child, `${base}/config.json`, 900_000, 'The site exited before answering: see its output above')
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop }
}

/** The widget addresses of the site's settings (the defaults and /config.json's overrides), each answered with a placeholder. */
async function widgetOrigins(base: string): Promise<Set<string>> {
  const overrides = (await (await fetch(`${base}/config.json`)).json()) as Partial<Record<string, unknown>>
  const config: Record<string, unknown> = { ...defaultSiteConfig, ...overrides }
  const keys = ['bookingCalendarUrl', 'telehealthCalendarUrl', 'bookingEmbedScriptUrl', 'onboardingFormUrl'] satisfies (keyof typeof defaultSiteConfig)[]
  return new Set(keys.map((key) => config[key]).filter((url): url is string => typeof url === 'string').map((url) => new URL(url).origin))
}

/**
 * Only the site itself and web fonts are fetched. Widgets get a placeholder; anything else from
 * elsewhere (analytics, pixels) and every non-GET request (the site's own analytics events) is
 * dropped, so a capture records nothing on the site it looks at.
 */
async function routeRequests(context: BrowserContext, base: string, widgets: Set<string>): Promise<void> {
  const site = new URL(base).origin
  await context.route('**/*', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (request.method() !== 'GET') return route.abort()
    if (url.origin === site || ['font', 'stylesheet'].includes(request.resourceType())) return route.continue()
    if (!widgets.has(url.origin)) return route.abort()
    if (request.resourceType() === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' })
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0;height:100vh;display:grid;place-items:center;background:#f4f6f6;color:#55615f;font:16px/1.4 sans-serif">Third-party widget (${url.host})</body>`,
    })
  })
}

/** Waits until the page is live and everything on it is in: deferred sections, images, widgets. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.evaluate(() => document.fonts.ready)
  // Scrolling brings each deferred section, lazy image and widget near, as a visitor's would.
  // (No named functions inside evaluate: tsx wraps them in a helper the page does not have.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.75)) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    for (const image of Array.from(document.images)) image.loading = 'eager'
  })
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-deferred]:not([data-live]), [aria-busy="true"]') &&
      Array.from(document.images).every((image) => image.complete) &&
      Array.from(document.querySelectorAll('iframe')).every((frame) => frame.contentDocument === null || frame.contentDocument.readyState === 'complete'),
    undefined,
    { timeout: 60_000, polling: 200 },
  )
  await page.waitForLoadState('networkidle')
  for (const frame of page.frames()) await frame.waitForLoadState('load')
  await page.evaluate(async () => {
    scrollTo(0, 0)
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The page's own social card as this site serves it, or null when it shares the site's card. */
async function ownCard(page: Page, base: string): Promise<string | null> {
  const image = await page.locator('head meta[property="og:image"]').getAttribute('content')
  if (!image || new URL(image).pathname === '/og-image.png') return null
  const { pathname, search } = new URL(image)
  return base + pathname + search
}

async function saveCard(page: Page, url: string, file: string): Promise<string> {
  const response = await page.request.get(url)
  if (!response.ok() || response.headers()['content-type'] !== 'image/png') throw new Error(`${url} answered ${response.status()} ${response.headers()['content-type']}`)
  const png = await response.body()
  writeFileSync(file, png)
  console.log(`${relative(repoRoot, file)}  ${Math.round(png.length / 1024)} KB (the page's social card)`)
  return file
}

async function capture(base: string): Promise<string[]> {
  const widgets = await widgetOrigins(base)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs })
  const written: string[] = []
  try {
    for (const device of ['desktop', 'mobile'] as const) {
      const options = devices[device]
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce', colorScheme: 'light', locale: 'en-US', timezoneId: 'America/New_York' })
      await routeRequests(context, base, widgets)
      await context.addInitScript((css) => {
        addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css })))
      }, stillCss)
      for (const { name, path } of screenshotPages) {
        const page = await context.newPage()
        const response = await page.goto(base + path)
        if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`)
        await settle(page)
        const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), screens[device] * options.viewport.height)
        const file = join(outDir, `${name}-${device}.png`)
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true, clip: { x: 0, y: 0, width: options.viewport.width, height } })
        writeFileSync(file, png)
        written.push(file)
        console.log(`${relative(repoRoot, file)}  ${Math.round(png.length / 1024)} KB`)
        if (device === 'desktop') {
          const card = await ownCard(page, base)
          if (card) written.push(await saveCard(page, card, join(outDir, `${name}-card.png`)))
        }
        await page.close()
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return written
}

mkdirSync(outDir, { recursive: true })
const site = process.env.BASE ? { base: process.env.BASE.replace(/\/$/, ''), stop: async () => undefined } : await startSite()
try {
  const written = await capture(site.base)
  const total = written.reduce((sum, file) => sum + statSync(file).size, 0)
  console.log(`${written.length} screenshots, ${(total / 1024 / 1024).toFixed(2)} MB in ${relative(repoRoot, outDir)}`)
} finally {
  await site.stop()
}
