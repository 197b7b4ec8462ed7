import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadMigrations, supabaseRolesSql } from '../../src/db/migrate.ts'
import { migrationsDir } from '../../src/paths.ts'

/**
 * A throwaway PostgreSQL 15 cluster (initdb into a temp folder, unix socket only, stopped and
 * deleted afterwards): PGlite is PostgreSQL 18, hosted Supabase runs 15 or 17, and the migrations
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

export interface Pg15Cluster {
  /** A libpq connection URI for this role over the cluster's unix socket (no TCP listener). */
  connectionUri(role: string): string
  /** Runs SQL through psql in one transaction (-1), unaligned tuples-only output. */
  psql(sql: string): string
  /**
   * The same in a separate psql process without blocking: for several sessions at once.
   * singleTransaction false: each statement commits on its own.
   */
  psqlAsync(sql: string, options?: { singleTransaction?: boolean }): Promise<string>
  /** Applies the Supabase roles and every migration in order. */
  migrate(): void
  stop(): void
}

export function startPg15Cluster(): Pg15Cluster {
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'))
  const data = join(dir, 'data')
  const port = 20000 + Math.floor(Math.random() * 20000)
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
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off`, 'start'])

  const psql = (sql: string) => run('psql', psqlArgs, sql)
  return {
    connectionUri: (role) => `postgres:///postgres?host=${encodeURIComponent(dir)}&port=${port}&user=${encodeURIComponent(role)}`,
    psql,
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
      psql(supabaseRolesSql)
      for (const migration of loadMigrations(migrationsDir)) psql(migration.sql)
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
