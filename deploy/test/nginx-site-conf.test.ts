import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot, start, waitUntil, type Started } from './run-command.ts'

/**
 * docs/deploying.md's site.conf, as written, run by the real nginx in front of a node:http server
 * that stands in for both the composers and PostgREST (it records what reaches it). Only what a
 * machine changes is changed: loopback ports instead of 80 and 443 (plain HTTP: no certificate),
 * the cache folder, and the log folder. The http block around it logs every request in nginx's
 * default format to a file of its own, as Debian's nginx.conf does, so the site's own log format
 * must take over for its servers.
 */
const nginx = '/usr/sbin/nginx'
const skipReason = existsSync(nginx) ? null : `${nginx} is not installed (Debian: apt-get install nginx)`

/** The ```nginx block of docs/deploying.md whose first line names site.conf. */
function documentedSiteConf(): string {
  const doc = readFileSync(join(repoRoot, 'docs/deploying.md'), 'utf8')
  const block = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!).find((text) => text.startsWith('# /etc/nginx/conf.d/site.conf:'))
  if (!block) throw new Error('docs/deploying.md has no nginx block starting "# /etc/nginx/conf.d/site.conf:"')
  return block
}

function edit(text: string, what: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`docs/deploying.md's site.conf no longer has ${what} (${pattern}): update this test`)
  pattern.lastIndex = 0
  return text.replace(pattern, replacement)
}

interface Seen {
  url: string
  rawHeaders: string[]
}

