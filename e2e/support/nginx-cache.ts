import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './blog-release'

export const NGINX_BINARY = '/usr/sbin/nginx'

export interface NginxCacheOptions {
  /** A folder of its own: config, pid, cache, certificate and temp files. */
  dir: string
  /** The site's plain-HTTP door on 127.0.0.1 (the test's browser): composed pages, /rest/v1 to PostgREST. */
  port: number
  /** The same site server over TLS (the configuration's `listen 443 ssl`). */
  tlsPort: number
  /** The configuration's port-80 server, which redirects to HTTPS. */
  redirectPort: number
  /** The composers' ports on 127.0.0.1. */
  composers: readonly number[]
  /** PostgREST's port on 127.0.0.1. */
  postgrest: number
  /** The release host's plain-HTTP door: `deployRoot` (the remote map and release folders). */
  deployPort: number
  /** The release host over TLS. */
  deployTlsPort: number
  deployRoot: string
}

/** A ```nginx block of docs/deploying.md, by the file its first line names (`# /etc/nginx/conf.d/<file>: …`). */
export function documentedNginxConfig(file: string): string {
  const doc = readFileSync(join(repoRoot, 'docs/deploying.md'), 'utf8')
  const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!)
  const block = blocks.find((text) => text.startsWith(`# /etc/nginx/conf.d/${file}:`))
  if (!block) throw new Error(`docs/deploying.md has no nginx block starting "# /etc/nginx/conf.d/${file}:"`)
  return block
}

/** Replaces what must be in the documented configuration; a doc that no longer has it stops the test, naming it. */
function edit(text: string, file: string, what: string, pattern: RegExp, replacement: string | ((...groups: string[]) => string)): string {
  if (!pattern.test(text)) throw new Error(`docs/deploying.md's ${file} no longer has ${what} (${pattern}): update e2e/support/nginx-cache.ts`)
  pattern.lastIndex = 0
  return text.replace(pattern, replacement as string)
}

/** A self-signed certificate for 127.0.0.1, in `dir`. */
function certificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' })
  return { cert, key }
}

/**
 * nginx as docs/deploying.md configures it: its two nginx blocks as written (site.conf: TLS, the
 * page cache in front of both composers, /rest/v1 to PostgREST behind the apikey check;
 * releases.conf: the release host), with only what a machine changes: loopback addresses and
 * ports, a self-signed certificate, the cache, log and release folders, and the site's origin. Each
 * TLS server also gets a plain-HTTP door on loopback for the test's browser and Node fetches. For
 * the test only: `X-Upstream` (the composers nginx tried for a request, the last one answered;
 * empty when served from the cache). Runs in the foreground with every path in `dir` and errors on
 * stderr.
 */
export function writeNginxConfig(options: NginxCacheOptions): string {
  const { dir, port, tlsPort, redirectPort, composers, postgrest, deployPort, deployTlsPort, deployRoot } = options
  for (const sub of ['cache', 'temp']) mkdirSync(join(dir, sub), { recursive: true })
  const { cert, key } = certificate(dir)
  const siteOrigin = `http://127.0.0.1:${port}`
  const withCertificate = (text: string, file: string) =>
    edit(edit(text, file, 'ssl_certificate', /ssl_certificate \S+;/, `ssl_certificate ${cert};`), file, 'ssl_certificate_key', /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
  const withoutIpv6 = (text: string, file: string) => edit(text, file, 'an IPv6 listen', /^\s*listen \[::\]:\d+.*\n/gm, '')

  let site = documentedNginxConfig('site.conf')
  site = edit(site, 'site.conf', 'the page cache folder', /proxy_cache_path \/var\/cache\/nginx\/pages /, `proxy_cache_path ${join(dir, 'cache')} `)
  site = edit(site, 'site.conf', "the composers' upstream", /(upstream composers \{\n)((?:\s*server \S+ ([^;\n]*);\n)+)/, (_all, head: string, _servers: string, params: string) =>
    `${head}${composers.map((p) => `  server 127.0.0.1:${p} ${params};\n`).join('')}`,
  )
  site = edit(site, 'site.conf', "PostgREST's upstream", /(upstream postgrest \{\n\s*)server \S+;/, `$1server 127.0.0.1:${postgrest};`)
  site = withoutIpv6(site, 'site.conf')
  site = edit(site, 'site.conf', 'the port-80 server', /listen 80;/, `listen 127.0.0.1:${redirectPort};`)
  site = edit(site, 'site.conf', 'the TLS listen', /listen 443 ssl http2;/, `listen 127.0.0.1:${tlsPort} ssl http2;\n  listen 127.0.0.1:${port};`)
  site = withCertificate(site, 'site.conf')
  site = edit(site, 'site.conf', 'the log files', /\/var\/log\/nginx\//g, `${dir}/`)
  site = edit(site, 'site.conf', 'the cache status header', /(add_header X-Cache-Status \$upstream_cache_status always;\n)/, '$1    add_header X-Upstream $upstream_addr always;\n')

  let releases = documentedNginxConfig('releases.conf')
  releases = withoutIpv6(releases, 'releases.conf')
  releases = edit(releases, 'releases.conf', 'the TLS listen', /listen 443 ssl http2;/, `listen 127.0.0.1:${deployTlsPort} ssl http2;\n  listen 127.0.0.1:${deployPort};`)
  releases = withCertificate(releases, 'releases.conf')
  releases = edit(releases, 'releases.conf', 'the release folders', /root \/srv\/releases;/, `root ${deployRoot};`)
  releases = edit(releases, 'releases.conf', "the site's origin", /https:\/\/www\.example\.com/g, siteOrigin)

  const temp = (kind: string) => `${kind}_temp_path ${join(dir, 'temp', kind)};`
  const config = `
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include /etc/nginx/mime.types;

${site}
${releases}
}
`
  const file = join(dir, 'nginx.conf')
  writeFileSync(file, config)
  return file
}
