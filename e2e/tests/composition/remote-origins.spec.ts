import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { waitForApp } from '../../fixtures'
import { repoRoot } from '../../support/blog-release'
import { faultsOverRoutes, mainRoutes } from '../../support/browser-faults'
import { freePort } from '../../support/free-port'
import { startReleaseOrigin, type ReleaseOrigin } from '../../support/release-origin'
import { stopChild } from '../../support/stop-child'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * Every remote served from its own origin, as docs/deploying.md tells section teams to ship: one
 * static host on another port (CORS, a CDN's cache headers) holding each remote's build, and a
 * map naming it. The site must then load every script, stylesheet, image and font of every
 * section with no Content-Security-Policy violation and no console error in the browser.
 */
test.describe('every remote on another origin than the site', () => {
  test.describe.configure({ timeout: 120_000 })
  let site: ChildProcess | null = null
  let origin: ReleaseOrigin | null = null
  let siteUrl = ''
  let work = ''

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'e2e-remote-origins-'))
    // The static host's root: each remote's build under its package name.
    const hostRoot = join(work, 'host')
    const map = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>
    mkdirSync(hostRoot)
    origin = await startReleaseOrigin({ dir: hostRoot })
    for (const remote of Object.values(map)) {
      const pkg = /^\/remotes\/([^/]+)\/remoteEntry\.js$/.exec(remote.entry)![1]!
      symlinkSync(join(repoRoot, pkg, 'dist'), join(hostRoot, pkg), 'dir')
      remote.entry = `${origin.url}/${pkg}/remoteEntry.js`
    }
    const mapFile = join(work, 'remotes.json')
    writeFileSync(mapFile, JSON.stringify(map, null, 2))
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), LOCAL_BACKEND_DATA_DIR: join(work, 'data'), REMOTE_MAP_FILE: mapFile, SITE_CONFIG_JSON: '{}', LEAD_DELIVERY_WORKER: 'off' },
      stdio: 'ignore',
    })
    await waitUntilAnswering(site, `${siteUrl}/config.json`, 150_000, 'the composed site exited before answering')
  })

  test.afterAll(async () => {
    await stopChild(site)
    await origin?.close()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  test('the main routes load every resource, with no CSP violation or console error', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: siteUrl })
    const page = await context.newPage()
    const faults = await faultsOverRoutes(page, mainRoutes, waitForApp)
    await context.close()
    expect(faults).toEqual([])
    // Each section's files did come from the other origin, the marketing illustrations among them.
    expect(new Set(origin!.requests.filter((path) => path.endsWith('/remoteEntry.js'))).size).toBe(5)
    expect(origin!.requests.filter((path) => path.endsWith('.svg')).length).toBeGreaterThan(0)
  })
})
