// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELEASE_FORMAT } from 'shared/helpers/release-manifest'
import type { ReleaseSource } from '../server/release-source'
import { overlayError } from './dev-error'
import { createDevReleaseSource } from './dev-release-source'

/** A dev server's release, as the dev composition reads it: always afresh, its errors as it says them. */

const answer = { status: 200, type: 'text/html', body: '<div data-section-root>v1</div>' }
let devServer: Server
let origin = ''
const builds: ReleaseSource = {
  read: () => Promise.resolve({ ok: false, error: 'read from the builds' }),
  release: () => Promise.resolve({ ok: false, error: 'released from the builds' }),
  corsProblem: () => Promise.resolve(null),
}

beforeAll(async () => {
  devServer = createServer((req, res) => {
    if (req.url === '/release.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ format: RELEASE_FORMAT, remote: 'remoteBlog', routes: { pages: [], redirects: [] }, bodies: {}, files: {}, styles: [], preload: [] }))
      return
    }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((done) => devServer.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`
})
afterAll(() => new Promise((done) => devServer.close(done)))

describe('createDevReleaseSource', () => {
  const source = () => createDevReleaseSource({ isDevOrigin: (o) => o === origin, builds })

  it("reads a dev server's files afresh on every request: a save shows at once, never an older copy", async () => {
    const releases = source()
    const location = { kind: 'http' as const, url: `${origin}/` }
    expect((await releases.release(location)).ok).toBe(true)
    answer.body = '<div data-section-root>v1</div>'
    const first = await releases.read(location, 'rendered/blog.html')
    answer.body = '<div data-section-root>v2</div>'
    const second = await releases.read(location, 'rendered/blog.html')
    expect(first.ok && first.file.text).toContain('v1')
    expect(second.ok && second.file.text).toContain('v2')

    answer.status = 500
    answer.type = 'text/plain; charset=utf-8'
    answer.body = 'remoteBlog could not render /blog on the server (remote-blog/src/routes/blog-index-page.tsx:12:9): Error: boom'
    expect(await releases.read(location, 'rendered/blog.html')).toEqual({ ok: false, error: answer.body })
    answer.status = 200
    answer.type = 'text/html'
  })

  it('sends every other release to the builds, and names a dev server that is not running', async () => {
    const releases = source()
    expect(await releases.read({ kind: 'folder', dir: '/tmp', url: 'http://composition.invalid/remotes/remote-blog/' }, 'release.json')).toEqual({ ok: false, error: 'read from the builds' })
    // A port nothing listens on any more.
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const stoppedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
    await new Promise((done) => closed.close(done))
    expect(await releases.read({ kind: 'http', url: stoppedUrl }, 'release.json')).toEqual({ ok: false, error: 'read from the builds' })
    const missing = await createDevReleaseSource({ isDevOrigin: () => true, builds }).read({ kind: 'http', url: stoppedUrl }, 'release.json')
    expect(missing).toEqual({ ok: false, error: `${stoppedUrl}release.json: ECONNREFUSED (is its dev server running?)` })
  })

  it("waits until the dev server's origin is ready before reading (npm run dev starts it on the first need)", async () => {
    const woken: string[] = []
    let up = false
    const releases = createDevReleaseSource({
      isDevOrigin: (o) => o === origin,
      builds,
      ready: async (o) => {
        woken.push(o)
        await new Promise((resolve) => setTimeout(resolve, 50))
        up = true
      },
    })
    const location = { kind: 'http' as const, url: `${origin}/` }
    expect((await releases.release(location)).ok).toBe(true)
    expect(up).toBe(true)
    expect(woken).toEqual([origin])
    await releases.read({ kind: 'folder', dir: '/tmp', url: 'http://composition.invalid/remotes/remote-blog/' }, 'release.json')
    expect(woken, 'a built release is not woken').toEqual([origin])
  })
})

describe("the dev page's error", () => {
  it("gives Vite's overlay the file the error names, from the repository's root", () => {
    const error = 'remoteBlog could not render /blog on the server (remote-blog/src/routes/blog-index-page.tsx:12:9): Error: boom\n    at BlogIndexPage (/work/x/remote-blog/src/routes/blog-index-page.tsx:12:9)'
    expect(overlayError(error, '/work/x')).toEqual({
      message: 'remoteBlog could not render /blog on the server (remote-blog/src/routes/blog-index-page.tsx:12:9): Error: boom',
      stack: '    at BlogIndexPage (/work/x/remote-blog/src/routes/blog-index-page.tsx:12:9)',
      id: '/work/x/remote-blog/src/routes/blog-index-page.tsx',
      loc: { file: '/work/x/remote-blog/src/routes/blog-index-page.tsx', line: 12, column: 9 },
    })
    expect(overlayError('Error: no place', '/work/x')).toEqual({ message: 'Error: no place', stack: '' })
  })
})
