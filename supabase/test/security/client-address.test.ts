import type { IncomingHttpHeaders } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations, loadMigrations } from '../../src/db/migrate.ts'
import { migrationsDir } from '../../src/paths.ts'
import {
  clientAddressOf,
  createClientAddressPolicy,
  normalizeAddress,
  parseTrustedProxies,
  rateLimitKey,
  unknownClientKey,
} from 'shared/server/client-address'
import { startAppendingProxy } from '../helpers/appending-proxy.ts'
import { validAudit } from '../helpers/contract-suite.ts'
import { startLocalTarget, type ApiTarget } from '../helpers/targets.ts'

const silent = { info: () => undefined, warn: () => undefined }

function fakeRequest(remoteAddress: string | undefined, headers: IncomingHttpHeaders = {}) {
  return { headers, socket: { remoteAddress } }
}

describe('client address: configuration', () => {
  // First in the file: the assumption is logged once per process.
  it('with a header but no trusted list, trusts exactly one hop and says so once', () => {
    const lines: string[] = []
    const logger = { info: (line: string) => void lines.push(line), warn: (line: string) => void lines.push(line) }
    const first = createClientAddressPolicy({ header: 'X-Forwarded-For', trustedProxies: undefined, logger })
    createClientAddressPolicy({ header: 'x-forwarded-for', trustedProxies: '', logger })
    expect(first.header).toBe('x-forwarded-for')
    expect(first.trusted).toEqual({ hops: 1 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/LOCAL_BACKEND_TRUSTED_PROXIES/)
    expect(lines[0]).toMatch(/one/)
  })

  it.each([
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    [' 0 ', { hops: 0 }],
    [3, { hops: 3 }],
  ])('reads %j as a hop count', (spec, expected) => {
    expect(parseTrustedProxies(spec)).toEqual(expected)
  })

  it.each(['loopback', '10.0.0.0/8, 2001:db8::/32', '198.51.100.7', '::1', 'loopback,linklocal,uniquelocal', '::ffff:10.0.0.0/104'])(
    'reads %j as a list of ranges',
    (spec) => {
      expect(parseTrustedProxies(spec)).toHaveProperty('ranges')
    },
  )

  it.each(['nonsense', '10.0.0.0/33', '2001:db8::/129', '-1', '1.5', '10.0.0.0/8,,', 'example.com', '10.0.0.0/x', '256.0.0.1', '198.51.100.4:80', '[::1]', 'fe80::1%eth0'])(
    'refuses %j at start-up instead of trusting something unintended',
    (spec) => {
      expect(() => parseTrustedProxies(spec)).toThrow(/LOCAL_BACKEND_TRUSTED_PROXIES/)
    },
  )
})

describe('client address: which hop is the client', () => {
  const xff = 'x-forwarded-for'
  // [what, header name, trusted proxies, socket peer, header value, expected client address]
  const cases: [string, string | null, string | number | undefined, string | undefined, string | undefined, string | null][] = [
    ['no header configured: the socket peer, whatever the client claims', null, undefined, '203.0.113.7', '1.1.1.1', '203.0.113.7'],
    ['no header configured: an IPv4-mapped socket address is plain IPv4', null, undefined, '::ffff:203.0.113.7', undefined, '203.0.113.7'],
    ['one hop: the right-most entry, what the proxy appended', xff, undefined, '127.0.0.1', '203.0.113.9, 198.51.100.4', '198.51.100.4'],
    ['one hop: spoofed left entries change nothing', xff, 1, '127.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.4', '198.51.100.4'],
    ['one hop: no header means a direct peer', xff, 1, '198.51.100.20', undefined, '198.51.100.20'],
    ['one hop: garbage where the client should be is no address', xff, 1, '127.0.0.1', 'not-an-ip', null],
    ['one hop: garbage right-most is no address', xff, 1, '127.0.0.1', '198.51.100.4, evil', null],
    ['one hop: an empty entry is no address', xff, 1, '127.0.0.1', '198.51.100.4, ', null],
    ['one hop: the literal "unknown" is no address', xff, 1, '127.0.0.1', 'unknown', null],
    ['two hops: skips the inner proxy', xff, 2, '10.0.0.2', '203.0.113.9, 198.51.100.4, 10.0.0.1', '198.51.100.4'],
    ['two hops, only one entry: the left-most known', xff, 2, '10.0.0.2', '198.51.100.4', '198.51.100.4'],
    ['zero hops: the header is ignored', xff, 0, '127.0.0.1', '198.51.100.4', '127.0.0.1'],
    ['loopback: right-most untrusted entry', xff, 'loopback', '127.0.0.1', '203.0.113.9, 198.51.100.4', '198.51.100.4'],
    ['loopback: skips trusted entries too', xff, 'loopback', '127.0.0.1', '203.0.113.9, 198.51.100.4, 127.0.0.1', '198.51.100.4'],
    ['loopback: an untrusted peer is itself the client', xff, 'loopback', '198.51.100.20', '1.2.3.4', '198.51.100.20'],
    ['loopback: an untrusted mapped peer is the client', xff, 'loopback', '::ffff:198.51.100.20', '1.2.3.4', '198.51.100.20'],
    ['loopback: all trusted, the left-most', xff, 'loopback', '127.0.0.1', '127.0.0.5', '127.0.0.5'],
    ['loopback over IPv6', xff, 'loopback', '::1', '2001:db8::1', '2001:db8::1'],
    ['CIDR list', xff, '10.0.0.0/8, loopback', '127.0.0.1', '203.0.113.9, 198.51.100.4, 10.1.2.3', '198.51.100.4'],
    ['IPv6 CIDR list', xff, '2001:db8:ffff::/48', '2001:db8:ffff::1', '2001:db8:1::5, 2001:db8:ffff:0:1::2', '2001:db8:1::5'],
    ['single addresses', xff, '192.0.2.1, 192.0.2.2', '192.0.2.2', '198.51.100.4, 192.0.2.1', '198.51.100.4'],
    ['garbage behind a trusted list is no address', xff, 'loopback', '127.0.0.1', 'evil, 127.0.0.1', null],
    ['bracketed IPv6 with a port', xff, 1, '127.0.0.1', '[2001:db8::1]:443', '2001:db8::1'],
    ['IPv4 with a port', xff, 1, '127.0.0.1', '198.51.100.4:5678', '198.51.100.4'],
    ['IPv4-mapped IPv6 becomes IPv4', xff, 1, '127.0.0.1', '::ffff:198.51.100.4', '198.51.100.4'],
    ['IPv4-mapped in hex becomes IPv4', xff, 1, '127.0.0.1', '::ffff:c633:6404', '198.51.100.4'],
    ['a zone id is dropped', xff, 1, '127.0.0.1', 'fe80::1%eth0', 'fe80::1'],
    ['an uncompressed upper-case IPv6 is written compressed', xff, 1, '127.0.0.1', '2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['IPv6 with an IPv4 tail', xff, 1, '127.0.0.1', '64:ff9b::198.51.100.4', '64:ff9b::c633:6404'],
    ['an IPv4 with leading zeros is not an address', xff, 1, '127.0.0.1', '010.0.0.1', null],
    ['an overlong value is not an address', xff, 1, '127.0.0.1', `1${'0'.repeat(200)}`, null],
    ['a single-value header', 'x-real-ip', 1, '127.0.0.1', '198.51.100.4', '198.51.100.4'],
    ['a header the proxy did not send: the peer', 'x-real-ip', 1, '127.0.0.1', undefined, '127.0.0.1'],
    ['no socket address at all', xff, 1, undefined, '198.51.100.4', null],
  ]

  it.each(cases)('%s', (_what, header, trustedProxies, socket, value, expected) => {
    const policy = createClientAddressPolicy({ header, trustedProxies, logger: silent })
    const headers: IncomingHttpHeaders = value === undefined || header === null ? {} : { [header]: value }
    if (header === null && value !== undefined) headers['x-forwarded-for'] = value
    expect(clientAddressOf(fakeRequest(socket, headers), policy)).toBe(expected)
  })

  it('reads the for= parameters of a Forwarded header (RFC 7239)', () => {
    const policy = createClientAddressPolicy({ header: 'Forwarded', trustedProxies: 'loopback', logger: silent })
    const request = (value: string) => fakeRequest('127.0.0.1', { forwarded: value })
    expect(clientAddressOf(request('for=198.51.100.17;proto=https, for="[2001:db8:cafe::17]:4711"'), policy)).toBe('2001:db8:cafe::17')
    expect(clientAddressOf(request('for=198.51.100.17, For=127.0.0.1;by=127.0.0.1'), policy)).toBe('198.51.100.17')
    expect(clientAddressOf(request('for=unknown'), policy)).toBeNull()
    expect(clientAddressOf(request('for=_hidden'), policy)).toBeNull()
    expect(clientAddressOf(request('proto=https'), policy)).toBeNull()
  })

  it('joins repeated header lines in order', () => {
    const policy = createClientAddressPolicy({ header: 'x-forwarded-for', trustedProxies: 1, logger: silent })
    expect(clientAddressOf(fakeRequest('127.0.0.1', { 'x-forwarded-for': ['1.1.1.1', '198.51.100.4'] as unknown as string }), policy)).toBe('198.51.100.4')
  })
})

describe('client address: rate-limit buckets', () => {
  it.each([
    ['198.51.100.4', '198.51.100.4'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:db8:0:0:ffff::2', '2001:db8::/64'],
    ['0:0:0:1::5', '0:0:0:1::/64'],
    ['1:0:0:1:2::', '1:0:0:1::/64'],
    ['::1', '::/64'],
    [null, unknownClientKey],
  ])('%j -> %j', (address, key) => {
    expect(rateLimitKey(address)).toBe(key)
  })

  it('normalises before bucketing, so spellings of one address share a bucket', () => {
    const spellings = ['2001:db8:1:2::1', '2001:0DB8:0001:0002:0000:0000:0000:0001', '[2001:db8:1:2::1]:80', '2001:db8:1:2::1%en0', '2001:db8:1:2:ffff::9']
    expect(new Set(spellings.map((s) => rateLimitKey(normalizeAddress(s))))).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(rateLimitKey(normalizeAddress('::ffff:198.51.100.4'))).toBe('198.51.100.4')
    expect(unknownClientKey).toBe('unknown')
  })
})

describe('audit rate limit through a real appending proxy (local backend, header trusted, no list)', () => {
  let target: ApiTarget
  let proxy: { url: string; close(): Promise<void> }
  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: 'x-forwarded-for', trustedProxies: null, fromMigrated: true })
    proxy = await startAppendingProxy(target.url)
  })
  afterAll(async () => {
    await proxy?.close()
    await target?.stop()
  })

  const submit = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/rest/v1/rpc/submit_marketing_audit`, {
      method: 'POST',
      body: JSON.stringify(validAudit()),
      headers: { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}`, 'content-type': 'application/json', ...headers },
    }).then(async (response) => {
      await response.arrayBuffer()
      return response.status
    })

  it('the 6th stored submission is refused, and a spoofed X-Forwarded-For does not reset it', async () => {
    const first: number[] = []
    for (let i = 0; i < 6; i++) first.push(await submit(proxy.url))
    expect(first).toEqual([200, 200, 200, 200, 200, 429])

    const spoofed: number[] = []
    for (let i = 1; i <= 20; i++) {
      spoofed.push(await submit(proxy.url, { 'x-forwarded-for': `203.0.113.${i}`, 'cf-connecting-ip': `203.0.113.${100 + i}`, 'x-real-ip': `203.0.113.${200 + i}` }))
    }
    expect(spoofed).toEqual(Array(20).fill(429))
  })

  it('addresses of one IPv6 /64 share a bucket; another /64 is not limited', async () => {
    // Straight to the backend: its one trusted hop is this test's own connection, which
    // reports the address like a proxy would.
    const rotating: number[] = []
    for (let i = 1; i <= 6; i++) rotating.push(await submit(target.url, { 'x-forwarded-for': `2001:db8:aaaa:1::${i.toString(16)}` }))
    expect(rotating).toEqual([200, 200, 200, 200, 200, 429])
    expect(await submit(target.url, { 'x-forwarded-for': '2001:db8:aaaa:1:ffff:ffff:ffff:ffff' })).toBe(429)
    expect(await submit(target.url, { 'x-forwarded-for': '[2001:db8:aaaa:1::77]:443' })).toBe(429)
    expect(await submit(target.url, { 'x-forwarded-for': '2001:db8:aaaa:2::1' })).toBe(200)
  })

  it('requests without a usable address share one stricter bucket (2 per hour), never none', async () => {
    const statuses = [
      await submit(target.url, { 'x-forwarded-for': 'not-an-ip' }),
      await submit(target.url, { 'x-forwarded-for': 'unknown' }),
      await submit(target.url, { 'x-forwarded-for': 'also garbage', 'cf-connecting-ip': '198.51.100.77' }),
      await submit(target.url, { 'x-forwarded-for': '010.1.1.1' }),
    ]
    expect(statuses).toEqual([200, 200, 429, 429])
    // A client with an address is not caught in it.
    expect(await submit(target.url, { 'x-forwarded-for': '198.51.100.50' })).toBe(200)
  })
})

