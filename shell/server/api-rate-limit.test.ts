// @vitest-environment node
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClientAddressPolicy } from 'shared/server/client-address'
import { apiBodyLimitBytes } from 'shared/server/api-gateway'
import { apiClientKey, createCompositionServer } from './site-server'
import { createRateLimiter } from './rate-limit'

/** What the API received last: what is under test is the gateway and the limiter in front of it. */
let lastSeen: IncomingMessage['headers'] = {}
/** An API that answers every request with 200 (a stand-in: the gateway's rules are under test, not the API's). */
const okApi = createServer((req, res) => {
  lastSeen = req.headers
  req.resume()
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'))
})
let okApiUrl = ''
beforeAll(async () => {
  okApiUrl = await listen(okApi)
})
afterAll(() => close(okApi))
const upstream = () => ({ url: okApiUrl, anonKey: 'anon' })

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** A reverse proxy on 127.0.0.1 that appends its peer to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for`. */
function appendingProxy(upstreamUrl: string): Server {
  const upstream = new URL(upstreamUrl)
  return createServer((req, res) => {
    const prior = req.headers['x-forwarded-for']
    const peer = req.socket.remoteAddress ?? ''
    const outgoing = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': prior ? `${prior}, ${peer}` : peer } },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(res)
      },
    )
    outgoing.on('error', () => res.writeHead(502).end())
    req.pipe(outgoing)
  })
}

async function status(url: string, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/analytics_events`, { headers: forwardedFor === undefined ? { apikey: 'anon' } : { apikey: 'anon', 'x-forwarded-for': forwardedFor } })
  await response.arrayBuffer()
  return response.status
}

/** Sends requests until the first 429 (at most `limit`); returns how many were admitted before it, or null. */
async function admittedBefore429(limit: number, send: (i: number) => Promise<number>): Promise<number | null> {
  for (let i = 0; i < limit; i++) if ((await send(i)) === 429) return i
  return null
}

