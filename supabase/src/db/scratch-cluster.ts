import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway PostgreSQL 15 cluster: initdb into a temp folder, pg_ctl start on its own unix socket
 * (trusted; TCP on 127.0.0.1 with passwords only when asked), stopped and deleted afterwards. The
 * PostgreSQL 15 tests run on one, and `npm run db -- diff` builds its two databases in one.
 * PG15_BIN_DIR names another folder of PostgreSQL 15 binaries.
 */
export const pg15BinDir = process.env.PG15_BIN_DIR || '/usr/lib/postgresql/15/bin'

type Runner = { prefix: string[]; user: string | null }

/**
 * initdb refuses to run as root: as root, the server binaries run as the user `postgres` (or
 * `pgtest`, which `createUser` lets this create).
 */
function pickRunner(createUser: boolean): Runner | { unavailable: string } {
  if (process.getuid?.() !== 0) return { prefix: [], user: null }
  const hasUser = (name: string) => spawnSync('id', ['-u', name]).status === 0
  let user = hasUser('postgres') ? 'postgres' : hasUser('pgtest') ? 'pgtest' : null
  if (!user && createUser) {
    const created = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'pgtest'])
    if (created.status === 0) user = 'pgtest'
  }
  if (!user) return { unavailable: 'initdb cannot run as root, and there is no user postgres to run it as: run this as an ordinary user' }
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) return { prefix: ['runuser', '-u', user, '--'], user }
  return { prefix: ['su', user, '-s', '/bin/sh', '-c'], user }
}

function runnerFor(createUser: boolean): Runner | { unavailable: string } {
  if (!existsSync(join(pg15BinDir, 'initdb'))) {
    return { unavailable: `PostgreSQL 15 binaries not found in ${pg15BinDir} (Debian: apt-get install postgresql-15; elsewhere set PG15_BIN_DIR)` }
  }
  return pickRunner(createUser)
}

/** Why a scratch cluster cannot start here, or null. `createUser`: as in startScratchCluster. */
export function scratchClusterUnavailable({ createUser = false } = {}): string | null {
  const runner = runnerFor(createUser)
  return 'unavailable' in runner ? runner.unavailable : null
}

export interface ScratchClusterOptions {
  /** Also listen on 127.0.0.1 at this port, where roles log in with their passwords (scram-sha-256). */
  tcpPort?: number
  /** As root without a `postgres` user: create a system user `pgtest` to run the server (tests only). */
  createUser?: boolean
  /**
   * Start from a copy of this data folder (of a cluster stopped cleanly) instead of an initdb: for
   * many clusters of one prepared database.
   */
  fromData?: string
}

export interface ScratchCluster {
  /** The temp folder: data directory, server log and the unix socket. */
  readonly dir: string
  readonly port: number
  /** A libpq URI for this role and database over the cluster's unix socket (trusted: no password). */
  socketUri(role: string, database?: string): string
  /** The argv that runs one of the cluster's binaries (psql, pg_dump…) as the server's user. */
  argv(command: string, args: string[]): string[]
  /** Runs one of those binaries and returns its standard output; throws with its stderr on failure. */
  run(command: string, args: string[], input?: string): string
  /** Stops the server at once and deletes the folder. */
  stop(): void
}

export function startScratchCluster(options: ScratchClusterOptions = {}): ScratchCluster {
  const runner = runnerFor(options.createUser ?? false)
  if ('unavailable' in runner) throw new Error(runner.unavailable)
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'))
  const data = join(dir, 'data')
  // The socket lives in this folder alone, so the port only names it; TCP, when asked, takes the given one.
  const port = options.tcpPort ?? 20000 + Math.floor(Math.random() * 20000)
  const { prefix, user } = runner

  function argv(command: string, args: string[]): string[] {
    const full = [join(pg15BinDir, command), ...args]
    return prefix[0] === 'su' ? [...prefix, full.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')] : [...prefix, ...full]
  }
  function run(command: string, args: string[], input?: string): string {
    const line = argv(command, args)
    return execFileSync(line[0]!, line.slice(1), { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] })
  }
  function remove() {
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    if (user) execFileSync('chown', ['-R', user, dir])
    chmodSync(dir, 0o700)
    if (options.fromData) execFileSync('cp', ['-a', options.fromData, data])
    else run('initdb', ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--no-sync', '--no-instructions'])
    const listen = options.tcpPort ? '127.0.0.1' : ''
    run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses='${listen}' -c fsync=off`, 'start'])
  } catch (error) {
    remove()
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(`Could not start a PostgreSQL 15 cluster: ${stderr || (error as Error).message}`)
  }

  return {
    dir,
    port,
    socketUri: (role, database = 'postgres') =>
      `postgres:///${encodeURIComponent(database)}?host=${encodeURIComponent(dir)}&port=${port}&user=${encodeURIComponent(role)}`,
    argv,
    run,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        remove()
      }
    },
  }
}
