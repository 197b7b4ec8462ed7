// @vitest-environment node
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEnv } from '../../scripts/build-env.mjs'
import { runReleaseCheck } from '../release-check/checks'
import { listen, type TestServer } from '../testing/release-check-servers'

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
/** What `npm run release` runs: the built command, built first when stale. */
const releaseScript = join(repoRoot, 'scripts/release.mjs')
const liveDist = join(repoRoot, 'remote-blog/dist')

/** Every file's path and content under `dir`: equal hashes, byte-for-byte the same folder. */
function folderHash(dir: string): string {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(`${relative(dir, path)}\0`).update(readFileSync(path)).update('\0')
    }
  }
  walk(dir)
  return hash.digest('hex')
}

/**
 * This test runner's own environment (VITEST, NODE_ENV=test), as a team's test job might call the
 * command: its build is still the production build, federation and all (scripts/build-env.mjs).
 */
const runnerEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS'))

function start(args: string[]): ChildProcessWithoutNullStreams & { output: { stdout: string; stderr: string } } {
  const child = spawn(process.execPath, [releaseScript, ...args], { cwd: repoRoot, env: runnerEnv }) as ChildProcessWithoutNullStreams & { output: { stdout: string; stderr: string } }
  child.output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (child.output.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (child.output.stderr += chunk.toString()))
  return child
}

const exited = (child: ChildProcessWithoutNullStreams) => new Promise<number | null>((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('close', (code) => done(code))))

