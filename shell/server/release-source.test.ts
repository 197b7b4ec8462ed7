// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RELEASE_FORMAT, type ReleaseManifest } from 'shared/helpers/release-manifest'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReleaseSource, releaseFileUrl, type ReleaseLocation, type ReleaseSourceOptions } from './release-source'

const REVALIDATE_MS = 50
const TIMEOUT_MS = 1000
/** The bound in the tests of an origin that never answers: they wait it out for real (AbortSignal.timeout). */
const HANG_TIMEOUT_MS = 250
const TOO_LARGE = 'larger than 1000 bytes, the most the composition server reads (COMPOSE_FETCH_MAX_BYTES)'

const tmp = mkdtempSync(join(tmpdir(), 'release-source-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** How long the reader that starts a revalidation over HTTP waits for its outcome (the source's FRESH_WAIT_MS). */
const FRESH_WAIT_MS = 50

/**
 * Time passes only when a test says so: the clock the cache and the backoff read, and the timer that
 * ends a reader's wait for a revalidation, are faked. Sockets, AbortSignal.timeout, setImmediate and
 * microtasks stay real, so the test servers answer as usual. With that timer faked, the reader that
 * starts a revalidation waits for its outcome: every read after the clock moved gives the origin's answer.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}
afterEach(() => vi.useRealTimers())

/** Settles once every pending microtask and I/O callback queued so far has run. */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve))

// The source logs each failure and recovery once: expected here, kept out of the test output.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

type Handler = (req: IncomingMessage, res: ServerResponse) => void

interface TestServer {
  origin: string
  port: number
  /** Each request's path and headers, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[]
  close: () => Promise<void>
  /** Listens again on the same port, with the same handler. */
  reopen: () => Promise<void>
}

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