describe('composition server: API token bucket behind an appending proxy (header trusted, no list)', () => {
  const saved = { header: process.env.LOCAL_BACKEND_TRUST_PROXY_HEADER, proxies: process.env.LOCAL_BACKEND_TRUSTED_PROXIES }
  let site: Server
  let proxy: Server
  let siteUrl = ''
  let proxyUrl = ''
  beforeAll(async () => {
    process.env.LOCAL_BACKEND_TRUST_PROXY_HEADER = 'x-forwarded-for'
    delete process.env.LOCAL_BACKEND_TRUSTED_PROXIES
    site = createCompositionServer({ api: upstream() })
    siteUrl = await listen(site)
    proxy = appendingProxy(siteUrl)
    proxyUrl = await listen(proxy)
  })
  afterAll(async () => {
    for (const [name, value] of [['LOCAL_BACKEND_TRUST_PROXY_HEADER', saved.header], ['LOCAL_BACKEND_TRUSTED_PROXIES', saved.proxies]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    await close(proxy)
    await close(site)
  })

  it('a flooding client gets 429, and sending its own X-Forwarded-For does not give it a fresh bucket', async () => {
    // Capacity 120, refilling 4 per second: the 429 comes a little after 120.
    const admitted = await admittedBefore429(300, () => status(proxyUrl))
    expect(admitted).not.toBeNull()
    expect(admitted!).toBeGreaterThanOrEqual(120)
    expect(admitted!).toBeLessThan(140)

    const started = Date.now()
    const spoofed: number[] = []
    for (let i = 1; i <= 20; i++) spoofed.push(await status(proxyUrl, `203.0.113.${i}`))
    // Only what refilled meanwhile may pass; a fresh bucket per claimed address would let all 20 through.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 4)
    expect(spoofed.filter((s) => s === 200).length).toBeLessThanOrEqual(refilled)
  })

  it('addresses of one IPv6 /64 share a bucket; another /64 does not', async () => {
    // Straight to the site: its one trusted hop is this test's own connection.
    const admitted = await admittedBefore429(300, (i) => status(siteUrl, `2001:db8:bbbb:1::${(i + 1).toString(16)}`))
    expect(admitted).not.toBeNull()
    expect(admitted!).toBeLessThan(140)
    expect(await status(siteUrl, '2001:db8:bbbb:2::1')).toBe(200)
  })

  it('the API gets the address the composer resolved, in X-Forwarded-For and cf-connecting-ip, never what the visitor wrote there', async () => {
    // Through the appending proxy: the visitor's own header is the left-most hop, the proxy's peer the client.
    expect(await status(proxyUrl, '203.0.113.250')).toBe(200)
    expect(lastSeen['x-forwarded-for']).toBe('127.0.0.1')
    expect(lastSeen['cf-connecting-ip']).toBe('127.0.0.1')
    expect(lastSeen.host).toBe(new URL(okApiUrl).host)
  })

  it('requests without a usable address share one smaller bucket', async () => {
    const admitted = await admittedBefore429(300, (i) => status(siteUrl, `garbage-${i}`))
    expect(admitted).not.toBeNull()
    // Capacity 30, refilling 1 per second.
    expect(admitted!).toBeGreaterThanOrEqual(30)
    expect(admitted!).toBeLessThan(40)
    expect(await status(siteUrl, '198.51.100.60')).toBe(200)
  })
})

describe("composition server: the API gateway refuses what nginx refuses, in PostgREST's shape", () => {
  let site: Server
  let siteUrl = ''
  beforeAll(async () => {
    site = createCompositionServer({ api: upstream() })
    siteUrl = await listen(site)
  })
  afterAll(() => close(site))
  const send = async (headers: Record<string, string>, body?: string) => {
    const response = await fetch(`${siteUrl}/rest/v1/rpc/submit_marketing_audit`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body ?? '{}' })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('no apikey: 401, and nothing reaches the API', async () => {
    lastSeen = {}
    expect(await send({})).toEqual({ status: 401, body: { message: 'No API key found in request', hint: 'Send the anon key in the apikey header.' } })
    expect(lastSeen).toEqual({})
  })

  it('a credential header outside printable ASCII: 401 naming it', async () => {
    const refused = await send({ apikey: 'anon', 'x-release-credential': 'rt_\u00e9' }).catch(() => null)
    // fetch refuses to send a byte outside Latin-1; é is inside it and reaches the server as one.
    expect(refused).toMatchObject({ status: 401, body: { code: 'PT401', message: 'The x-release-credential header is not a valid credential' } })
  })

  it('a body over the limit: 413, whether its length is declared or not', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(apiBodyLimitBytes) })
    expect(await send({ apikey: 'anon' }, big)).toMatchObject({ status: 413, body: { code: 'PGRST413' } })
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const response = await fetch(`${siteUrl}/rest/v1/rpc/submit_marketing_audit`, { method: 'POST', headers: { apikey: 'anon', 'content-type': 'application/json' }, body: streamed, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('an API that does not answer: 503 with Retry-After, which the lead client retries', async () => {
    const down = createServer()
    const downUrl = await listen(down)
    await close(down)
    const orphan = createCompositionServer({ api: { url: downUrl, anonKey: 'anon' } })
    const orphanUrl = await listen(orphan)
    try {
      const response = await fetch(`${orphanUrl}/rest/v1/rpc/submit_marketing_audit`, { method: 'POST', headers: { apikey: 'anon', 'content-type': 'application/json' }, body: '{}' })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('1')
      expect(await response.json()).toMatchObject({ code: 'PGRST001' })
    } finally {
      await close(orphan)
    }
  })
})

describe('composition server: API bucket keys', () => {
  const policy = createClientAddressPolicy({ header: 'x-forwarded-for', trustedProxies: 'loopback', logger: { info: () => undefined, warn: () => undefined } })
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage

  it.each([
    ['the right-most untrusted hop', request('127.0.0.1', '203.0.113.1, 198.51.100.4'), '198.51.100.4'],
    ['a spoofed left hop changes nothing', request('127.0.0.1', '203.0.113.99, 198.51.100.4'), '198.51.100.4'],
    ['an untrusted peer is the client', request('198.51.100.20', '203.0.113.1'), '198.51.100.20'],
    ['IPv6 by /64', request('127.0.0.1', '2001:db8:1:2::abcd'), '2001:db8:1:2::/64'],
    ['IPv4-mapped peer', request('::ffff:198.51.100.20'), '198.51.100.20'],
    ['garbage: the shared bucket', request('127.0.0.1', 'not-an-ip'), 'unknown'],
  ])('%s', (_what, req, key) => {
    expect(apiClientKey(req, policy)).toBe(key)
  })

  it('the shared bucket is smaller than a client\'s and refills more slowly', () => {
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1, shared: { key: 'unknown', capacity: 1, refillPerSecond: 0.5 } })
    const t = 1_000_000
    expect([1, 2].map(() => limiter.take('unknown', t))).toEqual([true, false])
    expect([1, 2, 3, 4].map(() => limiter.take('198.51.100.4', t))).toEqual([true, true, true, false])
    expect(limiter.take('unknown', t + 1000)).toBe(false)
    expect(limiter.take('unknown', t + 2000)).toBe(true)
  })
})
