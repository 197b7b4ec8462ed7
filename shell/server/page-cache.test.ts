// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'
import { compositionSettingsFromEnv } from './composition-settings'
import { shellDist } from './paths'

/** What a shared cache and a load balancer in front of composers rely on (docs/deploying.md, "Production"). */

const work = mkdtempSync(join(tmpdir(), 'page-cache-'))
const mapFile = join(work, 'remotes.json')
let server: Server
let base = ''

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.stubEnv('REMOTE_MAP_FILE', mapFile)
  // The test edits the map between requests: it is checked on every one here.
  server = createCompositionServer({ api: null, settings: { fileCheckMs: 0 } })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  rmSync(work, { recursive: true, force: true })
})

/** A page's bytes as sent, brotli asked for (fetch would decode them). */
function getBrotli(path: string, origin = base): Promise<{ etag: string; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ etag: String(res.headers.etag), encoding: String(res.headers['content-encoding']), body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('a composer behind a shared cache', () => {
  it('/healthz answers 503 until the map is loaded, then 200, naming a section whose release cannot be read', async () => {
    const before = await fetch(`${base}/healthz`)
    expect(before.status).toBe(503)
    expect(await before.json()).toMatchObject({ status: 'unavailable', problems: ['the remote map is not loaded'] })

    // A map of no remotes (a release ledger before its first import) is nothing to serve yet.
    writeFileSync(mapFile, '{}')
    const empty = await fetch(`${base}/healthz`)
    expect(empty.status).toBe(503)
    expect(await empty.json()).toEqual({ status: 'unavailable', problems: [`the remote map (${mapFile}) names no remotes yet: import one into the release ledger (npm run release -- import), or name a map that has them`], degraded: [] })

    writeFileSync(mapFile, readFileSync(join(shellDist, 'remotes.json')))
    const ok = await fetch(`${base}/healthz`)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ status: 'ok', problems: [], degraded: [] })

    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, { entry: string }>
    map.remoteBlog = { ...map.remoteBlog, entry: '/remotes/remote-blog/missing/remoteEntry.js' } as { entry: string }
    writeFileSync(mapFile, JSON.stringify(map))
    const degraded = await fetch(`${base}/healthz`)
    expect(degraded.status).toBe(200)
    expect(await degraded.json()).toMatchObject({ status: 'degraded', degraded: ['remoteBlog'] })
    writeFileSync(mapFile, readFileSync(join(shellDist, 'remotes.json')))
  })

  it('a page carries an ETag, answers 304 to it, and a Cache-Control for a shared cache', async () => {
    const page = await fetch(`${base}/services`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400')
    const etag = page.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${base}/services`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it("answers a page's first request with a quick brotli pass, and later ones with the best pass: same page, same ETag", async () => {
    const first = await getBrotli('/onboarding')
    expect(first.encoding).toBe('br')
    const html = brotliDecompressSync(first.body).toString()
    expect(html).toContain('</html>')
    // The best pass runs beside the requests; the page's later answers are smaller once it is done.
    await expect.poll(async () => (await getBrotli('/onboarding')).body.length, { timeout: 10_000 }).toBeLessThan(first.body.length)
    const later = await getBrotli('/onboarding')
    expect(later.etag).toBe(first.etag)
    expect(brotliDecompressSync(later.body).toString()).toBe(html)
  })

  it('with COMPOSE_CACHE=off, compresses every answer anew: the quick pass each time, never a kept best pass', async () => {
    vi.stubEnv('COMPOSE_CACHE', 'off')
    const cold = createCompositionServer({ api: null, settings: { fileCheckMs: 0 } })
    vi.stubEnv('COMPOSE_CACHE', 'on')
    await new Promise<void>((resolve) => cold.listen(0, '127.0.0.1', resolve))
    const coldBase = `http://127.0.0.1:${(cold.address() as AddressInfo).port}`
    try {
      const first = await getBrotli('/privacy-policy', coldBase)
      // This server (cache on) asked now too: once its later answers are its best pass, the cold
      // server's best pass of the same bytes has had as long to finish.
      const warmFirst = await getBrotli('/privacy-policy')
      expect(warmFirst.body.equals(first.body)).toBe(true)
      await expect.poll(async () => (await getBrotli('/privacy-policy')).body.length, { timeout: 10_000 }).toBeLessThan(first.body.length)
      const again = await getBrotli('/privacy-policy', coldBase)
      expect(again.etag).toBe(first.etag)
      expect(again.body.equals(first.body)).toBe(true)
    } finally {
      await new Promise<void>((resolve) => {
        cold.close(() => resolve())
        cold.closeAllConnections()
      })
    }
  })

  it('takes its cache lifetimes from the environment when it starts, and refuses a value that is not one', () => {
    vi.stubEnv('PAGE_S_MAXAGE', '5')
    vi.stubEnv('PAGE_STALE_IF_ERROR', '')
    expect(compositionSettingsFromEnv().pageCacheControl).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30, stale-if-error=86400')
    vi.stubEnv('PAGE_STALE_WHILE_REVALIDATE', '30s')
    expect(() => createCompositionServer({ api: null })).toThrow('PAGE_STALE_WHILE_REVALIDATE must be a whole number of 0 or more (seconds); it is "30s"')
    vi.stubEnv('PAGE_STALE_WHILE_REVALIDATE', '30')
    vi.stubEnv('COMPOSE_FETCH_TIMEOUT_MS', '0')
    expect(() => compositionSettingsFromEnv()).toThrow(/^COMPOSE_FETCH_TIMEOUT_MS must be a number above 0 \(ms\)/)
  })
})
