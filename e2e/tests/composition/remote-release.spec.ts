import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { unfinishedSectionNotice } from '../../fixtures'
import { freePort } from '../../support/free-port'
import { changedHeading, newArticle, repoRoot, secondBlogRelease } from '../../support/blog-release'
import { serveRelease } from '../../support/release-origin'
import { stopChild } from '../../support/stop-child'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * A remote release goes live, HTML included, with no shell step: the blog team serves a second
 * release from another origin, and registers and promotes it in the site's release ledger with its
 * own credential (`npm run release`). No shell rebuild, no prerender, no restart of the composition
 * server. The release is the blog's build, copied and patched (support/blog-release.ts): what is
 * under test is the site taking a release, not the blog's build.
 */
const article = '/blog/how-to-launch-a-telehealth-practice'

/** Console lines that would mean the rendered page and the live code disagreed. */
const mismatch = /hydrat|did not match|differed from|re-rendered on the client|#418|#423|#425/i

/** Loads a page with JavaScript and reports whether React kept the server's elements (no client re-render). */
async function hydrateAndCheck(page: Page, path: string, heading: string) {
  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  // The server's heading element, remembered as the HTML is parsed, before any script runs.
  await page.addInitScript((text) => {
    document.addEventListener('DOMContentLoaded', () => {
      const found = Array.from(document.querySelectorAll("h1, h2")).find((el) => el.textContent === text)
      ;(window as unknown as { serverHeading?: Element }).serverHeading = found
    })
  }, heading)
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true')
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  // Same element as the server's: hydrated in place, not replaced by a client render.
  const kept = await page.evaluate((text) => {
    const server = (window as unknown as { serverHeading?: Element }).serverHeading
    const now = Array.from(document.querySelectorAll("h1, h2")).find((el) => el.textContent === text)
    return !!server && server === now && server.isConnected
  }, heading)
  expect(kept, 'the section hydrated the server-rendered heading in place').toBe(true)
  expect(messages.filter((m) => mismatch.test(m))).toEqual([])
}

interface Run {
  status: number | null
  stdout: string
  stderr: string
}