describe('SQL: private.request_client_ip() and the helpers the audit RPC calls', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create('memory://')
    await applyMigrations(db, loadMigrations(migrationsDir))
  })
  afterAll(async () => {
    await db?.close()
  })

  const withHeaders = <T>(headers: Record<string, string> | null, work: (q: <R>(sql: string) => Promise<R[]>) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (headers) await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
      return work(async <R>(sql: string) => (await tx.query<R>(sql)).rows)
    })
  const clientIp = (headers: Record<string, string> | null) =>
    withHeaders(headers, async (q) => (await q<{ ip: string }>('select private.request_client_ip() as ip'))[0]?.ip)

  it.each([
    ['x-forwarded-for alone is ignored', { 'x-forwarded-for': '198.51.100.1' }, 'unknown'],
    ['x-real-ip alone is ignored', { 'x-real-ip': '198.51.100.1' }, 'unknown'],
    ['cf-connecting-ip wins over x-forwarded-for', { 'cf-connecting-ip': '198.51.100.1', 'x-forwarded-for': '203.0.113.1' }, '198.51.100.1'],
    ['IPv6 is bucketed by /64', { 'cf-connecting-ip': '2001:db8:1:2:3:4:5:6' }, '2001:db8:1:2::/64'],
    ['compressed IPv6', { 'cf-connecting-ip': '2001:db8::1' }, '2001:db8::/64'],
    ['IPv4-mapped IPv6 is IPv4', { 'cf-connecting-ip': '::ffff:198.51.100.1' }, '198.51.100.1'],
    ['zone id', { 'cf-connecting-ip': 'fe80::1%eth0' }, 'fe80::/64'],
    ['padded', { 'cf-connecting-ip': ' 198.51.100.1 ' }, '198.51.100.1'],
    ['garbage', { 'cf-connecting-ip': 'not-an-ip' }, 'unknown'],
    ['a range is not an address', { 'cf-connecting-ip': '198.51.100.0/24' }, 'unknown'],
    ['an overlong value', { 'cf-connecting-ip': '1'.repeat(300) }, 'unknown'],
    ['no IP header', { 'user-agent': 'x' }, 'unknown'],
    ['no request.headers at all', null, 'unknown'],
  ])('%s', async (_what, headers, expected) => {
    expect(await clientIp(headers)).toBe(expected)
  })

  it('check_rate_limit gives the shared unknown key a stricter limit', async () => {
    const run = (key: string) =>
      withHeaders(null, async (q) => (await q<{ ok: boolean }>(`select private.check_rate_limit('${key}', 'client_address_test', 5, 60) as ok`))[0]?.ok)
    const known: boolean[] = []
    const unknown: boolean[] = []
    for (let i = 0; i < 6; i++) known.push((await run('198.51.100.9')) ?? false)
    for (let i = 0; i < 3; i++) unknown.push((await run('unknown')) ?? false)
    expect(known).toEqual([true, true, true, true, true, false])
    expect(unknown).toEqual([true, true, false])
  })

  it('the audit log records an unknown client as unknown, and an IPv6 client by its /64', async () => {
    const submitAs = (headers: Record<string, string>, email: string) =>
      withHeaders(headers, (q) =>
        q(`select public.submit_marketing_audit(first_name => 'Ann', last_name => 'Lee', email => '${email}',
             phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67', answers => '{}')`),
      )
    await submitAs({ 'x-forwarded-for': '198.51.100.3' }, 'log-unknown@example.com')
    await submitAs({ 'cf-connecting-ip': '2001:db8:5:6::42' }, 'log-v6@example.com')
    const rows = (
      await db.query<{ email: string; client_ip: string | null; known: boolean }>(`
        select payload_data -> 'form' ->> 'email' as email, client_ip, (payload_data ->> 'client_ip_known')::boolean as known
          from private.submission_log where payload_data -> 'form' ->> 'email' like 'log-%@example.com' order by id`)
    ).rows
    expect(rows).toEqual([
      { email: 'log-unknown@example.com', client_ip: null, known: false },
      { email: 'log-v6@example.com', client_ip: '2001:db8:5:6::/64', known: true },
    ])
  })
})
