import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../src/paths.ts'

/**
 * A throwaway PostgreSQL 15 cluster (initdb into a temp folder, its unix socket trusted and, when
 * asked, 127.0.0.1 with passwords; stopped and deleted afterwards): PGlite is PostgreSQL 18, hosted Supabase runs 15 or 17, and the migrations
 * must behave the same on a real server, also with several connections at once.
 */
const bin = '/usr/lib/postgresql/15/bin'
const isRoot = process.getuid?.() === 0

/** initdb refuses to run as root: run the server binaries as an unprivileged user. */
function pickRunner(): { prefix: string[]; user: string | null } | { skip: string } {
  if (!isRoot) return { prefix: [], user: null }
  const hasUser = (name: string) => spawnSync('id', ['-u', name]).status === 0
  let user = hasUser('postgres') ? 'postgres' : hasUser('pgtest') ? 'pgtest' : null
  if (!user) {
    const created = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'pgtest'])
    if (created.status !== 0) return { skip: 'running as root and could not create an unprivileged user for initdb' }
    user = 'pgtest'
  }
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) return { prefix: ['runuser', '-u', user, '--'], user }
  return { prefix: ['su', user, '-s', '/bin/sh', '-c'], user }
}

const missing = !existsSync(join(bin, 'initdb')) ? `PostgreSQL 15 binaries not found in ${bin}` : null
const runner = missing ? null : pickRunner()
/** Why the PostgreSQL 15 tests cannot run here, or null. */
export const pg15SkipReason = missing ?? (runner && 'skip' in runner ? runner.skip : null)

export interface Pg15ClusterOptions {
  /**
   * Also listen on 127.0.0.1 at this port, where every role logs in with its password
   * (scram-sha-256), as PostgREST does on a server. Without it: the unix socket only.
   */
  tcpPort?: number
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
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'))
  const data = join(dir, 'data')
  const port = options.tcpPort ?? 20000 + Math.floor(Math.random() * 20000)
  const { prefix, user } = runner && !('skip' in runner) ? runner : { prefix: [], user: null }

  function argv(command: string, args: string[]): string[] {
    const full = [join(bin, command), ...args]
    return prefix[0] === 'su' ? [...prefix, full.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')] : [...prefix, ...full]
  }
  function run(command: string, args: string[], input?: string): string {
    const line = argv(command, args)
    return execFileSync(line[0]!, line.slice(1), { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] })
  }
  const psqlArgs = ['-X', '-q', '-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-At', '-1', '-f', '-']

  if (user) execFileSync('chown', ['-R', user, dir])
  chmodSync(dir, 0o700)
  run('initdb', ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const listen = options.tcpPort ? '127.0.0.1' : ''
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses='${listen}' -c fsync=off`, 'start'])

  const authenticatorPassword = randomBytes(24).toString('hex')
  const authenticatorPasswordFile = join(dir, 'authenticator-password')
  writeFileSync(authenticatorPasswordFile, `${authenticatorPassword}\n`, { mode: 0o600 })
  const connectionUri = (role: string) => `postgres:///postgres?host=${encodeURIComponent(dir)}&port=${port}&user=${encodeURIComponent(role)}`
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
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
