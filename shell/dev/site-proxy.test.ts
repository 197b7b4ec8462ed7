// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReleaseOrigin, type ReleaseOrigin } from '../testing/release-origin'
import { createDevMapSource } from './dev-map-source'
import { findRemote } from './dev-mode'
import { serveSiteFile } from './site-proxy'

/** `--site`: a deployed site's files through the dev server, read-only and bounded. */

const limits = { timeoutMs: 400, maxBytes: 64 * 1024 }
let folder: string
let site: ReleaseOrigin
let proxy: Server
let proxyUrl = ''
let maps: ReturnType<typeof createDevMapSource>

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-proxy-'))
  mkdirSync(join(folder, 'remotes/remote-marketing'), { recursive: true })
  writeFileSync(join(folder, 'remotes/remote-marketing/remoteEntry.js'), 'export const entry = 1\n')
  writeFileSync(join(folder, 'config.json'), '{"secret":"not a release file"}')
  writeFileSync(join(folder, 'remotes.json'), JSON.stringify({ remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/'] } }))
  site = await startReleaseOrigin({ dir: folder })
  maps = createDevMapSource({ only: findRemote('remote-blog') ?? null, site: site.url }, 'http://localhost:6200', limits)
  await maps.ready()
  proxy = createServer((req, res) => void serveSiteFile(req, res, maps.siteFileUrl(new URL(req.url ?? '/', 'http://x').pathname), limits))
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

afterAll(async () => {
  maps.close()
  await new Promise((done) => proxy.close(done))
  await site.close()
  rmSync(folder, { recursive: true, force: true })
})

/** A request with its path as written: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxyUrl}${path}`, { method }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the dev composition with --site', () => {
  it("maps the site's remotes behind its proxy and serves their files", async () => {
    expect(maps.current().remotes?.remoteMarketing?.entry).toBe('http://localhost:6200/__site/remoteMarketing/remoteEntry.js')
    expect(maps.siteLocation({ kind: 'http', url: 'http://localhost:6200/__site/remoteMarketing/' })).toEqual({ kind: 'http', url: `${site.url}/remotes/remote-marketing/` })
    const answer = await rawGet('/__site/remoteMarketing/remoteEntry.js')
    expect(answer).toEqual({ status: 200, body: 'export const entry = 1\n' })
  })

  it('reads nothing outside the release folders the map names, and writes nothing', async () => {
    site.requests.length = 0
    for (const path of ['/__site/remoteMarketing/../../config.json', '/__site/remoteMarketing/%2e%2e/%2e%2e/config.json', '/__site/remoteMarketing/..%2f..%2fconfig.json', '/__site/remoteShop/remoteEntry.js', '/__site/remoteMarketing//evil.example/x.js']) {
      expect((await rawGet(path)).status, path).toBe(404)
    }
    expect((await rawGet('/__site/remoteMarketing/remoteEntry.js', 'POST')).status).toBe(405)
    expect((await rawGet('/__site/remoteMarketing/remoteEntry.js', 'DELETE')).status).toBe(405)
    expect(site.requests).toEqual([])
  })

  it('gives up on a site that hangs within the fetch limit, and refuses a file over the size limit', async () => {
    site.mode = 'hang'
    const started = Date.now()
    const hung = await rawGet('/__site/remoteMarketing/remoteEntry.js')
    expect(hung.status).toBe(502)
    expect(hung.body).toContain('no answer within 400 ms')
    expect(Date.now() - started).toBeLessThan(2000)
    site.mode = 'ok'
    site.override('remotes/remote-marketing/remoteEntry.js', 'x'.repeat(limits.maxBytes + 1))
    const large = await rawGet('/__site/remoteMarketing/remoteEntry.js')
    expect(large.status).toBe(502)
    expect(large.body).toContain(`larger than ${limits.maxBytes} bytes`)
    site.override('remotes/remote-marketing/remoteEntry.js', null)
  })
})