/** A raw HTTP/1.1 request (fetch cannot send bytes outside ASCII in a header); the status and body of the answer. */
function rawRequest(port: number, path: string, headers: Buffer[]): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), headers: text.slice(0, split), body: text.slice(split + 4) })
    })
    const head = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: www.example.com\r\nConnection: close\r\n`, 'latin1')
    // write, not end: nginx takes a client that closes its side for one that left (499).
    socket.write(Buffer.concat([head, ...headers.map((line) => Buffer.concat([line, Buffer.from('\r\n')])), Buffer.from('\r\n')]))
  })
}

const header = (name: string, value: string) => Buffer.from(`${name}: ${value}`, 'latin1')

describe.skipIf(skipReason !== null)(`the documented nginx site.conf${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-site-conf-'))
  const seen: Seen[] = []
  let upstream: Server
  let nginxProcess: Started
  let port = 0
  let redirectPort = 0

  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res) => {
      seen.push({ url: req.url ?? '', rawHeaders: req.rawHeaders })
      req.resume()
      if (decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname) === '/_preview') return void res.writeHead(303, { location: '/blog', 'cache-control': 'no-store' }).end()
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('[]')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const upstreamPort = (upstream.address() as AddressInfo).port
    // The first composer does not answer: nginx then writes an error line for the request it tried there.
    const deadPort = await freePort()
    ;[port, redirectPort] = [await freePort(), await freePort()]
    for (const sub of ['cache', 'temp', 'logs']) mkdirSync(join(dir, sub))

    let site = documentedSiteConf()
    site = edit(site, 'the page cache folder', /proxy_cache_path \/var\/cache\/nginx\/pages /, `proxy_cache_path ${join(dir, 'cache')} `)
    site = edit(site, "the composers' upstream", /(upstream composers \{\n)\s*server \S+ ([^;\n]*);\n\s*server \S+ ([^;\n]*);\n/, `$1  server 127.0.0.1:${deadPort} $2;\n  server 127.0.0.1:${upstreamPort} $3;\n`)
    site = edit(site, "PostgREST's upstream", /(upstream postgrest \{\n\s*)server \S+;/, `$1server 127.0.0.1:${upstreamPort};`)
    site = edit(site, 'an IPv6 listen', /^\s*listen \[::\]:\d+.*\n/gm, '')
    site = edit(site, 'the port-80 server', /listen 80;/, `listen 127.0.0.1:${redirectPort};`)
    site = edit(site, 'the TLS listen', /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    site = edit(site, 'the certificate', /^\s*ssl_certificate(_key)? \S+;\n/gm, '')
    // Not required: without log directives of its own the site logs as the http block does.
    site = site.replace(/\/var\/log\/nginx\//g, `${join(dir, 'logs')}/`)
    const temp = (kind: string) => `${kind}_temp_path ${join(dir, 'temp', kind)};`
    const config = join(dir, 'nginx.conf')
    writeFileSync(
      config,
      `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'main-error.log')} info;
events { worker_connections 64; }
http {
  access_log ${join(dir, 'logs', 'main-access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`,
    )
    nginxProcess = start([nginx, '-c', config, '-p', dir, '-e', join(dir, 'logs', 'startup-error.log')], dir, {})
    await waitUntil(nginxProcess, 'nginx answering', async () => (await fetch(`http://127.0.0.1:${redirectPort}/`, { redirect: 'manual' })).status === 301, 30_000)
  })

  afterAll(async () => {
    await nginxProcess?.stop()
    await new Promise((resolve) => upstream?.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl'

  it.each([
    ['apikey', [header('apikey', '\xff\xfe')]],
    ['Authorization', [header('apikey', anonKey), header('authorization', 'Bearer \xff\xfe')]],
    ['x-release-credential', [header('apikey', anonKey), header('x-release-credential', '\xff\xfe')]],
    ['x-release-credential (a control byte)', [header('apikey', anonKey), header('x-release-credential', 'rc_a\x7fb')]],
  ])('answers 401 in JSON of PostgREST’s shape for a %s header with a byte outside printable ASCII, passing nothing on', async (_name, headers) => {
    const before = seen.length
    const answer = await rawRequest(port, '/rest/v1/rpc/release_status', headers)
    expect(answer.status, answer.headers).toBe(401)
    expect(answer.headers).toMatch(/^content-type: application\/json/im)
    expect(Object.keys(JSON.parse(answer.body) as object).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PT401', message: expect.stringMatching(/is not a valid credential/) })
    expect(seen.slice(before)).toEqual([])
  })

  it('passes printable ASCII credentials on, and only the header it checked when a client sends two', async () => {
    const before = seen.length
    const valid = await rawRequest(port, '/rest/v1/rpc/release_status', [header('apikey', anonKey), header('authorization', `Bearer ${anonKey}`), header('x-release-credential', 'rc_Abc-123_xyz')])
    expect(valid.status, JSON.stringify(valid)).toBe(200)
    const [request] = seen.slice(before)
    expect(request?.url).toBe('/rpc/release_status')
    const sent = (name: string) => request!.rawHeaders.filter((_value, i) => i % 2 === 1 && request!.rawHeaders[i - 1]!.toLowerCase() === name)
    expect([sent('apikey'), sent('authorization'), sent('x-release-credential')]).toEqual([[anonKey], [`Bearer ${anonKey}`], ['rc_Abc-123_xyz']])

    const twice = await rawRequest(port, '/rest/v1/rpc/release_status', [header('apikey', anonKey), header('x-release-credential', 'rc_ok'), header('x-release-credential', '\xff\xfe')])
    if (twice.status === 200) {
      const last = seen.at(-1)!
      expect(last.rawHeaders.filter((_value, i) => i % 2 === 1 && last.rawHeaders[i - 1]!.toLowerCase() === 'x-release-credential')).toEqual(['rc_ok'])
    } else {
      expect(twice.status).toBe(401)
    }
    for (const request of seen) expect(request.rawHeaders.join('\n')).toMatch(/^[\x20-\x7e\n]*$/)
  })

  it('writes no preview token to any log, while other requests keep their query in the access log', async () => {
    // Twice: the first composer does not answer, so one of them is tried there first (an error line).
    for (const token of ['rp_secret1', 'rp_secret2']) {
      const preview = await fetch(`http://127.0.0.1:${port}/_preview?token=${token}&to=/blog`, { redirect: 'manual' })
      expect(preview.status).toBe(303)
    }
    expect((await fetch(`http://127.0.0.1:${redirectPort}/_preview?token=rp_secret3`, { redirect: 'manual' })).status).toBe(301)
    expect((await fetch(`http://127.0.0.1:${port}/_prev%69ew?token=rp_secret4`, { redirect: 'manual' })).status).toBe(303)
    expect((await fetch(`http://127.0.0.1:${port}/blog?page=2`)).status).toBe(200)
    // The composers still get the token: they grant the preview.
    expect(seen.filter((request) => request.url.startsWith('/_preview?token=rp_secret')).length).toBeGreaterThanOrEqual(2)

    const logs = () => readdirSync(join(dir, 'logs')).map((file) => `${file}:\n${readFileSync(join(dir, 'logs', file), 'utf8')}`).join('\n')
    await expect.poll(logs, { timeout: 10_000 }).toMatch(/"GET \/blog\?page=2 HTTP\/1\.1" 200/)
    expect(logs()).not.toMatch(/rp_secret/)
    expect(readFileSync(join(dir, 'logs', 'access.log'), 'utf8').match(/"GET \/_preview HTTP\/1\.1" 30[13]/g)).toHaveLength(4)
  })
})
