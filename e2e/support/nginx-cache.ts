import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const NGINX_BINARY = '/usr/sbin/nginx'

export interface NginxCacheOptions {
  /** A folder of its own: config, pid, cache and temp files. */
  dir: string
  /** The site's port on 127.0.0.1: composed pages and files from the composers, /rest/v1 to PostgREST. */
  port: number
  /** The composers' ports on 127.0.0.1. */
  composers: readonly number[]
  /** PostgREST's port on 127.0.0.1. */
  postgrest: number
  /** A second port on 127.0.0.1 serving `deployRoot` as static files: the remote map and release folders. */
  deployPort: number
  deployRoot: string
}

/**
 * The cache in front of the composers, with the directives of docs/deploying.md "Production"'s
 * snippet (keep the two alike): `proxy_cache` honouring the
 * pages' Cache-Control, both composers upstream (a refused connection moves on to the other), and
 * /rest/v1 proxied to PostgREST as Supabase's gateway does, with `cf-connecting-ip` set to the
 * address that connected to nginx (the migrations read only that header for the rate limit).
 * Runs in the foreground with every path in `dir` and errors on stderr. For the test only:
 * `X-Upstream` (the composers nginx tried for this request, the last one answered; empty when
 * served from the cache) and the second server, the deployment's files (map and releases).
 */
export function writeNginxConfig(options: NginxCacheOptions): string {
  const { dir, port, composers, postgrest, deployPort, deployRoot } = options
  for (const sub of ['cache', 'temp']) mkdirSync(join(dir, sub), { recursive: true })
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

  proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=1d use_temp_path=off;

  upstream composers {
    ${composers.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n    ')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};

    location /rest/v1/ {
      proxy_pass http://127.0.0.1:${postgrest}/;
      # The client's address for the rate limit: the peer of this connection, never a value the client sent.
      proxy_set_header cf-connecting-ip $remote_addr;
      proxy_set_header X-Forwarded-For $remote_addr;
    }

    location / {
      proxy_pass http://composers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_connect_timeout 2s;
      # Lifetimes come from the pages' Cache-Control (s-maxage, stale-while-revalidate, stale-if-error).
      proxy_cache pages;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
  }

  server {
    listen 127.0.0.1:${deployPort};
    root ${deployRoot};
    add_header Access-Control-Allow-Origin * always;
  }
}
`
  const file = join(dir, 'nginx.conf')
  writeFileSync(file, config)
  return file
}
