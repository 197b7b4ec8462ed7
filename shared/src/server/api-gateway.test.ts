// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { maxJsonDepth, nestedDeeperThan, passToApi, withoutApiPrefix } from './api-gateway'

const servers: Server[] = []
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A PostgREST stand-in that records what reached it and holds analytics inserts until told. */
async function fakePostgrest() {
  const seen: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[] = []
  const held: (() => void)[] = []
  const url = await listen((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString(), headers: req.headers })
      const answer = () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}')
      if (req.url?.startsWith('/analytics_events')) held.push(answer)
      else answer()
    })
  })
  return { url, seen, held }
}

const post = (site: string, path: string, body: string) =>
  fetch(`${site}/rest/v1${path}`, { method: 'POST', headers: { apikey: 'anon', 'content-type': 'application/json' }, body })

describe('the API gateway (composer and local front alike)', () => {
  it('drops the /rest/v1 prefix as nginx does, and nothing else', () => {
    expect(withoutApiPrefix('/rest/v1/rpc/submit_marketing_audit?x=1')).toBe('/rpc/submit_marketing_audit?x=1')
    expect(withoutApiPrefix('/rest/v1')).toBe('/')
    expect(withoutApiPrefix('/rest/v1?select=1')).toBe('/?select=1')
    expect(withoutApiPrefix('/rest/v10/x')).toBe('/rest/v10/x')
  })

  it(`refuses JSON nested deeper than ${maxJsonDepth} levels before PostgREST sees it; brackets inside strings do not count`, async () => {
    expect(nestedDeeperThan(Buffer.from('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth)), maxJsonDepth)).toBe(false)
    expect(nestedDeeperThan(Buffer.from('['.repeat(maxJsonDepth + 1)), maxJsonDepth)).toBe(true)
    expect(nestedDeeperThan(Buffer.from(JSON.stringify({ a: '['.repeat(5000), b: '\\"[[' })), maxJsonDepth)).toBe(false)
    const postgrest = await fakePostgrest()
    const site = await listen((req, res) => void passToApi(postgrest.url, req, res, '198.51.100.7'))
    const deep = await post(site, '/rpc/submit_marketing_audit', '{"a":' + '['.repeat(30_000) + ']'.repeat(30_000) + '}')
    expect(deep.status).toBe(400)
    expect(await deep.json()).toMatchObject({ code: 'PGRST102', details: `JSON nested deeper than ${maxJsonDepth} levels` })
    expect(postgrest.seen).toEqual([])
    const fine = await post(site, '/rpc/submit_marketing_audit', '{"first_name":"Avery"}')
    expect(fine.status).toBe(201)
    expect(postgrest.seen[0]).toMatchObject({ url: '/rpc/submit_marketing_audit', body: '{"first_name":"Avery"}' })
    expect(postgrest.seen[0]!.headers['cf-connecting-ip']).toBe('198.51.100.7')
  })

  it('passes analytics inserts on one at a time with at most 16 waiting, answers the rest 503 with Retry-After, and never queues a lead submission', async () => {
    const postgrest = await fakePostgrest()
    const site = await listen((req, res) => void passToApi(postgrest.url, req, res, null))
    const batches = Array.from({ length: 20 }, (_, i) => post(site, '/analytics_events', JSON.stringify([{ event_name: `e${i}` }])))
    // One is at PostgREST, 16 wait, 3 are refused at once.
    await expect.poll(() => postgrest.held.length).toBe(1)
    const lead = await post(site, '/rpc/submit_marketing_audit', '{}')
    expect(lead.status).toBe(201)
    let refused = 0
    const settled = batches.map((batch) =>
      batch.then(async (response) => {
        if (response.status === 503) {
          refused++
          expect(response.headers.get('retry-after')).toBe('1')
          expect(await response.json()).toMatchObject({ code: 'PGRST001' })
        }
        return response.status
      }),
    )
    await expect.poll(() => refused).toBe(3)
    // Each answered insert lets the next one through, in turn.
    for (let answered = 1; answered <= 17; answered++) {
      await expect.poll(() => postgrest.held.length).toBe(answered)
      expect(postgrest.seen.filter((request) => request.url === '/analytics_events')).toHaveLength(answered)
      postgrest.held[answered - 1]!()
    }
    const statuses = await Promise.all(settled)
    expect(statuses.filter((status) => status === 201)).toHaveLength(17)
  })
})
