// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'
import { registry } from './metrics'
import { shellDist } from './paths'

/** One map for many composers: REMOTE_MAP_URL, revalidated with its ETag (docs/deploying.md, "Production"). */

const INTERVAL_MS = 500
const TIMEOUT_MS = 300

type Mode = 'ok' | 'error' | 'hang' | 'redirect'
const origin = { mode: 'error' as Mode, text: '', etag: '', requests: [] as { ifNoneMatch: string | null; answer: number }[], inFlight: 0, mostInFlight: 0 }
const hanging = new Set<ServerResponse>()
let mapServer: Server
let composer: Server
let mapUrl = ''
let base = ''
const errors: string[] = []

function publish(text: string, etag: string) {
  origin.text = text
  origin.etag = etag
  origin.mode = 'ok'
}

const buildMap = () => JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>

/** The map server's next `count` answers (after the current one, if one is under way). */
async function answers(count: number) {
  const until = origin.requests.length + origin.inFlight + count
  await vi.waitFor(() => expect(origin.requests.length).toBeGreaterThanOrEqual(until), { timeout: count * (INTERVAL_MS + TIMEOUT_MS) + 1500, interval: 20 })
}

/** The map's age as the metrics say it (seconds since it was last read and found current). */
async function mapAge(): Promise<number> {
  const { values } = await registry.getSingleMetric('composer_map_age_seconds')!.get()
  return values[0]!.value
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers })
  return { status: response.status, body: await response.text(), source: response.headers.get('x-section-source') }
}

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  mapServer = createServer((req, res) => {
    origin.inFlight += 1
    origin.mostInFlight = Math.max(origin.mostInFlight, origin.inFlight)
    const answer = (status: number, headers: Record<string, string> = {}, body?: string) => {
      origin.inFlight -= 1
      origin.requests.push({ ifNoneMatch: req.headers['if-none-match'] ?? null, answer: status })
      res.writeHead(status, headers).end(body)
    }
    if (origin.mode === 'hang') {
      hanging.add(res)
      res.on('close', () => {
        hanging.delete(res)
        origin.inFlight -= 1
        origin.requests.push({ ifNoneMatch: req.headers['if-none-match'] ?? null, answer: 0 })
      })
      return
    }
    if (origin.mode === 'error') return answer(500, {}, 'oops')
    if (origin.mode === 'redirect') return answer(302, { location: '/elsewhere.json' })
    if (req.headers['if-none-match'] === origin.etag) return answer(304, { etag: origin.etag })
    answer(200, { 'content-type': 'application/json', etag: origin.etag }, origin.text)
  })
  await new Promise<void>((resolve) => mapServer.listen(0, '127.0.0.1', resolve))
  mapUrl = `http://127.0.0.1:${(mapServer.address() as AddressInfo).port}/remotes.json`
  vi.stubEnv('REMOTE_MAP_URL', mapUrl)
  vi.stubEnv('REMOTE_MAP_REVALIDATE_SECONDS', String(INTERVAL_MS / 1000))
  vi.stubEnv('COMPOSE_FETCH_TIMEOUT_MS', String(TIMEOUT_MS))
  composer = createCompositionServer({ api: null })
  await new Promise<void>((resolve) => composer.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(composer.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const server of [composer, mapServer]) {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  }
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('a remote map at a URL (REMOTE_MAP_URL)', () => {
  it('keeps /healthz at 503 and pages unavailable until a first good map is read, then serves it', async () => {
    await answers(1)
    expect((await fetch(`${base}/healthz`)).status).toBe(503)
    expect((await get('/services')).status).toBe(503)
    expect(errors.filter((line) => line.includes(`${mapUrl} answered HTTP 500`))).toHaveLength(1)

    const text = JSON.stringify(buildMap())
    publish(text, '"v1"')
    await answers(1)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect((await get('/remotes.json')).body).toBe(text)
    expect(await get('/blog')).toMatchObject({ status: 200, source: 'release' })
  })

  it('revalidates with the ETag: a 304 keeps the map', async () => {
    await answers(2)
    expect(origin.requests.at(-1)).toEqual({ ifNoneMatch: '"v1"', answer: 304 })
    // Confirmed unchanged: as fresh as a new read. The composer handles the answer just after the
    // origin sends it; without the refresh the age only grows (the first read is an interval old).
    await vi.waitFor(async () => expect(await mapAge()).toBeLessThan(INTERVAL_MS / 1000), { timeout: INTERVAL_MS / 2, interval: 10 })
    expect(JSON.parse((await get('/remotes.json')).body)).toEqual(buildMap())
  })

  it('shows a flip on /remotes.json and in composed pages within the interval', async () => {
    const flipped = buildMap()
    flipped.remoteBlog = { ...flipped.remoteBlog!, entry: '/remotes/remote-blog/missing/remoteEntry.js' }
    const text = JSON.stringify(flipped)
    publish(text, '"v2"')
    // The next revalidation starts within the interval; its answer is local and immediate.
    await vi.waitFor(async () => expect((await get('/remotes.json')).body).toBe(text), { timeout: INTERVAL_MS + 250, interval: 20 })
    // Pages are composed with it: they carry it, and the blog's section is no longer from its release.
    const page = await get('/blog')
    expect(page.body).toContain('/remotes/remote-blog/missing/remoteEntry.js')
    expect(page.source).not.toBe('release')
  })

  it('keeps the last good map through broken JSON, a 500, a redirect and a hang, logging each once', async () => {
    const good = (await get('/remotes.json')).body
    const stillGood = async () => {
      expect((await get('/remotes.json')).body).toBe(good)
      expect((await get('/services')).status).toBe(200)
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
    }
    publish('{"remoteBlog": ', '"v3"')
    await answers(2)
    await stillGood()
    expect(errors.filter((line) => line.includes('REFUSED') && line.includes('not JSON'))).toHaveLength(1)

    origin.mode = 'error'
    await answers(2)
    await stillGood()
    expect(errors.filter((line) => line.includes('REFUSED') && line.includes('HTTP 500'))).toHaveLength(1)

    origin.mode = 'redirect'
    await answers(1)
    await stillGood()
    expect(errors.some((line) => line.includes(`redirects (302) to ${new URL('/elsewhere.json', mapUrl).href}`))).toBe(true)

    origin.mode = 'hang'
    await answers(2)
    await stillGood()
    expect(errors.some((line) => line.includes(`no answer within ${TIMEOUT_MS} ms`))).toBe(true)
    // One request at a time: a hung read is given up before the next starts.
    expect(origin.mostInFlight).toBe(1)
    // Through all of it (seven failed reads, six intervals or more) the map served grew older.
    expect(await mapAge()).toBeGreaterThan((5 * INTERVAL_MS) / 1000)
  })

  it('refuses to start with both REMOTE_MAP_URL and REMOTE_MAP_FILE set', () => {
    vi.stubEnv('REMOTE_MAP_FILE', join(shellDist, 'remotes.json'))
    expect(() => createCompositionServer({ api: null })).toThrow('REMOTE_MAP_URL and REMOTE_MAP_FILE are both set')
  })
})