test.describe('a remote release goes live with no shell step', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let site: ChildProcess | null = null
  let origin: Server | null = null
  let siteUrl = ''
  let releaseUrl = ''
  let dataDir = ''
  const folders: string[] = []
  /** The blog team's and the marketing team's credentials, issued by the site's owner. */
  const credentials = { blog: '', marketing: '' }
  /** The second release's id in the ledger. */
  let releaseId = 0

  let release = ''

  /** A command as its user runs it (npm, from the repository), asynchronously: the release origins it checks are served from this very process. */
  const npm = (args: string[], env: Record<string, string> = {}) =>
    new Promise<Run>((resolve) => {
      const run = spawn('npm', ['run', '--silent', ...args], { cwd: repoRoot, timeout: 90_000, env: { ...process.env, LOCAL_BACKEND_DATA_DIR: dataDir, ...env } })
      let stdout = ''
      let stderr = ''
      run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      run.on('close', (status) => resolve({ status, stdout, stderr }))
    })
  /** `npm run release -- …` against this site: as its owner (no credential), or as a team. */
  const releaseCommand = (args: string[], team?: keyof typeof credentials) =>
    npm(['release', '--', ...args, '--site', siteUrl], team ? { RELEASE_CREDENTIAL: credentials[team] } : {})
  /** The section team's preflight, as they run it: exit code and output. */
  const releaseCheck = async (distUrl: string) => {
    const run = await npm(['release-check', '--', 'remoteBlog', distUrl, '--site', siteUrl])
    return { status: run.status, output: run.stdout + run.stderr }
  }
  const expectDone = (run: Run, what: string) => expect(run.status, `${what}\n${run.stdout}\n${run.stderr}`).toBe(0)

  test.beforeAll(async () => {
    // A site's first start (initdb and the migrations) and two commands.
    test.setTimeout(240_000)
    const releaseFolder = mkdtempSync(join(tmpdir(), 'e2e-blog-v2-'))
    folders.push(releaseFolder)
    release = secondBlogRelease(releaseFolder)
    const originPort = await freePort()
    origin = await serveRelease(release, originPort)
    releaseUrl = `http://127.0.0.1:${originPort}/`
    const work = mkdtempSync(join(tmpdir(), 'e2e-release-'))
    folders.push(work)
    dataDir = join(work, 'data')
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    // No map named: the map is the release ledger's, seeded with this checkout's builds.
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        LOCAL_BACKEND_DATA_DIR: dataDir,
        SITE_CONFIG_JSON: '{}',
        LEAD_DELIVERY_WORKER: 'off',
        COMPOSE_REVALIDATE_MS: '300',
        COMPOSE_FETCH_TIMEOUT_MS: '1500',
      },
      stdio: 'ignore',
    })
    await waitUntilAnswering(site, `${siteUrl}/config.json`, 150_000, 'the composed site exited before answering')
    for (const team of ['blog', 'marketing'] as const) {
      const issued = await releaseCommand(['credential', 'issue', team, '--label', 'ci'])
      expectDone(issued, `issuing ${team}'s credential`)
      credentials[team] = issued.stdout.trim()
    }
  })

  test.afterAll(async () => {
    origin?.close()
    await stopChild(site)
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  test('the team registers and promotes its release: live for the next visitor, rendered; its rollback restores the old one', async ({ browser }) => {
    const before = await fetch(`${siteUrl}${article}`).then((r) => r.text())
    expect(before).toContain(changedHeading.before)
    expect((await fetch(`${siteUrl}${newArticle.path}`)).status).toBe(404)

    const registered = await releaseCommand(['register', 'remoteBlog', releaseUrl, '--json'], 'blog')
    expectDone(registered, 'register')
    const record = JSON.parse(registered.stdout) as { id: number; state: string; check: string; registeredBy: string }
    expect(record).toMatchObject({ state: 'candidate', check: 'pass', registeredBy: 'team blog (ci)' })
    releaseId = record.id
    // Another team's credential cannot make it live, nor even read it: the ledger refuses at the
    // command's first read, naming the remote and the team.
    const foreign = await releaseCommand(['promote', 'remoteBlog', String(releaseId)], 'marketing')
    expect(foreign.status).toBe(1)
    expect(foreign.stderr).toContain('Team marketing may not read remoteBlog: remoteBlog belongs to team blog')
    expect(await fetch(`${siteUrl}${article}`).then((r) => r.text())).toContain(changedHeading.before)

    // Before anyone else: a preview link shows the team's browser the release on the live site.
    const previewed = await releaseCommand(['preview', 'remoteBlog', String(releaseId), '--ttl', '1h'], 'blog')
    expectDone(previewed, 'preview')
    const link = previewed.stdout.trim()
    expect(link).toMatch(new RegExp(`^${siteUrl}/_preview\\?token=rp_[0-9a-f]{64}$`))
    const team = await browser.newContext({ baseURL: siteUrl })
    const teamPage = await team.newPage()
    const problems: string[] = []
    teamPage.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    teamPage.on('pageerror', (error) => problems.push(error.message))
    await teamPage.goto(link)
    await expect(teamPage).toHaveURL(/\/blog$/)
    await hydrateAndCheck(teamPage, article, changedHeading.after)
    const banner = teamPage.getByRole('complementary', { name: 'Release preview' })
    await expect(banner).toContainText(`remoteBlog at release ${releaseId}`)
    expect(problems, 'the preview hydrates with no console error').toEqual([])
    // Everyone else, and a forged token, see the live release.
    const visitor = await browser.newContext({ baseURL: siteUrl })
    await visitor.addCookies([{ name: 'epp_preview', value: `rp_${'0'.repeat(64)}`, url: siteUrl }])
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(article)
    await expect(visitorPage.getByRole('heading', { name: changedHeading.before })).toBeVisible()
    await expect(visitorPage.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0)
    await visitor.close()
    await banner.getByRole('link', { name: 'Exit preview' }).click()
    await expect(teamPage.getByRole('heading', { name: changedHeading.before })).toBeVisible()
    await team.close()

    const promoted = await releaseCommand(['promote', 'remoteBlog', String(releaseId), '--wait'], 'blog')
    expectDone(promoted, 'promote')
    expect(promoted.stdout).toMatch(new RegExp(`Promoted: remoteBlog is now live at release ${releaseId}`))

    // Without JavaScript: the changed heading, from the remote's own rendering.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl })
    const plain = await noScript.newPage()
    await plain.goto(article)
    await expect(plain.getByRole('heading', { name: changedHeading.after })).toBeVisible()
    await expect(plain.getByRole('heading', { name: changedHeading.before })).toHaveCount(0)
    // Its preloads and stylesheets come from the release the map names now, none from the old one.
    const preloads = (await plain.locator('script[data-preload]').getAttribute('data-preload')) ?? ''
    const blogFiles = preloads.split(' ').filter((url) => url.includes('remote-blog') || url.startsWith(releaseUrl))
    expect(blogFiles.length).toBeGreaterThan(1)
    for (const url of blogFiles) expect(url.startsWith(releaseUrl), url).toBe(true)

    // The new article: its own status, title, description and structured data.
    const response = await plain.goto(newArticle.path)
    expect(response?.status()).toBe(200)
    await expect(plain).toHaveTitle(new RegExp(newArticle.title.slice(0, 30)))
    await expect(plain.locator('meta[name="description"]')).toHaveAttribute('content', newArticle.description)
    const jsonLd = await plain.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.some((text) => text.includes('"@type":"Article"') || text.includes('"@type":"BlogPosting"'))).toBe(true)
    expect(jsonLd.join('\n')).toContain(newArticle.title)
    // Its social card: rendered by the blog's build, named in its release, fetched from the release's origin.
    const cardFile = (JSON.parse(readFileSync(join(release, 'release.json'), 'utf8')) as { cards: Record<string, string> }).cards[newArticle.path]
    expect(cardFile).toBe('og/blog__telehealth-pricing-playbook.png')
    await expect(plain.locator('meta[property="og:image"]')).toHaveAttribute('content', `${releaseUrl}${cardFile}`)
    const card = Buffer.from(await (await fetch(`${releaseUrl}${cardFile}`)).arrayBuffer())
    expect([card.subarray(1, 4).toString(), card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual(['PNG', 1200, 630])
    await noScript.close()

    const sitemap = await fetch(`${siteUrl}/sitemap.xml`).then((r) => r.text())
    expect(sitemap).toContain(newArticle.path)
    const feed = await fetch(`${siteUrl}/blog/rss.xml`).then((r) => r.text())
    expect(feed).toContain(newArticle.title)

    // With JavaScript: hydrated in place, with no mismatch, on both pages.
    const live = await browser.newContext({ baseURL: siteUrl })
    await hydrateAndCheck(await live.newPage(), article, changedHeading.after)
    await hydrateAndCheck(await live.newPage(), newArticle.path, newArticle.title)
    await live.close()

    // The team's rollback: the next request has the previous release's HTML again.
    const rolledBack = await releaseCommand(['rollback', 'remoteBlog', '--wait'], 'blog')
    expectDone(rolledBack, 'rollback')
    const restored = await fetch(`${siteUrl}${article}`).then((r) => r.text())
    expect(restored).toContain(changedHeading.before)
    expect(restored).not.toContain(changedHeading.after)
    expect((await fetch(`${siteUrl}${newArticle.path}`)).status).toBe(404)
    expect(await fetch(`${siteUrl}/sitemap.xml`).then((r) => r.text())).not.toContain(newArticle.path)

    // The history says who did what, in order, with the check's verdict.
    const history = await releaseCommand(['history', 'remoteBlog', '--json'], 'blog')
    expectDone(history, 'history')
    const [rollback, promote, preview, register] = JSON.parse(history.stdout) as { action: string; release: number | null; previous: number | null; by: string; check: string | null }[]
    expect(preview).toMatchObject({ action: 'preview', release: releaseId, by: 'team blog (ci)' })
    expect(register).toMatchObject({ action: 'register', release: releaseId, by: 'team blog (ci)', check: 'pass' })
    expect(promote).toMatchObject({ action: 'promote', release: releaseId, by: 'team blog (ci)' })
    expect(rollback).toMatchObject({ action: 'rollback', release: promote!.previous, previous: releaseId, by: 'team blog (ci)' })
  })

  test('the release check passes the release, and fails one without CORS or needing a newer shared', async () => {
    const good = await releaseCheck(releaseUrl)
    expect(good.output).toMatch(/PASS manifest/)
    expect(good.output).toMatch(/PASS delivery/)
    expect(good.output).toMatch(/PASS shared-versions/)
    expect(good.output).toMatch(/PASS routes/)
    expect(good.output).toMatch(/PASS rendered-pages/)
    expect(good.status).toBe(0)

    // The same release on an origin that sends no CORS headers.
    const noCorsPort = await freePort()
    const noCors = await serveRelease(release, noCorsPort, { cors: false })
    try {
      const result = await releaseCheck(`http://127.0.0.1:${noCorsPort}/`)
      expect(result.output).toMatch(/FAIL delivery: .*Access-Control-Allow-Origin/)
      expect(result.status).toBe(1)
      // Registered, it is recorded as refused, and can never be promoted.
      const refused = await releaseCommand(['register', 'remoteBlog', `http://127.0.0.1:${noCorsPort}/`, '--json'], 'blog')
      expect(refused.status).toBe(1)
      const record = JSON.parse(refused.stdout) as { id: number; state: string; check: string }
      expect(record).toMatchObject({ state: 'refused', check: 'fail' })
      const promoted = await releaseCommand(['promote', 'remoteBlog', String(record.id)], 'blog')
      expect(promoted.status).toBe(1)
      expect(promoted.stdout + promoted.stderr).toMatch(/FAIL delivery: .*Access-Control-Allow-Origin/)
      expect(promoted.stdout).toContain(`Refused: remoteBlog release ${record.id} is not promoted.`)
    } finally {
      noCors.close()
    }

    // A release built against a newer shared than the deployed shell provides.
    const skewed = mkdtempSync(join(tmpdir(), 'e2e-skewed-'))
    folders.push(skewed)
    cpSync(release, skewed, { recursive: true })
    const manifest = JSON.parse(readFileSync(join(skewed, 'release.json'), 'utf8')) as { requires: Record<string, string> }
    manifest.requires['shared/singletons/ui'] = '^0.2.0'
    writeFileSync(join(skewed, 'release.json'), JSON.stringify(manifest))
    const skewPort = await freePort()
    const skewOrigin = await serveRelease(skewed, skewPort)
    try {
      const result = await releaseCheck(`http://127.0.0.1:${skewPort}/`)
      expect(result.output).toMatch(/FAIL shared-versions: .*shared\/singletons\/ui \^0\.2\.0/)
      expect(result.status).toBe(1)
    } finally {
      skewOrigin.close()
    }
  })

  test('with the remote origin down, pages keep the frame: the last good body, or the section fallback', async ({ browser }) => {
    expectDone(await releaseCommand(['promote', 'remoteBlog', String(releaseId), '--wait']), 'promote as the owner')
    // Read once while the origin is up.
    expect(await fetch(`${siteUrl}${article}`).then((r) => r.text())).toContain(changedHeading.after)
    await new Promise<void>((resolve) => origin?.close(() => resolve()) ?? resolve())
    origin?.closeAllConnections()
    origin = null
    await new Promise((resolve) => setTimeout(resolve, 600))

    // A page read before: its last good body, marked as such, with the status and a header saying so.
    const stale = await fetch(`${siteUrl}${article}`)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-section-source')).toBe('last-known-good')
    const staleHtml = await stale.text()
    expect(staleHtml).toContain(changedHeading.after)
    expect(staleHtml).toContain('data-section-source="last-known-good"')

    // In a browser the section's code can't load either: the served body stays readable, with a
    // notice and a retry, instead of giving way to the "couldn't load" area.
    const live = await browser.newContext({ baseURL: siteUrl })
    const livePage = await live.newPage()
    // The served heading stays the same element, with no mismatch reported.
    await hydrateAndCheck(livePage, article, changedHeading.after)
    const notice = unfinishedSectionNotice(livePage)
    await expect(notice).toBeVisible()
    await expect(livePage.getByRole('heading', { name: changedHeading.after, exact: true })).toBeVisible()
    await expect(livePage.getByRole('alert').filter({ hasText: /couldn.t load/i })).toHaveCount(0)
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(notice).toContainText('Reload the page')
    await expect(livePage.getByRole('heading', { name: changedHeading.after, exact: true })).toBeVisible()
    // Another page of the section was never served to this visitor: the "couldn't load" area.
    await livePage.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click()
    await expect(livePage).toHaveURL(/\/blog$/)
    await expect(livePage.getByRole('alert')).toContainText(/couldn.t load/i)
    await live.close()

    // A page never read from that release: the frame with the section's "couldn't load" area.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl })
    const page = await context.newPage()
    const response = await page.goto('/blog/telehealth-compliance-regulations')
    expect(response?.status()).toBe(503)
    expect(response?.headers()['x-section-source']).toBe('unavailable')
    await expect(page.getByRole('alert')).toContainText(/couldn.t load|could not load|unavailable/i)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' }).first()).toBeAttached()
    await context.close()

    // The other sections are untouched.
    const home = await fetch(`${siteUrl}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('x-section-source')).toBe('release')
    expectDone(await releaseCommand(['rollback', 'remoteBlog', '--wait']), 'rollback as the owner')
  })
})