async function serve(handler: Handler): Promise<TestServer> {
  const requests: TestServer['requests'] = []
  let server: Server
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((req, res) => {
        requests.push({ path: req.url ?? '', headers: req.headers })
        handler(req, res)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  let open = true
  const result: TestServer = {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve()
        open = false
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    reopen: async () => {
      await listen(port)
      open = true
    },
  }
  servers.push(result)
  return result
}

function options(overrides: Partial<ReleaseSourceOptions> & { origins?: string[] } = {}): ReleaseSourceOptions {
  const { origins = [], ...rest } = overrides
  const allowed = new Set(origins)
  return { timeoutMs: TIMEOUT_MS, maxBytes: 10_000, revalidateMs: REVALIDATE_MS, allowedOrigins: () => allowed, ...rest }
}

const httpAt = (server: TestServer, folder = '/v1/'): ReleaseLocation => ({ kind: 'http', url: `${server.origin}${folder}` })

/** A fresh release folder, as the composition locates one on this server's disk. */
function folder(name: string): { dir: string; location: ReleaseLocation; write: (file: string, text: string, mtime: number) => void } {
  const dir = join(tmp, name)
  mkdirSync(dir, { recursive: true })
  return {
    dir,
    location: { kind: 'folder', dir, url: `http://composition.invalid/remotes/${name}/` },
    write(file, text, mtime) {
      const path = join(dir, file)
      mkdirSync(join(path, '..'), { recursive: true })
      writeFileSync(path, text)
      // An explicit modification time: the revalidation must not depend on the file system's clock.
      utimesSync(path, mtime, mtime)
    },
  }
}

function manifest(overrides: Record<string, unknown> = {}): string {
  const value: ReleaseManifest = {
    format: RELEASE_FORMAT,
    remote: 'remoteBlog',
    builtAt: '2024-01-01T00:00:00.000Z',
    entry: 'remoteEntry.js',
    requires: {},
    builtWith: {},
    siteConfigHash: 'x',
    styles: ['assets/x.css'],
    preload: ['remoteEntry.js'],
    routes: { pages: [], redirects: [] },
    bodies: { '/blog': 'rendered/blog.html' },
    files: {},
  }
  return JSON.stringify({ ...value, ...overrides })
}

describe('releaseFileUrl', () => {
  const http: ReleaseLocation = { kind: 'http', url: 'https://cdn.example.com/v42/' }

  it('resolves a file inside the release folder', () => {
    expect(releaseFileUrl(http, 'release.json')).toBe('https://cdn.example.com/v42/release.json')
    expect(releaseFileUrl(http, 'rendered/blog__a.html')).toBe('https://cdn.example.com/v42/rendered/blog__a.html')
  })

  it.each([
    ['../x', 'a parent folder'],
    ['rendered/../../x', 'a parent folder further down'],
    ['..', 'the parent itself'],
    ['https://evil.example.com/x', 'an absolute URL'],
    ['//evil.example.com/x', 'a protocol-relative URL'],
    ['javascript:alert(1)', 'another scheme'],
    ['/x', 'a root-relative path'],
    ['rendered\\x.html', 'a backslash'],
    ['..\\x', 'a backslash parent'],
    ['%2e%2e/x', 'an encoded parent folder'],
  ])('refuses %s (%s)', (file) => {
    expect(releaseFileUrl(http, file)).toBeNull()
  })
})

describe('a release in a folder', () => {
  it('reads a file, keeps it for revalidateMs, then picks up a change by its modification time', async () => {
    // Only the clock the cache reads is faked: "not before" and "after" do not depend on timing.
    vi.useFakeTimers({ toFake: ['Date'] })
    const release = folder('mtime')
    release.write('rendered/blog.html', '<p>one</p>', 1_000_000)
    const source = createReleaseSource(options())

    const first = await source.read(release.location, 'rendered/blog.html')
    expect(first).toMatchObject({ ok: true, file: { text: '<p>one</p>', stale: false } })

    release.write('rendered/blog.html', '<p>two!</p>', 1_000_100)
    vi.advanceTimersByTime(REVALIDATE_MS - 10)
    const before = await source.read(release.location, 'rendered/blog.html')
    expect(before).toEqual(first)

    vi.advanceTimersByTime(20)
    const after = await source.read(release.location, 'rendered/blog.html')
    expect(after).toMatchObject({ ok: true, file: { text: '<p>two!</p>', stale: false } })
    if (!first.ok || !after.ok) throw new Error('unreachable')
    expect(after.file.stamp).not.toBe(first.file.stamp)
  })

  it('keeps the same copy when revalidation finds the file unchanged', async () => {
    const release = folder('unchanged')
    release.write('release.json', manifest(), 2_000_000)
    const source = createReleaseSource(options({ revalidateMs: 0 }))
    const first = await source.read(release.location, 'release.json')
    const second = await source.read(release.location, 'release.json')
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(second.file).toBe(first.file)
  })

  it('refuses a missing file and one larger than maxBytes', async () => {
    const release = folder('limits')
    release.write('big.html', 'x'.repeat(101), 3_000_000)
    const source = createReleaseSource(options({ maxBytes: 100 }))
    expect(await source.read(release.location, 'nope.html')).toEqual({ ok: false, error: 'not found' })
    expect(await source.read(release.location, 'big.html')).toEqual({ ok: false, error: TOO_LARGE.replace('1000', '100') })
  })

  it('refuses a file outside the folder without reading it', async () => {
    const release = folder('outside')
    writeFileSync(join(tmp, 'secret.txt'), 'secret')
    const source = createReleaseSource(options())
    const result = await source.read(release.location, '../secret.txt')
    expect(result).toEqual({ ok: false, error: '../secret.txt is outside the release folder' })
  })

  it('serves the last good copy marked stale once the folder is gone, and clears it when the file is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const release = folder('gone')
    release.write('rendered/blog.html', '<p>kept</p>', 4_000_000)
    const source = createReleaseSource(options())
    expect(await source.read(release.location, 'rendered/blog.html')).toMatchObject({ ok: true, file: { text: '<p>kept</p>', stale: false } })

    rmSync(release.dir, { recursive: true, force: true })
    vi.advanceTimersByTime(REVALIDATE_MS + 1)
    expect(await source.read(release.location, 'rendered/blog.html')).toMatchObject({ ok: true, file: { text: '<p>kept</p>', stale: true } })

    release.write('rendered/blog.html', '<p>kept</p>', 4_000_000)
    vi.advanceTimersByTime(REVALIDATE_MS + 1)
    expect(await source.read(release.location, 'rendered/blog.html')).toMatchObject({ ok: true, file: { text: '<p>kept</p>', stale: false } })
  })
})

describe('a release over HTTP', () => {
  it('revalidates with the ETag after revalidateMs, and a 304 keeps the content', async () => {
    const server = await serve((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' }).end()
        return
      }
      res.writeHead(200, { etag: '"v1"', 'content-type': 'text/html' }).end('<p>over http</p>')
    })
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const location = httpAt(server)

    const first = await source.read(location, 'rendered/blog.html')
    expect(first).toMatchObject({ ok: true, file: { text: '<p>over http</p>', stale: false } })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.path).toBe('/v1/rendered/blog.html')
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined()

    vi.advanceTimersByTime(REVALIDATE_MS - 1)
    expect(await source.read(location, 'rendered/blog.html')).toEqual(first)
    expect(server.requests).toHaveLength(1)

    vi.advanceTimersByTime(1)
    const second = await source.read(location, 'rendered/blog.html')
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.headers['if-none-match']).toBe('"v1"')
    expect(second).toEqual(first)
  })

  it('revalidates in the background: the reader that starts it waits FRESH_WAIT_MS at most, every other reader not at all', async () => {
    let arrived = () => {}
    const revalidating = new Promise<void>((resolve) => {
      arrived = resolve
    })
    let logged = () => {}
    const failed = new Promise<void>((resolve) => {
      logged = resolve
    })
    vi.mocked(console.error).mockImplementation(() => logged())
    // The revalidation is never answered: only the bound on the readers' wait ends their wait.
    const server = await serve((_req, res) => {
      if (server.requests.length === 1) return void res.writeHead(200, { etag: '"v1"' }).end('<p>v1</p>')
      arrived()
    })
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin], timeoutMs: HANG_TIMEOUT_MS }))
    const location = httpAt(server)
    const first = await source.read(location, 'rendered/blog.html')

    vi.advanceTimersByTime(REVALIDATE_MS)
    let settled = false
    const starter = source.read(location, 'rendered/blog.html').finally(() => {
      settled = true
    })
    await revalidating
    await vi.advanceTimersByTimeAsync(FRESH_WAIT_MS - 1)
    await drain()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await starter).toEqual(first)
    // Another reader gets the copy at once, and the revalidation in flight is not asked again.
    expect(await source.read(location, 'rendered/blog.html')).toEqual(first)
    expect(server.requests).toHaveLength(2)

    // Once the revalidation times out (logged), readers get the copy marked stale.
    await failed
    await drain()
    if (!first.ok) throw new Error('unreachable')
    expect(await source.read(location, 'rendered/blog.html')).toEqual({ ok: true, file: { ...first.file, stale: true } })
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toContain(`no answer within ${HANG_TIMEOUT_MS} ms`)
  })

  it('makes no request within revalidateMs', async () => {
    const server = await serve((_req, res) => void res.writeHead(200, { etag: '"v1"' }).end('cached'))
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const first = await source.read(httpAt(server), 'a.html')
    vi.advanceTimersByTime(REVALIDATE_MS - 1)
    expect(await source.read(httpAt(server), 'a.html')).toEqual(first)
    expect(server.requests).toHaveLength(1)
  })

  it('takes a new version when the server answers 200 to the revalidation', async () => {
    let version = 1
    const server = await serve((req, res) => {
      const etag = `"v${version}"`
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end()
      res.writeHead(200, { etag }).end(`<p>version ${version}</p>`)
    })
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const first = await source.read(httpAt(server), 'rendered/blog.html')
    version = 2
    vi.advanceTimersByTime(REVALIDATE_MS)
    const second = await source.read(httpAt(server), 'rendered/blog.html')
    expect(second).toMatchObject({ ok: true, file: { text: '<p>version 2</p>', stale: false } })
    if (!first.ok || !second.ok) throw new Error('unreachable')
    expect(second.file.stamp).not.toBe(first.file.stamp)
  })

  it('refuses an origin the map does not name, with no request made', async () => {
    const server = await serve((_req, res) => void res.writeHead(200).end('nope'))
    const source = createReleaseSource(options({ origins: ['http://127.0.0.1:1'] }))
    const result = await source.read(httpAt(server), 'release.json')
    expect(result).toEqual({ ok: false, error: `${server.origin} is not an origin the remote map names` })
    expect(server.requests).toHaveLength(0)
  })

  it('reads the allowed origins on every read (a map switch applies at once)', async () => {
    const server = await serve((_req, res) => void res.writeHead(200).end('ok'))
    const allowed = new Set<string>()
    const source = createReleaseSource(options({ allowedOrigins: () => allowed }))
    expect((await source.read(httpAt(server), 'a.txt')).ok).toBe(false)
    allowed.add(server.origin)
    expect(await source.read(httpAt(server), 'a.txt')).toMatchObject({ ok: true, file: { text: 'ok' } })
    expect(server.requests).toHaveLength(1)
  })

  it('refuses a response larger than maxBytes by its content-length', async () => {
    const server = await serve((_req, res) => {
      const body = 'x'.repeat(2_000)
      res.writeHead(200, { 'content-length': String(body.length) }).end(body)
    })
    const source = createReleaseSource(options({ origins: [server.origin], maxBytes: 1_000 }))
    expect(await source.read(httpAt(server), 'big.html')).toEqual({ ok: false, error: TOO_LARGE })
  })

  it('refuses a chunked response (no content-length) once it grows past maxBytes', async () => {
    const server = await serve((_req, res) => {
      // No content-length: Node sends it chunked.
      res.writeHead(200, { 'content-type': 'text/html' })
      // Several chunks, none alone too large: only the running total is.
      for (let i = 0; i < 5; i += 1) res.write('y'.repeat(300))
      res.end()
    })
    const source = createReleaseSource(options({ origins: [server.origin], maxBytes: 1_000 }))
    expect(await source.read(httpAt(server), 'big.html')).toEqual({ ok: false, error: TOO_LARGE })
  })

  it('accepts a chunked response of exactly maxBytes', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200)
      res.write('z'.repeat(600))
      res.end('z'.repeat(400))
    })
    const source = createReleaseSource(options({ origins: [server.origin], maxBytes: 1_000 }))
    const result = await source.read(httpAt(server), 'edge.html')
    expect(result.ok && result.file.text.length).toBe(1_000)
  })

  it('fails after timeoutMs when the server never answers, saying so', async () => {
    const server = await serve(() => undefined)
    const source = createReleaseSource(options({ origins: [server.origin], timeoutMs: HANG_TIMEOUT_MS }))
    const started = Date.now()
    const result = await source.read(httpAt(server), 'release.json')
    const elapsed = Date.now() - started
    expect(result).toEqual({ ok: false, error: `no answer within ${HANG_TIMEOUT_MS} ms` })
    expect(elapsed).toBeGreaterThanOrEqual(HANG_TIMEOUT_MS - 20)
    // Well before a hang would end: the bound allows for a loaded machine.
    expect(elapsed).toBeLessThan(HANG_TIMEOUT_MS + 5_000)
    expect(server.requests).toHaveLength(1)
  })

  it('after a timeout with nothing read yet, fails at once for a moment instead of waiting again', async () => {
    const server = await serve(() => undefined)
    // The clock stands still: the second read falls inside the backoff whatever the machine's speed.
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin], timeoutMs: HANG_TIMEOUT_MS }))
    await source.read(httpAt(server), 'release.json')
    // Not waited again: the failure is answered from the cache, with no request to the origin.
    expect(await source.read(httpAt(server), 'release.json')).toEqual({ ok: false, error: `no answer within ${HANG_TIMEOUT_MS} ms` })
    expect(server.requests).toHaveLength(1)
  })

  it('fails after timeoutMs when the body never ends', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200)
      res.write('<p>start')
    })
    const source = createReleaseSource(options({ origins: [server.origin], timeoutMs: HANG_TIMEOUT_MS }))
    expect(await source.read(httpAt(server), 'rendered/blog.html')).toEqual({ ok: false, error: `no answer within ${HANG_TIMEOUT_MS} ms` })
  })

  it('fails on an error status and on a redirect', async () => {
    const server = await serve((req, res) => {
      if (req.url?.endsWith('moved.json')) return void res.writeHead(302, { location: '/v1/release.json' }).end()
      res.writeHead(404).end('missing')
    })
    const source = createReleaseSource(options({ origins: [server.origin] }))
    expect(await source.read(httpAt(server), 'release.json')).toEqual({ ok: false, error: 'HTTP 404' })
    const moved = await source.read(httpAt(server), 'moved.json')
    expect(moved.ok).toBe(false)
    // Not followed: only the redirect itself was requested.
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/release.json', '/v1/moved.json'])
  })

  it('serves the last good copy marked stale while the server is gone, and clears stale when it is back', async () => {
    const server = await serve((_req, res) => void res.writeHead(200, { etag: '"same"' }).end('<p>good</p>'))
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const location = httpAt(server)
    const good = await source.read(location, 'rendered/blog.html')
    expect(good).toMatchObject({ ok: true, file: { text: '<p>good</p>', stale: false } })
    if (!good.ok) return

    await server.close()
    vi.advanceTimersByTime(REVALIDATE_MS)
    const stale = await source.read(location, 'rendered/blog.html')
    expect(stale).toEqual({ ok: true, file: { ...good.file, stale: true } })
    // Within revalidateMs of the failure: the stale copy again, without another attempt.
    await server.reopen()
    vi.advanceTimersByTime(REVALIDATE_MS - 1)
    expect(await source.read(location, 'rendered/blog.html')).toEqual(stale)
    expect(server.requests).toHaveLength(1)
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toContain('(last good copy kept: visitors get it)')

    vi.advanceTimersByTime(1)
    const recovered = await source.read(location, 'rendered/blog.html')
    expect(recovered).toEqual({ ok: true, file: { ...good.file, stale: false } })
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('readable again'))
  })

  it('logs a candidate\'s unreadable file as what its visitors get: the live release, not its last good copy', async () => {
    let down = false
    const server = await serve((_req, res) => void (down ? res.writeHead(500).end() : res.writeHead(200).end('<p>candidate</p>')))
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const candidate = { ...httpAt(server), remote: 'remoteBlog', candidate: true }
    await source.read(candidate, 'rendered/blog.html')
    down = true
    vi.advanceTimersByTime(REVALIDATE_MS)
    await source.read(candidate, 'rendered/blog.html')
    expect(console.error).toHaveBeenCalledTimes(1)
    const line = String(vi.mocked(console.error).mock.calls[0]?.[0])
    expect(line).toContain('HTTP 500 (a candidate: its preview and canary visitors get the live release)')
    expect(line).not.toContain('last good copy')
  })

  it('clears stale on a 304 after recovery', async () => {
    let down = false
    const server = await serve((req, res) => {
      if (down) return void res.writeHead(500).end()
      if (req.headers['if-none-match'] === '"e"') return void res.writeHead(304).end()
      res.writeHead(200, { etag: '"e"' }).end('body')
    })
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    await source.read(httpAt(server), 'x.html')
    down = true
    vi.advanceTimersByTime(REVALIDATE_MS)
    expect(await source.read(httpAt(server), 'x.html')).toMatchObject({ ok: true, file: { text: 'body', stale: true } })
    down = false
    vi.advanceTimersByTime(REVALIDATE_MS)
    expect(await source.read(httpAt(server), 'x.html')).toMatchObject({ ok: true, file: { text: 'body', stale: false } })
    expect(server.requests).toHaveLength(3)
    expect(server.requests.at(-1)?.headers['if-none-match']).toBe('"e"')
  })

  it('fails with no copy when the first read fails', async () => {
    const server = await serve((_req, res) => void res.writeHead(200).end('x'))
    await server.close()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const result = await source.read(httpAt(server), 'release.json')
    expect(result.ok).toBe(false)
  })

  it('logs a failure once until the file is readable again', async () => {
    let down = true
    const server = await serve((_req, res) => void (down ? res.writeHead(503).end() : res.writeHead(200).end('back')))
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    expect(await source.read(httpAt(server), 'x.html')).toEqual({ ok: false, error: 'HTTP 503' })
    vi.advanceTimersByTime(REVALIDATE_MS)
    expect(await source.read(httpAt(server), 'x.html')).toEqual({ ok: false, error: 'HTTP 503' })
    expect(server.requests).toHaveLength(2)
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe(`Composition: cannot read ${server.origin}/v1/x.html: HTTP 503`)
    down = false
    // Two failures in a row: the next attempt waits twice as long (the backoff).
    vi.advanceTimersByTime(REVALIDATE_MS * 2 - 1)
    expect(await source.read(httpAt(server), 'x.html')).toEqual({ ok: false, error: 'HTTP 503' })
    expect(server.requests).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(await source.read(httpAt(server), 'x.html')).toMatchObject({ ok: true, file: { text: 'back', stale: false } })
    expect(console.warn).toHaveBeenCalledWith(`Composition: ${server.origin}/v1/x.html readable again`)
  })

  it('shares one request between concurrent reads of a file', async () => {
    // The first answer is held until every read has started: they overlap whatever the machine's speed.
    let arrived = () => {}
    const asked = new Promise<void>((resolve) => {
      arrived = resolve
    })
    let answer = () => {}
    const server = await serve((_req, res) => {
      answer = () => void res.writeHead(200, { etag: '"c"' }).end(manifest())
      arrived()
      if (server.requests.length > 1) answer()
    })
    fakeClock()
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const location = httpAt(server)
    const reads = Promise.all([source.read(location, 'release.json'), source.read(location, 'release.json'), source.release(location), source.release(location)])
    await asked
    answer()
    const [a, b, c, d] = await reads
    expect(server.requests).toHaveLength(1)
    if (!a.ok || !b.ok || !c.ok || !d.ok) throw new Error('a read failed')
    expect(b.file).toBe(a.file)
    expect(c.release.stamp).toBe(a.file.stamp)
    expect(d.release.manifest).toBe(c.release.manifest)

    // A revalidation is shared too: the first read waits for it (the clock is stopped), the others not.
    vi.advanceTimersByTime(REVALIDATE_MS)
    await Promise.all([source.read(location, 'release.json'), source.read(location, 'release.json'), source.read(location, 'release.json')])
    expect(server.requests).toHaveLength(2)
  })

  it('keeps separate files apart', async () => {
    const server = await serve((req, res) => void res.writeHead(200).end(`file ${req.url}`))
    const source = createReleaseSource(options({ origins: [server.origin] }))
    const [a, b] = await Promise.all([source.read(httpAt(server), 'a.html'), source.read(httpAt(server), 'b.html')])
    expect(a).toMatchObject({ ok: true, file: { text: 'file /v1/a.html' } })
    expect(b).toMatchObject({ ok: true, file: { text: 'file /v1/b.html' } })
    expect(server.requests).toHaveLength(2)
  })
})

