import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { scratchClusterUnavailable, startScratchCluster, type ScratchCluster } from '../../src/db/scratch-cluster.ts'
import { repoRoot } from '../../src/paths.ts'

/**
 * A throwaway PostgreSQL 15 cluster (src/db/scratch-cluster.ts: its unix socket trusted and, when
 * asked, 127.0.0.1 with passwords; stopped and deleted afterwards): PGlite is PostgreSQL 18, hosted
 * Supabase runs 15 or 17, and the migrations must behave the same on a real server, also with
 * several connections at once.
 */

/** Why the PostgreSQL 15 tests cannot run here, or null. */
export const pg15SkipReason = scratchClusterUnavailable({ createUser: true })

export interface Pg15ClusterOptions {
  /**
   * Also listen on 127.0.0.1 at this port, where every role logs in with its password
   * (scram-sha-256), as PostgREST does on a server. Without it: the unix socket only.
   */
  tcpPort?: number
  /**
   * Start as a copy of the run's one migrated cluster (built by the first file that asks, see
   * migratedTemplate) instead of a bare one: for every file that tests something other than the
   * migration itself, which costs an initdb and the whole chain through the Supabase CLI.
   */
  migrated?: boolean
}

export interface Pg15Cluster {
  /** A libpq connection URI for this role over the cluster's unix socket (trusted: no password). */
  connectionUri(role: string): string
  /** With `tcpPort`: a URI over TCP with the role's password (sslmode=disable: the cluster has no TLS). */
  tcpUri(role: string, password: string): string
  /** Runs SQL through psql in one transaction (-1), unaligned tuples-only output. */
  psql(sql: string): string
  /** The same as another login: psql with this connection URI (e.g. `tcpUri`). */
  psqlAs(uri: string, sql: string): string
  /**
   * The same in a separate psql process without blocking: for several sessions at once.
   * singleTransaction false: each statement commits on its own.
   */
  psqlAsync(sql: string, options?: { singleTransaction?: boolean }): Promise<string>
  /**
   * `npm run db -- migrate`, as an operator runs it on a bare server: the API roles, every
   * migration in order (through the Supabase CLI), and authenticator's password. Its output.
   */
  migrate(): string
  /** The password `migrate` gives authenticator (in a file of the cluster's folder). */
  readonly authenticatorPassword: string
  readonly authenticatorPasswordFile: string
  stop(): void
}

export function startPg15Cluster(options: Pg15ClusterOptions = {}): Pg15Cluster {
  if (!options.migrated) return pg15Cluster(startScratchCluster({ tcpPort: options.tcpPort, createUser: true }), randomBytes(24).toString('hex'))
  const template = migratedTemplate()
  return pg15Cluster(startScratchCluster({ tcpPort: options.tcpPort, createUser: true, fromData: template.data }), template.password)
}

/**
 * The run's migrated cluster, stopped, in the folder the global setup provides: the first file to
 * ask builds it (holding a lock folder), the others wait for it, and each starts a copy.
 */
function migratedTemplate(): { data: string; password: string } {
  const root = inject('pg15TemplateDir')
  const data = join(root, 'data')
  const passwordFile = join(root, 'authenticator-password')
  const ready = join(root, 'ready')
  const failed = join(root, 'failed')
  let builder = true
  try {
    mkdirSync(join(root, 'building'))
  } catch {
    builder = false
  }
  if (builder) {
    const scratch = startScratchCluster({ createUser: true })
    try {
      const cluster = pg15Cluster(scratch, randomBytes(24).toString('hex'))
      cluster.migrate()
      scratch.run('pg_ctl', ['-D', join(scratch.dir, 'data'), '-m', 'fast', '-w', 'stop'])
      execFileSync('cp', ['-a', join(scratch.dir, 'data'), data])
      writeFileSync(passwordFile, cluster.authenticatorPassword)
      writeFileSync(ready, '')
    } catch (error) {
      writeFileSync(failed, (error as Error).message)
      scratch.stop()
      throw error
    }
    rmSync(scratch.dir, { recursive: true, force: true })
  }
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const deadline = Date.now() + 300_000
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`The migrated PostgreSQL 15 cluster could not be built: ${readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error('Timed out waiting for the migrated PostgreSQL 15 cluster')
    Atomics.wait(pause, 0, 0, 200)
  }
  return { data, password: readFileSync(passwordFile, 'utf8') }
}

function pg15Cluster(cluster: ScratchCluster, authenticatorPassword: string): Pg15Cluster {
  const { dir, port, argv, run } = cluster
  const psqlArgs = ['-X', '-q', '-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-At', '-1', '-f', '-']

  const authenticatorPasswordFile = join(dir, 'authenticator-password')
  writeFileSync(authenticatorPasswordFile, `${authenticatorPassword}\n`, { mode: 0o600 })
  const connectionUri = (role: string) => cluster.socketUri(role)
  const psql = (sql: string) => run('psql', psqlArgs, sql)
  return {
    connectionUri,
    tcpUri: (role, password) => `postgres://${encodeURIComponent(role)}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`,
    authenticatorPassword,
    authenticatorPasswordFile,
    psql,
    psqlAs: (uri, sql) => run('psql', ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-d', uri, '-c', sql]),
    psqlAsync(sql, options = {}) {
      const line = argv('psql', options.singleTransaction === false ? psqlArgs.filter((arg) => arg !== '-1') : psqlArgs)
      return new Promise((resolve, reject) => {
        const child = execFile(line[0]!, line.slice(1), { encoding: 'utf8' }, (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        )
        child.stdin?.end(sql)
      })
    },
    migrate() {
      const args = ['run', '--silent', 'db', '--', 'migrate', '--db-url', connectionUri('postgres'), '--authenticator-password-file', authenticatorPasswordFile]
      try {
        return execFileSync('npm', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string }
        throw new Error(`npm run db -- migrate failed:\n${stdout ?? ''}${stderr ?? ''}`)
      }
    },
    stop: cluster.stop,
  }
}