/** The line `serve` logs once it listens, and the address in it. */
function served(child: ReturnType<typeof start>): Promise<string> {
  return new Promise((done, fail) => {
    const look = () => {
      const match = /Serving .* at (http:\/\/\S+\/) /.exec(child.output.stderr)
      if (match) done(match[1]!)
    }
    child.stderr.on('data', look)
    child.once('close', (code) => fail(new Error(`serve exited with ${code}: ${child.output.stderr}`)))
    look()
  })
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

it('a build started from a test run (npm start\'s first build, the release command\'s) drops only what marks the test run', () => {
  // Under these, @module-federation/vite adds no plugins: the build would write a site whose sections never load.
  const env = buildEnv({ PATH: '/usr/bin', VITEST: 'true', VITEST_POOL_ID: '1', NODE_ENV: 'test', JEST_WORKER_ID: '1', TEST: 'true', SITE_CONFIG_JSON: '{}' })
  expect(env).toEqual({ PATH: '/usr/bin', SITE_CONFIG_JSON: '{}' })
})

const candidate = mkdtempSync(join(tmpdir(), 'release-candidate-'))
afterAll(() => rmSync(candidate, { recursive: true, force: true }))

describe.skipIf(!existsSync(join(liveDist, 'release.json')))('build <remote> <dir>, then serve <dir>', () => {
  const liveBefore = existsSync(liveDist) ? folderHash(liveDist) : ''
  let build: { code: number | null; stdout: string; stderr: string }

  beforeAll(async () => {
    // The package name works as the federation name does.
    expect(runnerEnv.VITEST, 'the command runs in a test runner\'s environment').toBeDefined()
    const child = start(['build', 'remote-blog', candidate])
    build = { code: await exited(child), ...child.output }
  }, 300_000)

  it('builds the release into the folder (entry, federation manifest, release.json, rendered pages), and the live dist/ is byte-for-byte unchanged', () => {
    expect(build.stderr).toContain(`Building remoteBlog (remote-blog) into ${candidate}`)
    expect(build.code, build.stderr).toBe(0)
    expect(build.stdout).toContain(`Built remoteBlog into ${candidate}; remote-blog/dist (what the running site serves) is unchanged.`)
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'release.json', 'routes.json', 'rendered']) expect(existsSync(join(candidate, file)), file).toBe(true)
    expect(JSON.parse(readFileSync(join(candidate, 'release.json'), 'utf8'))).toMatchObject({ remote: 'remoteBlog', entry: 'remoteEntry.js' })
    expect(folderHash(liveDist)).toBe(liveBefore)
  })

  it('refuses a folder that is not empty (exit 2), and the remote\'s own dist/, before building anything', async () => {
    const full = start(['build', 'remoteBlog', candidate])
    expect(await exited(full)).toBe(2)
    expect(full.output.stderr).toContain(`<dir> ${candidate} is not empty: name a new or empty folder`)
    const live = start(['build', 'remoteBlog', liveDist])
    expect(await exited(live)).toBe(2)
    expect(live.output.stderr).toContain('is or holds remote-blog/dist, what the running site serves')
  })

  describe('serve', () => {
    let site: TestServer
    let server: ReturnType<typeof start>
    let url = ''
    let port = 0

    beforeAll(async () => {
      // The site the check joins: another origin, so CORS is checked; its map is passed in.
      site = await listen((_request, response) => response.writeHead(404).end())
      port = await freePort()
      server = start(['serve', candidate, '--port', String(port)])
      url = await served(server)
    }, 60_000)
    afterAll(async () => {
      if (server.exitCode === null) server.kill('SIGKILL')
      await site.close()
    })

    it('logs where it serves, with the headers the release check asks of a team\'s origin: its delivery check passes', async () => {
      expect(url).toBe(`http://127.0.0.1:${port}/`)
      const mapText = JSON.stringify({ remoteBlog: { entry: `${url}remoteEntry.js`, paths: ['/blog', '/blog/*'] } })
      const results = await runReleaseCheck({ remote: 'remoteBlog', distUrl: url, siteUrl: site.url, mapText })
      const byName = Object.fromEntries(results.map((result) => [result.name, result]))
      expect(byName.manifest, JSON.stringify(byName.manifest)).toMatchObject({ ok: true })
      expect(byName.delivery, JSON.stringify(byName.delivery)).toMatchObject({ ok: true })
      expect(byName.delivery!.detail).toContain(`with CORS for ${site.url}; assets/* long-lived, the rest revalidated`)
    })

    it('sends each file\'s content type, an ETag, and a precompressed twin to a browser that takes it', async () => {
      const entry = await fetch(`${url}remoteEntry.js`, { headers: { origin: site.url } })
      expect(entry.status).toBe(200)
      expect(entry.headers.get('content-type')).toBe('text/javascript')
      expect(entry.headers.get('access-control-allow-origin')).toBe('*')
      expect(entry.headers.get('cache-control')).toBe('no-cache')
      expect(entry.headers.get('etag')).toBeTruthy()
      expect((await fetch(`${url}release.json`)).headers.get('content-type')).toBe('application/json')
      const twin = await fetch(`${url}release.json`, { headers: { 'accept-encoding': 'br' } })
      expect(twin.headers.get('content-encoding')).toBe('br')
      expect(twin.headers.get('vary')).toBe('Accept-Encoding')
      const missing = await fetch(`${url}nothing-here.js`)
      expect(missing.status).toBe(404)
    })

    it('refuses a taken port (exit 1), saying so', async () => {
      const second = start(['serve', candidate, '--port', String(port)])
      expect(await exited(second)).toBe(1)
      expect(second.output.stdout).toContain(`Cannot serve on 127.0.0.1:${port}: the port is taken`)
    })

    it('stops on SIGTERM with exit 0', async () => {
      server.kill('SIGTERM')
      expect(await exited(server)).toBe(0)
      expect(server.output.stdout).toContain(`Stopped serving ${candidate} (SIGTERM).`)
    })

    it('stops on SIGINT (Ctrl-C) with exit 0', async () => {
      const another = start(['serve', candidate, '--port', String(await freePort())])
      await served(another)
      another.kill('SIGINT')
      expect(await exited(another)).toBe(0)
      expect(another.output.stdout).toContain(`Stopped serving ${candidate} (SIGINT).`)
    })
  })
})