describe('release()', () => {
  async function releaseFrom(text: string) {
    const release = folder(`manifest-${Math.random().toString(36).slice(2)}`)
    release.write('release.json', text, 5_000_000)
    return createReleaseSource(options()).release(release.location)
  }

  it('reads a well-formed manifest with its stamp', async () => {
    const result = await releaseFrom(manifest())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.release.manifest.remote).toBe('remoteBlog')
    expect(result.release.stale).toBe(false)
    expect(result.release.stamp).toMatch(/release\.json#[0-9a-f]{12}$/)
  })

  it('refuses another format', async () => {
    expect(await releaseFrom(manifest({ format: RELEASE_FORMAT + 1 }))).toEqual({ ok: false, error: `release.json: format ${RELEASE_FORMAT + 1}, this server reads ${RELEASE_FORMAT}` })
    expect(await releaseFrom(manifest({ format: String(RELEASE_FORMAT) }))).toMatchObject({ ok: false, error: expect.stringContaining('this server reads') })
  })

  it.each([
    ['not JSON', '{ "format": 1', 'release.json: not JSON'],
    ['null', 'null', 'release.json: not an object'],
    ['a string', '"release"', 'release.json: not an object'],
    ['no remote', manifest({ remote: undefined }), 'release.json: no remote name or routes'],
    ['a numeric remote', manifest({ remote: 7 }), 'release.json: no remote name or routes'],
    ['no routes', manifest({ routes: undefined }), 'release.json: no remote name or routes'],
    ['routes without redirects', manifest({ routes: { pages: [] } }), 'release.json: no remote name or routes'],
    ['pages not a list', manifest({ routes: { pages: {}, redirects: [] } }), 'release.json: no remote name or routes'],
    ['a body that is not a file name', manifest({ bodies: { '/blog': 3 } }), 'release.json: bodies, files, styles or preload malformed'],
    ['no bodies', manifest({ bodies: undefined }), 'release.json: bodies, files, styles or preload malformed'],
    ['files not an object', manifest({ files: 'rss.xml' }), 'release.json: bodies, files, styles or preload malformed'],
    ['styles not a list', manifest({ styles: 'assets/x.css' }), 'release.json: bodies, files, styles or preload malformed'],
    ['no preload', manifest({ preload: undefined }), 'release.json: bodies, files, styles or preload malformed'],
  ])('refuses a manifest with %s', async (_name, text, error) => {
    expect(await releaseFrom(text)).toEqual({ ok: false, error })
  })

  it('passes on a read failure', async () => {
    const release = folder('no-manifest')
    expect(await createReleaseSource(options()).release(release.location)).toEqual({ ok: false, error: 'not found' })
  })
})
