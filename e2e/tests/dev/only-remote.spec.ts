import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, test, waitForApp } from '../../fixtures'
import { repoRoot } from '../../support/blog-release'
import { startDevComposition, type DevComposition } from '../../support/dev-composition'
import { E2E_PORT } from '../../support/ports'
import { startReleaseOrigin } from '../../support/release-origin'
import { sourceEditsUndoneAfterEachTest } from '../../support/source-edit-hooks'

/**
 * `npm run dev -- --only remote-blog`: the blog from its dev server inside the other sections'
 * builds, those of this checkout, or (`--site`) a deployed site's: the suite's own server stands in
 * for it. One run of each for its part of the file. The edits touch only this file's article, so
 * tests/dev/dev-composition.spec.ts (another article) can run beside it.
 */
const article = {
  path: '/blog/building-patient-trust-telehealth',
  content: 'remote-blog/src/content/articles/building-patient-trust-telehealth.ts',
  title: 'Building Patient Trust in Telehealth: A Practical Playbook for Cash-Pay Clinics',
}
const homeHeading = 'Pre-qualified patients, automated follow-up and lower medication costs'
const blogIndexHeading = 'Guides for aesthetic, wellness and telehealth practice owners'

test.describe.configure({ mode: 'serial' })

const edits = sourceEditsUndoneAfterEachTest()

type Remotes = Record<string, { entry: string }>

/** The map a composed page carries (`#composed-settings`): each section's entry, as the browser loads it. */
async function pageMap(origin: string, path: string): Promise<Remotes> {
  const html = await (await fetch(`${origin}${path}`)).text()
  const settings = /<script type="application\/json" id="composed-settings">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return (JSON.parse(settings ?? 'null') as { remoteMap: { remotes: Remotes } }).remoteMap.remotes
}

/** The blog's edit shows in the next page: it is rendered by its dev server, from the source. */
async function expectBlogFromSource(origin: string) {
  const edited = `Edited in development: ${article.title}`
  edits.edit(article.content, (text) => text.replace(`title: '${article.title}'`, `title: '${edited}'`))
  const response = await fetch(`${origin}${article.path}`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain(`>${edited}</h1>`)
  edits.restore()
}

/** The home page (the marketing section's release) live in a browser, its section's code loaded from `entry`. */
async function openHome(browser: Browser, origin: string, entry: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const close = () => context.close()
  try {
    const code = page.waitForResponse(entry)
    const response = await page.goto(`${origin}/`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-section-source']).toBe('release')
    expect((await code).status()).toBe(200)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading)
    return { page, close }
  } catch (error) {
    await close()
    throw error
  }
}

test.describe("with this checkout's builds", () => {
  let dev: DevComposition
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dev = await startDevComposition(['--only', 'remote-blog'], { ready: article.path })
  })
  test.afterAll(async () => dev?.stop())

  test('serves the blog from its dev server and the other sections from their builds, live in the browser', async ({ browser }) => {
    await expectBlogFromSource(dev.origin)
    const remotes = await pageMap(dev.origin, '/')
    expect(remotes.remoteBlog?.entry).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js$/)
    expect(remotes.remoteMarketing?.entry).toBe('/remotes/remote-marketing/remoteEntry.js')

    const { page, close } = await openHome(browser, dev.origin, `${dev.origin}/remotes/remote-marketing/remoteEntry.js`)
    try {
      // From the build's section to the dev server's, in the page.
      const blogCode = page.waitForResponse((r) => r.url() === remotes.remoteBlog?.entry)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIndexHeading)
      expect((await blogCode).status()).toBe(200)
    } finally {
      await close()
    }
  })
})

test.describe('with a deployed site (--site)', () => {
  const site = `http://127.0.0.1:${E2E_PORT}`
  let dev: DevComposition
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dev = await startDevComposition(['--only', 'remote-blog', '--site', site], { ready: article.path })
  })
  test.afterAll(async () => dev?.stop())

  test("serves the blog from its dev server and the other sections from the site's releases, through a read-only proxy", async ({ browser }) => {
    await expectBlogFromSource(dev.origin)
    const remotes = await pageMap(dev.origin, '/')
    expect(remotes.remoteMarketing?.entry).toBe(`${dev.origin}/__site/remoteMarketing/remoteEntry.js`)
    expect(remotes.remoteBlog?.entry).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js$/)

    await (await openHome(browser, dev.origin, remotes.remoteMarketing?.entry ?? '')).close()

    // The proxy only reads, and only the files of the releases the site's map names.
    expect((await fetch(`${dev.origin}/__site/remoteMarketing/remoteEntry.js`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${dev.origin}/__site/notARemote/remoteEntry.js`)).status).toBe(404)
  })
})

test('--site that does not answer: npm run dev stops at once, saying which limit the site missed', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-hung-site-'))
  const hung = await startReleaseOrigin({ dir: folder, mode: 'hang' })
  try {
    // Not spawnSync: the site runs in this process and must take the request.
    const run = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['scripts/dev.mjs', '--only', 'remote-blog', '--site', hung.url], { cwd: repoRoot, env: { ...process.env, COMPOSE_FETCH_TIMEOUT_MS: '1000' }, timeout: 30_000 }, (_error, _stdout, stderr) =>
        resolve({ status: child.exitCode, stderr }),
      )
    })
    expect(run.status, run.stderr).toBe(1)
    expect(run.stderr).toContain(`--site ${hung.url}: cannot read ${hung.url}/remotes.json: no answer within 1000 ms`)
    expect(hung.requests).toEqual(['/remotes.json'])
  } finally {
    await hung.close()
    rmSync(folder, { recursive: true, force: true })
  }
})

test('bad options: npm run dev says what is wrong and exits 2 without starting anything', () => {
  for (const [args, message] of [
    [['--only', 'remote-nothing'], '--only names no remote: "remote-nothing"'],
    [['--site', 'http://127.0.0.1:1'], '--site needs --only <remote>'],
    [['--only', 'blog', '--site', 'ftp://example.com'], '--site must be an http:// or https:// address'],
    [['--port', 'twelve'], '--port must be a port number'],
  ] as const) {
    const run = spawnSync(process.execPath, ['scripts/dev.mjs', ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 10_000 })
    expect(run.status, args.join(' ')).toBe(2)
    expect(run.stderr).toContain(message)
  }
})
