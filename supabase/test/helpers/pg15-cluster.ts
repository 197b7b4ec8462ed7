import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
  /** Start as a copy of this migrated cluster (writeMigratedData) instead of a bare one. */
  from?: MigratedData
}

/** A migrated cluster's data folder, stopped cleanly, and the password it gives authenticator. */
export interface MigratedData {
  data: string
  password: string
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
  const scratch = startScratchCluster({ tcpPort: options.tcpPort, createUser: true, fromData: options.from?.data })
  return pg15Cluster(scratch, options.from?.password ?? randomBytes(24).toString('hex'))
}

/**
 * Migrates a bare cluster with the self-hosted kit (`migrate`), stops it cleanly and keeps its
 * data folder at `data`: clusters started `from` it skip the initdb and the chain of migrations.
 */
export function writeMigratedData(data: string): MigratedData {
  const scratch = startScratchCluster({ createUser: true })
  try {
    const cluster = pg15Cluster(scratch, randomBytes(24).toString('hex'))
    cluster.migrate()
    scratch.run('pg_ctl', ['-D', join(scratch.dir, 'data'), '-m', 'fast', '-w', 'stop'])
    execFileSync('cp', ['-a', join(scratch.dir, 'data'), data])
    return { data, password: cluster.authenticatorPassword }
  } catch (error) {
    // The server may be stopped already (a failed copy): the folder goes below either way.
    stopIfRunning(scratch)
    throw error
  } finally {
    rmSync(scratch.dir, { recursive: true, force: true })
  }
}

function stopIfRunning(scratch: ScratchCluster): void {
  try {
    scratch.stop()
  } catch {
    // Stopped already.
  }
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
