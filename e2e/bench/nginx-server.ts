import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/free-port'
import { waitUntilAnswering } from '../support/wait-until-answering'

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx'
/** Debian's `libnginx-mod-http-brotli-static`: with it nginx sends a page's `.br` twin, else its `.gz`. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** The encoding both the composition server and nginx are asked for: brotli when nginx can send it precompressed. */
export function benchEncoding(): 'br' | 'gzip' {
  return existsSync(BROTLI_STATIC_MODULE) ? 'br' : 'gzip'
}

/** `nginx/1.22.1`, as `nginx -v` says (on stderr). */
export function nginxVersion(): string {
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.replace(/^nginx version:\s*/, '').trim() || 'nginx'
}

export interface NginxSite {
  url: string
  /** What it sends for a page when asked: its precompressed `.br` (brotli_static) or `.gz` (gzip_static) twin. */
  encoding: 'br' | 'gzip'
  stop(): Promise<void>
}

/**
 * nginx serving `dir` as a static host would: each page's `index.html` with its precompressed twin
 * beside it, ETag and 304 on, sendfile, keep-alive. One worker process, as the composition server is
 * one Node process, so the bench compares the cost per process. A child of this process with its
 * own prefix, config, temp folders and logs in a temp folder (`daemon off`), on a free port.
 */
export async function startNginx(dir: string): Promise<NginxSite> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: install Debian's nginx (apt-get install -y nginx), or set BENCH_NGINX`)
  const encoding = benchEncoding()
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'))
  mkdirSync(join(prefix, 'logs'))
  const port = await freePort()
  const conf = join(prefix, 'nginx.conf')
  // Started by root, nginx's workers would run as nobody, who cannot read a private temp folder:
  // they run as the user who runs the bench (a non-root master keeps its own user anyway).
  const rootUser = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''
  writeFileSync(
    conf,
    `${encoding === 'br' ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}daemon off;
${rootUser}master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  etag on;
  gzip_static on;
  ${encoding === 'br' ? 'brotli_static on;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  )
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')], { stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', done)
      // QUIT: a graceful stop of the master and its worker.
      child.kill('SIGQUIT')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    })
  try {
    await waitUntilAnswering(child, `${url}/`, 15_000, 'nginx exited before answering', (response) => response.status < 500)
  } catch (error) {
    const log = existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : ''
    await stop()
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error })
  }
  return { url, encoding, stop }
}
