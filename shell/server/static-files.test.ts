// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { precompressFolder } from 'shared/build/precompress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticFolder } from './static-files'

const dir = mkdtempSync(join(tmpdir(), 'static-files-'))
const script = `export const copy = ${JSON.stringify('a line of the site '.repeat(200))}\n`
let server: Server
let base = ''
const folder = createStaticFolder(dir)

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/app-abc123.js'), script)
  writeFileSync(join(dir, 'small.txt'), 'tiny')
  writeFileSync(join(dir, 'image.webp'), Buffer.alloc(4096, 7))
  await precompressFolder(dir)
  server = createServer((req, res) => {
    if (!folder.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(404).end('missing')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  folder.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
})

/** Raw bytes as sent (fetch would decode them). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Map<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const named = new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))
        resolve({ status: res.statusCode ?? 0, headers: named, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

describe('a build folder', () => {
  it('has a brotli and a gzip twin of each text file, written at build time; none of small or binary files', async () => {
    const { compressed } = await precompressFolder(dir)
    expect(compressed, 'a second run compresses nothing again').toBe(0)
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect((await get('/small.txt', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeUndefined()
    expect((await get('/image.webp', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeUndefined()
  })

  it('never sends a coding the request refuses with q=0, and sends the file as it is when none is left', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip;q=0, identity', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['*;q=0', undefined],
      ['identity;q=0, br;q=0, gzip;q=0', undefined],
      ['BR', 'br'],
      // A parameter's name is case-insensitive: Q=0 refuses as q=0 does.
      ['br;Q=0', undefined],
      ['BR;q=0', undefined],
      ['gzip;Q=0.0, br', 'br'],
      ['br;Q=0, gzip', 'gzip'],
    ]
    for (const [accept, expected] of cases) {
      const answer = await get('/assets/app-abc123.js', { 'accept-encoding': accept })
      expect(answer.headers.get('content-encoding'), accept).toBe(expected)
      expect(answer.status, accept).toBe(200)
      if (!expected) expect(answer.body.toString(), accept).toBe(script)
    }
  })

  it('answers a Range with 206 and the bytes asked for, and a matching validator with 304', async () => {
    const part = await get('/image.webp', { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4096')
    expect(part.body.length).toBe(100)
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
  })

  it('serves a file a build wrote after the server started, never one outside the folder', async () => {
    expect((await get('/assets/later-def456.js')).status).toBe(404)
    writeFileSync(join(dir, 'assets/later-def456.js'), 'export {}\n')
    await expect.poll(async () => (await get('/assets/later-def456.js')).status, { timeout: 5000 }).toBe(200)
    for (const path of ['/../package.json', '/assets/../../etc/passwd', '/%2e%2e/x']) expect((await get(path)).status, path).toBe(404)
  })
})
