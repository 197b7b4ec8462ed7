import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../../support/free-port'
import { changedHeading, repoRoot, secondBlogRelease } from '../../support/blog-release'
import { startReleaseOrigin, type ReleaseOrigin } from '../../support/release-origin'
import { stopChild } from '../../support/stop-child'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * The blog team's CI runs `scripts/release-pipeline.mjs` against a composed site, its release
 * uploaded to another origin than the site's (a CDN stand-in): one run that goes live, one whose
 * release check fails at register, and one canceled during its canary (its own `serve` origin).
 */
const article = '/blog/how-to-launch-a-telehealth-practice'

interface Run {
  status: number | null
  stdout: string
  /** stdout and stderr as they came, as a CI log shows them. */
  output: string
}

test.describe('the release pipeline a section team runs from its CI', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let site: ChildProcess | null = null
  let siteUrl = ''
  let dataDir = ''
  let work = ''
  let credential = ''
  /** The changed blog, built once by the first test. */
  let release = ''
  const origins: ReleaseOrigin[] = []

  /** A command from the repository root, asynchronously (this process serves the release origins it checks). */
  const node = (args: string[], env: Record<string, string> = {}) =>
    new Promise<Run>((resolve) => {
      const run = spawn(process.execPath, args, { cwd: repoRoot, timeout: 150_000, env: { ...process.env, LOCAL_BACKEND_DATA_DIR: dataDir, ...env } })
      let stdout = ''
      let output = ''
      run.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())))
      run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      run.on('close', (status) => resolve({ status, stdout, output }))
    })
  const pipeline = (env: Record<string, string>) => node(['scripts/release-pipeline.mjs', 'remoteBlog'], { RELEASE_CREDENTIAL: credential, RELEASE_SITE: siteUrl, ...env })
  const history = async () => {
    const run = await node(['scripts/release.mjs', 'history', 'remoteBlog', '--json', '--site', siteUrl], { RELEASE_CREDENTIAL: credential })
    expect(run.status, run.output).toBe(0)
    return JSON.parse(run.stdout) as { action: string; release: number | null; by: string; check: string | null }[]
  }
  /** A CDN stand-in on its own port (one per release: it serves `assets/*` as immutable at its root only); `upload` copies a release into it. */
  const cdn = async (cors: boolean) => {
    const dir = join(work, cors ? 'cdn' : 'cdn-no-cors')
    mkdirSync(dir)
    const origin = await startReleaseOrigin({ dir, port: await freePort(), mode: cors ? 'ok' : 'no-cors' })
    origins.push(origin)
    return { url: `${origin.url}/`, upload: `cp -R {dir}/. '${dir}/'` }
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    work = mkdtempSync(join(tmpdir(), 'e2e-pipeline-'))
    dataDir = join(work, 'data')
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), LOCAL_BACKEND_DATA_DIR: dataDir, SITE_CONFIG_JSON: '{}', LEAD_DELIVERY_WORKER: 'off', COMPOSE_REVALIDATE_MS: '300', COMPOSE_FETCH_TIMEOUT_MS: '1500' },
      stdio: 'ignore',
    })
    await waitUntilAnswering(site, `${siteUrl}/config.json`, 150_000, 'the composed site exited before answering')
    const issued = await node(['scripts/release.mjs', 'credential', 'issue', 'blog', '--label', 'ci', '--site', siteUrl])
    expect(issued.status, issued.output).toBe(0)
    credential = issued.stdout.trim()
  })

  test.afterAll(async () => {
    for (const origin of origins) await origin.close()
    await stopChild(site)
    if (work) rmSync(work, { recursive: true, force: true })
  })

  test('a changed blog goes through upload, register, preview, canary and promote: exit 0, live for the next visitor', async () => {
    expect(await fetch(`${siteUrl}${article}`).then((r) => r.text())).toContain(changedHeading.before)
    // `release build` builds the remote's own source, which a test must not edit: the changed blog is
    // the build copied and patched (as remote-release.spec's) and handed over as RELEASE_DIR. The
    // failing run below runs the pipeline's real build step.
    release = secondBlogRelease(join(work, 'remote-blog-pipeline'))
    const host = await cdn(true)
    const run = await pipeline({ RELEASE_DIR: release, RELEASE_UPLOAD: host.upload, RELEASE_URL: host.url, RELEASE_CANARY_PERCENT: '20', RELEASE_CANARY_FOR: '2' })
    expect(run.status, run.output).toBe(0)
    const steps = run.output.match(/^==> \w+/gm)
    expect(steps).toEqual(['==> build', '==> upload', '==> register', '==> preview', '==> canary', '==> settle', '==> promote', '==> done'])
    const id = Number(/^Registered remoteBlog release (\d+)/m.exec(run.output)?.[1])
    expect(run.output).toMatch(new RegExp(`^${siteUrl}/_preview\\?token=rp_[0-9a-f]{64}$`, 'm'))
    expect(run.output).toContain(`Canary `)
    expect(run.output).toContain(`20% of visitors see remoteBlog release ${id}`)
    expect(run.output).toContain(`Promoted: remoteBlog is now live at release ${id}`)

    const page = await fetch(`${siteUrl}${article}`).then((r) => r.text())
    expect(page).toContain(changedHeading.after)
    expect(page).not.toContain(changedHeading.before)

    const events = (await history()).filter((event) => event.release === id).reverse()
    expect(events.map((event) => [event.action, event.by])).toEqual([
      ['register', 'team blog (ci)'],
      ['preview', 'team blog (ci)'],
      ['canary', 'team blog (ci)'],
      ['promote', 'team blog (ci)'],
    ])
  })

  test('a release whose check fails: the real build runs, register refuses it (exit 1, the step named), nothing promoted', async () => {
    const liveBefore = (await history()).find((event) => event.action === 'promote')?.release
    // An origin that sends no CORS header: the check's delivery step fails.
    const host = await cdn(false)
    const run = await pipeline({ RELEASE_UPLOAD: host.upload, RELEASE_URL: host.url, RELEASE_CANARY_FOR: '2' })
    expect(run.status, run.output).toBe(1)
    expect(run.output.match(/^==> \w+/gm)).toEqual(['==> build', '==> upload', '==> register'])
    expect(run.output).toMatch(/FAIL delivery: .*Access-Control-Allow-Origin/)
    expect(run.output).toContain('release-pipeline: the register step failed (exit 1).')

    const [latest, ...rest] = await history()
    expect(latest).toMatchObject({ action: 'register', check: 'fail', by: 'team blog (ci)' })
    expect(rest.find((event) => event.action === 'promote')?.release).toBe(liveBefore)
    expect(await fetch(`${siteUrl}${article}`).then((r) => r.text())).toContain(changedHeading.after)
  })

  test('a job canceled during the canary (SIGTERM): the canary is aborted, nothing promoted, exit 143; the served origin stops', async () => {
    const liveBefore = (await history()).find((event) => event.action === 'promote')?.release
    const port = await freePort()
    const job = spawn(process.execPath, ['scripts/release-pipeline.mjs', 'remoteBlog'], {
      cwd: repoRoot,
      env: { ...process.env, RELEASE_CREDENTIAL: credential, RELEASE_SITE: siteUrl, RELEASE_DIR: release, RELEASE_SERVE_PORT: String(port), RELEASE_CANARY_FOR: '600' },
    })
    let output = ''
    const settling = new Promise<void>((resolve) => {
      const take = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('==> settle')) resolve()
      }
      job.stdout.on('data', take)
      job.stderr.on('data', take)
    })
    const exited = new Promise<number | null>((resolve) => job.on('close', resolve))
    await Promise.race([settling, exited])
    expect(output.match(/^==> \w+/gm)).toEqual(['==> build', '==> serve', '==> register', '==> preview', '==> canary', '==> settle'])
    // The pipeline's own `serve`: another origin than the site, with the headers the check asks for.
    expect(output).toContain(`Serving ${release} at http://127.0.0.1:${port}/`)
    job.kill('SIGTERM')
    expect(await exited, output).toBe(143)
    expect(output).toContain('release-pipeline: SIGTERM during the settle step.')
    expect(output).toContain("release-pipeline: aborting remoteBlog's canary.")
    const id = Number(/^Registered remoteBlog release (\d+)/m.exec(output)?.[1])
    const [latest, ...rest] = await history()
    expect(latest).toMatchObject({ action: 'abort', release: id, by: 'team blog (ci)' })
    expect(rest.find((event) => event.action === 'promote')?.release).toBe(liveBefore)
    await expect(fetch(`http://127.0.0.1:${port}/release.json`)).rejects.toThrow()
  })
})
