// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localOwnerTarget } from 'backend/owner-tools'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { repoRoot } from './paths'
import { startReleaseOrigin } from '../testing/release-origin'

/**
 * `npm start` as an operator runs it (scripts/start.mjs, the shell's builds in place): plain node on
 * the composition server's build, and the two modes of docs/deploying.md "Production".
 */

const work = mkdtempSync(join(tmpdir(), 'production-start-'))
const started: ChildProcess[] = []
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(work, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

function spawnStart(port: number, env: Record<string, string>) {
  return spawnOutput(['scripts/start.mjs'], port, env)
}

/** The built server as the systemd unit and the image run it: no npm start around it. */
function spawnServer(port: number, env: Record<string, string>) {
  return spawnOutput(['shell/dist-server/main.js'], port, env)
}

function spawnOutput(args: string[], port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LEAD_DELIVERY_WORKER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const out = { stdout: '', output: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    out.stdout += chunk.toString()
    out.output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => (out.output += chunk.toString()))
  return { child, out }
}

/**
 * The server's log: from its first line on (before it, a build that was missing may print), every
 * complete line of its standard output is one JSON object (docs/deploying.md, "Logs").
 */
function logLines(stdout: string): Record<string, unknown>[] {
  const first = stdout.search(/^\{/m)
  const end = stdout.lastIndexOf('\n')
  if (first < 0 || end <= first) return []
  return stdout
    .slice(first, end)
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** One sample of the metrics' text: the metric's name, its labels and its value. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

async function readMetrics(url: string): Promise<Sample[]> {
  const response = await fetch(`${url}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const samples: Sample[] = []
  for (const line of (await response.text()).split('\n')) {
    const sample = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!sample) continue
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]))
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) })
  }
  return samples
}

/** The value of the sample with exactly these labels; 0 when there is none (a counter never counted). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === JSON.stringify(Object.entries(labels).sort()))
  return found?.value ?? 0
}

/** `readyPath`: what must answer 200 first (`/healthz`: the composer has read its map). */
async function start(env: Record<string, string>, readyPath = '/config.json'): Promise<{ url: string; child: ChildProcess; stdout: () => string }> {
  const port = await freePort()
  const { child, out } = spawnStart(port, env)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${out.output}`)
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 60 s:\n${out.output}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, child, stdout: () => out.stdout }
    } catch {
      // Not listening yet.
    }
    // A poll, not a wait for an event: nothing the processes print says that readyPath answers yet.
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The command lines of a process and all its descendants (Linux /proc). */
function commandLines(pid: number): string[][] {
  const own = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  return [own, ...children.flatMap(commandLines)]
}

describe('npm start', () => {
  it('with a backend named in the site settings: node on built files, no tsx, no data folder, no /rest/v1', async () => {
    const dataDir = join(work, 'never-created')
    const settings = { backend: { url: 'https://project.supabase.test', anonKey: 'hosted-anon-key' } }
    // A hand-edited map: the hosted project here is not reachable, so its release ledger is not either.
    const { url, child, stdout } = await start({ SITE_CONFIG_JSON: JSON.stringify(settings), LOCAL_BACKEND_DATA_DIR: dataDir, REMOTE_MAP_FILE: join(repoRoot, 'shell/dist/remotes.json') })

    const processes = commandLines(child.pid ?? 0)
    expect(processes.some((argv) => argv.join(' ').includes('tsx')), processes.map((a) => a.join(' ')).join('\n')).toBe(false)
    expect(processes.map((argv) => argv.slice(1).join(' '))).toContain('shell/dist-server/main.js')

    expect(existsSync(dataDir)).toBe(false)
    for (const path of ['/rest/v1/', '/rest/v1/marketing_audits', '/rest/v1/rpc/submit_marketing_audit']) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404)
    }
    expect((await fetch(`${url}/rest/v1/rpc/submit_marketing_audit`, { method: 'POST', body: '{}' })).status).toBe(404)
    // The browser is pointed at the hosted backend, and the page is composed as usual.
    expect(await (await fetch(`${url}/config.json`)).json()).toMatchObject(settings)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('https://project.supabase.test')

    // Its log: JSON lines of the composer, each with an event.
    await vi.waitFor(() => expect(logLines(stdout()).map((line) => line.event)).toContain('started'))
    const lines = logLines(stdout())
    for (const line of lines) expect(line, JSON.stringify(line)).toMatchObject({ name: 'composer', level: expect.any(String), time: expect.any(String), event: expect.any(String), msg: expect.any(String) })
    expect(lines.find((line) => line.event === 'started')).toMatchObject({ level: 'info', mode: 'production', url, backend: 'https://project.supabase.test' })
  }, 90_000)

  it('stops at once, saying why in its log, when a setting is not usable', async () => {
    const port = await freePort()
    const cases: { env: Record<string, string>; says: string }[] = [
      { env: { REMOTE_MAP_REVALIDATE_SECONDS: 'abc' }, says: 'REMOTE_MAP_REVALIDATE_SECONDS must be a number above 0' },
      { env: { METRICS_PORT: String(port) }, says: "METRICS_PORT is the site's PORT" },
      { env: { METRICS_PORT: '70000' }, says: 'METRICS_PORT must be a port' },
    ]
    for (const { env, says } of cases) {
      const { child, out } = spawnStart(port, { SITE_CONFIG_JSON: '{}', ...env })
      const code = await new Promise((resolve) => child.once('exit', resolve))
      expect(code, out.output).toBe(1)
      expect(logLines(out.stdout)).toEqual([expect.objectContaining({ name: 'composer', level: 'error', event: 'not-started', msg: expect.stringContaining(says) })])
    }
  }, 90_000)

  it('stops before opening anything when its site settings cannot be read, or name no backend in production', async () => {
    const port = await freePort()
    const metricsPort = await freePort()
    const dataDir = join(work, 'never-created-by-a-refused-start')
    const notJson = join(work, 'not-json.json')
    writeFileSync(notJson, '{"siteUrl": "https://www.example.com",')
    const invalid = join(work, 'invalid.json')
    writeFileSync(invalid, JSON.stringify({ backend: { url: 'not an address', anonKey: 'k' } }))
    const hosted = { backend: { url: 'https://project.supabase.test', anonKey: 'hosted-anon-key' } }
    const cases: { env: Record<string, string>; says: string; direct?: boolean }[] = [
      // What `docker run --env-file composer.env` gives when nothing mounts the file.
      { env: { SITE_CONFIG_FILE: join(work, 'not-mounted/site.json') }, says: `SITE_CONFIG_FILE ${join(work, 'not-mounted/site.json')} does not exist: mount it` },
      { env: { SITE_CONFIG_FILE: work }, says: `SITE_CONFIG_FILE ${work} cannot be read (EISDIR` },
      { env: { SITE_CONFIG_FILE: notJson }, says: `SITE_CONFIG_FILE ${notJson} is not JSON` },
      { env: { SITE_CONFIG_FILE: invalid }, says: `SITE_CONFIG_FILE ${invalid} does not hold valid site settings (backend.url: Invalid URL` },
      { env: { SITE_CONFIG_JSON: '{"backend": ' }, says: 'SITE_CONFIG_JSON is not JSON' },
      // The unit's and the image's command, with settings that name no backend.
      { env: { SITE_CONFIG_JSON: '{"siteUrl":"https://www.example.com"}' }, says: 'NODE_ENV=production but the site settings (SITE_CONFIG_JSON) name no backend: set backend.url', direct: true },
      { env: {}, says: 'NODE_ENV=production but no site settings are given (SITE_CONFIG_FILE or SITE_CONFIG_JSON)', direct: true },
    ]
    for (const { env, says, direct } of cases) {
      const settings = { SITE_CONFIG_JSON: '', SITE_CONFIG_FILE: '', LOCAL_BACKEND_DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), ...env }
      const { child, out } = direct ? spawnServer(port, settings) : spawnStart(port, settings)
      const code = await new Promise((resolve) => child.once('exit', resolve))
      expect(code, out.output).toBe(1)
      // One line, and nothing before it: no metrics port, no database, no site.
      expect(logLines(out.stdout)).toEqual([expect.objectContaining({ name: 'composer', level: 'error', event: 'not-started', msg: expect.stringContaining(says) })])
      expect(existsSync(dataDir)).toBe(false)
    }
    // The same settings with a backend named start.
    const { url } = await start({ SITE_CONFIG_JSON: JSON.stringify(hosted), LOCAL_BACKEND_DATA_DIR: dataDir, REMOTE_MAP_FILE: join(repoRoot, 'shell/dist/remotes.json'), LOCAL_BACKEND: '' })
    expect((await fetch(`${url}/config.json`)).status).toBe(200)
    expect(existsSync(dataDir)).toBe(false)
  }, 90_000)

  it("with a backend named and no map: the map is the backend's release ledger, and /healthz says when it cannot be read", async () => {
    const settings = { backend: { url: 'http://127.0.0.1:9', anonKey: 'hosted-anon-key' } }
    const metricsPort = await freePort()
    const { url, stdout } = await start({ SITE_CONFIG_JSON: JSON.stringify(settings), LOCAL_BACKEND_DATA_DIR: join(work, 'never-created-either'), METRICS_PORT: String(metricsPort) })
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'unavailable', problems: ['the remote map is not loaded'] })
    expect((await fetch(`${url}/`)).status).toBe(503)
    // No map was ever read: its age is the composer's, and keeps growing.
    const metrics = `http://127.0.0.1:${metricsPort}`
    const age = valueOf(await readMetrics(metrics), 'composer_map_age_seconds')
    expect(age).toBeGreaterThan(0)
    await vi.waitFor(async () => expect(valueOf(await readMetrics(metrics), 'composer_map_age_seconds')).toBeGreaterThan(age + 1), { timeout: 5000, interval: 250 })
    expect(logLines(stdout()).find((line) => line.event === 'map-unusable')).toMatchObject({ level: 'error', source: expect.stringContaining('http://127.0.0.1:9/rest/v1/rpc/release_map') })
  }, 90_000)

  let embedded: { url: string; stdout: () => string; dataDir: string; metrics: string } | null = null

  /** The embedded ledger's functions, called as the operator calls them (npm run release). */
  const operatorLedger = (dataDir: string) => {
    const owner = localOwnerTarget(dataDir)
    if (!owner) throw new Error(`no backend holds ${dataDir}`)
    return async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
      const headers = { apikey: owner.keys.serviceRoleKey, authorization: `Bearer ${owner.keys.serviceRoleKey}`, 'content-type': 'application/json' }
      const response = await owner.fetch(`${owner.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(args) })
      const text = await response.text()
      if (response.status !== 200) throw new Error(`${fn}: HTTP ${response.status} ${text}`)
      return JSON.parse(text) as T
    }
  }
  const liveRelease = async (ledger: ReturnType<typeof operatorLedger>, remote: string) => {
    const [status] = await ledger<{ live: { id: number } }[]>('release_status', { remote })
    return String(status!.live.id)
  }

  it('with no backend named: the local backend as a process of its own (its data folder), and /rest/v1 passed on to it', async () => {
    const dataDir = join(work, 'embedded')
    const metricsPort = await freePort()
    // Release files revalidated often and read within 500 ms, and no guard ending the canary below.
    const env = { SITE_CONFIG_JSON: '{}', LOCAL_BACKEND_DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), COMPOSE_REVALIDATE_MS: '200', COMPOSE_FETCH_TIMEOUT_MS: '500', RELEASE_GUARD_EVERY_MS: 'off' }
    const { url, stdout } = await start(env, '/healthz')
    embedded = { url, stdout, dataDir, metrics: `http://127.0.0.1:${metricsPort}` }
    expect(existsSync(dataDir)).toBe(true)
    const config = (await (await fetch(`${url}/config.json`)).json()) as { backend: { url: null; anonKey: string } }
    expect(config.backend.url).toBeNull()
    const api = await fetch(`${url}/rest/v1/marketing_audits?select=id`, { headers: { apikey: config.backend.anonKey } })
    // The table exists there (the anon role may not read it): answered by the local API, through the composer.
    expect(api.status).not.toBe(404)
    expect(api.headers.get('content-type')).toMatch(/json/)
    // One stream of JSON lines from two processes: the composer passes /rest/v1 to the backend's own.
    await vi.waitFor(() => expect(logLines(stdout()).find((line) => line.event === 'started' && line.name === 'composer')).toMatchObject({ mode: 'local', url }))
    const composer = logLines(stdout()).find((line) => line.event === 'started' && line.name === 'composer')!
    const backend = logLines(stdout()).find((line) => line.event === 'started' && line.name === 'local-backend')!
    expect(composer.api).toBe(backend.postgrestUrl)
    expect(backend.pid).not.toBe(composer.pid)
    expect(backend).not.toHaveProperty('serviceRoleKey')
    expect(logLines(stdout()).filter((line) => line.event === 'local-backend' && line.pid === backend.pid).length).toBeGreaterThan(0)
  }, 90_000)

  it('counts requests by section, release, cohort and status on its own metrics port, and a canary whose origin hangs', async () => {
    if (!embedded) throw new Error('the embedded server did not start')
    const { url, stdout, dataDir, metrics } = embedded
    expect((await fetch(`${url}/metrics`)).status).toBe(404)
    expect(logLines(stdout()).find((line) => line.event === 'metrics-started')).toMatchObject({ url: `${metrics}/metrics` })

    // The blog's candidate release on an origin of its own, at 50 % as the operator runs it (npm run release).
    const origin = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist') })
    try {
      const ledger = operatorLedger(dataDir)
      const liveBlog = await liveRelease(ledger, 'remoteBlog')
      const { id: release } = await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${origin.url}/remoteEntry.js`, check_ok: true, check_result: [] })
      const { canary } = await ledger<{ canary: number }>('release_canary', { remote: 'remoteBlog', release_id: release, percent: 50, min_views: 1000, max_failure_rate: 0.5 })
      const blog = (cohort: 'c' | 'l', visit = 0) => fetch(`${url}/blog?visit=${visit}`, { headers: { cookie: `epp_cohort=${canary}${cohort}` } })
      await vi.waitFor(async () => expect((await fetch(`${url}/blog`)).headers.get('x-release-cohort')).toMatch(/^\d+[cl]$/), { timeout: 5000, interval: 100 })
      const before = await readMetrics(metrics)
      const counted = (samples: Sample[], labels: Record<string, string>) => valueOf(samples, 'composer_requests_total', labels) - valueOf(before, 'composer_requests_total', labels)
      for (const cohort of ['c', 'c', 'l'] as const) expect((await blog(cohort)).status).toBe(200)
      expect((await fetch(`${url}/no-such-page`)).status).toBe(404)
      expect((await fetch(`${url}/config.json`)).status).toBe(200)

      const after = await readMetrics(metrics)
      expect(counted(after, { section: 'remoteBlog', release: String(release), cohort: 'canary', status: '200' })).toBe(2)
      // A live visitor's page is counted by the ledger's id of the live release, as a canary's by its own.
      expect(counted(after, { section: 'remoteBlog', release: liveBlog, cohort: 'live', status: '200' })).toBe(1)
      expect(counted(after, { section: 'shell', release: '', cohort: 'live', status: '404' })).toBe(1)
      expect(counted(after, { section: '', release: '', cohort: '', status: '200' })).toBe(1)
      // Never by path: a page's labels are its section's, whatever was asked for.
      expect(after.filter((s) => s.name === 'composer_requests_total' && Object.values(s.labels).some((v) => v.includes('/')))).toEqual([])
      // The embedded ledger tells the composer of each change, and it reads its map every few seconds.
      expect(valueOf(after, 'composer_map_age_seconds')).toBeLessThan(10)
      expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
      expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true)

      // The candidate's origin stops answering: its reads fail (counted, by remote), and its cohort gets the live page.
      origin.mode = 'hang'
      let visit = 0
      await vi.waitFor(
        async () => {
          expect((await blog('c', ++visit)).status).toBe(200)
          const now = await readMetrics(metrics)
          expect(valueOf(now, 'composer_release_read_failures_total', { remote: 'remoteBlog' })).toBeGreaterThan(0)
          expect(valueOf(now, 'composer_composition_failures_total', { section: 'remoteBlog', release: String(release), cohort: 'canary' })).toBeGreaterThan(0)
        },
        { timeout: 10_000, interval: 200 },
      )
      const lines = logLines(stdout())
      // Whichever of its files was due first: release.json, or the page's rendered HTML.
      expect(lines.find((line) => line.event === 'release-read-failed')).toMatchObject({ name: 'composer', level: 'error', remote: 'remoteBlog', file: expect.stringContaining(`${origin.url}/`), reason: expect.stringContaining('no answer within 500 ms'), candidate: true, servingLastGood: false, msg: expect.stringContaining('(a candidate: its preview and canary visitors get the live release)') })
      expect(lines.find((line) => line.event === 'candidate-fallback')).toMatchObject({ name: 'composer', level: 'error', remote: 'remoteBlog', kind: 'canary', release })
    } finally {
      origin.mode = 'ok'
      await origin.close()
    }
  }, 90_000)

  it("counts a live page, and a live section that cannot be composed, by the new live release's id as soon as it is promoted", async () => {
    if (!embedded) throw new Error('the embedded server did not start')
    const { url, dataDir, metrics } = embedded
    const ledger = operatorLedger(dataDir)
    const promote = async (origin: { url: string }) => {
      const { id } = await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${origin.url}/remoteEntry.js`, check_ok: true, check_result: [] })
      await ledger('release_promote', { remote: 'remoteBlog', release_id: id })
      return String(id)
    }
    const count = async (name: string, labels: Record<string, string>) => valueOf(await readMetrics(metrics), name, labels)
    const origin = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist') })
    const hanging = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist'), mode: 'hang' })
    try {
      const release = await promote(origin)
      // The promote ended the canary before it: no cookie, no cohort, every visitor is live.
      await vi.waitFor(
        async () => {
          const page = await fetch(`${url}/blog`)
          expect(page.status).toBe(200)
          expect(await page.text()).toContain(`"entry":"${origin.url}/remoteEntry.js"`)
          expect(await count('composer_requests_total', { section: 'remoteBlog', release, cohort: 'live', status: '200' })).toBeGreaterThan(0)
        },
        { timeout: 10_000, interval: 200 },
      )
      // A live release whose files never arrive: its section's "couldn't load" page, counted by its id.
      const broken = await promote(hanging)
      await vi.waitFor(
        async () => {
          expect((await fetch(`${url}/blog`)).status).toBe(503)
          expect(await count('composer_requests_total', { section: 'remoteBlog', release: broken, cohort: 'live', status: '503' })).toBeGreaterThan(0)
          expect(await count('composer_composition_failures_total', { section: 'remoteBlog', release: broken, cohort: 'live' })).toBeGreaterThan(0)
        },
        { timeout: 10_000, interval: 200 },
      )
    } finally {
      await Promise.all([origin.close(), hanging.close()])
    }
  }, 30_000)
})
