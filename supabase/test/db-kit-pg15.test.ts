import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMigrations } from '../src/db/migrate.ts'
import { verifierMatches } from '../src/db/scram.ts'
import { migrationsDir, repoRoot } from '../src/paths.ts'
import { dbCli as dbAsync } from './helpers/db-cli.ts'
import { freePort } from './helpers/free-port.ts'
import { pg15SkipReason as skipReason, startPg15Cluster, type Pg15Cluster } from './helpers/pg15-cluster.ts'

/**
 * The self-hosted database kit as an operator runs it (`npm run db -- …`), on a bare PostgreSQL 15
 * server: no API roles, no history. Each step is a run of the command, checked by its exit code,
 * its output and what the database then holds.
 */
function db(...args: string[]) {
  return dbWithInput('', ...args)
}

/** The same, with `input` on its standard input. */
function dbWithInput(input: string, ...args: string[]) {
  // npm's own start-up is a second a run; the script is exactly this (supabase/package.json).
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['supabase/src/cli/db.ts', ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000, input })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: `${run.stdout}${run.stderr}` }
}

const migrations = loadMigrations(migrationsDir)

describe.skipIf(skipReason !== null)(`npm run db on a bare PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: Pg15Cluster
  let url = ''
  let tcpPort = 0
  const state = () => ({
    roles: cluster.psql("select rolname || ' ' || rolcanlogin || ' ' || rolinherit || ' ' || rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by 1"),
    members: cluster.psql("select string_agg(g.rolname, ',' order by g.rolname) from pg_auth_members m join pg_roles g on g.oid = m.roleid join pg_roles u on u.oid = m.member where u.rolname = 'authenticator'"),
    verifier: cluster.psql("select rolpassword from pg_authid where rolname = 'authenticator'"),
    history: cluster.psql("select to_regclass('supabase_migrations.schema_migrations') is not null").trim() === 't'
      ? cluster.psql("select string_agg(version || ' ' || name || ' ' || cardinality(statements), ',' order by version) from supabase_migrations.schema_migrations")
      : 'none',
    tables: cluster.psql("select count(*) from pg_tables where schemaname in ('public', 'private')"),
  })

  beforeAll(async () => {
    tcpPort = await freePort()
    cluster = startPg15Cluster({ tcpPort })
    url = cluster.connectionUri('postgres')
  })

  afterAll(() => {
    cluster?.stop()
  })

  it('answers --help, and refuses a wrong command line with exit code 2', async () => {
    const help = spawnSync('npm', ['run', '--silent', 'db', '--', '--help'], { cwd: repoRoot, encoding: 'utf8' })
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/migrate .*\n[\s\S]*status/)
    expect(help.stdout).toContain('--authenticator-password-file')
    const cases = [
      [[], /Name a command: migrate, status or diff/],
      [['upgrade', '--db-url', url], /Unknown command: upgrade/],
      [['migrate'], /--db-url is required/],
      [['migrate', '--db-url', 'mysql://x@h/db'], /must start with postgres:\/\/ or postgresql:\/\//],
      [['status', '--db-url', url, '--bogus'], /Unknown option '--bogus'/],
    ] as const
    const runs = await Promise.all(cases.map(([args]) => dbAsync(...args)))
    cases.forEach(([args, message], i) => {
      expect(runs[i]!.status, args.join(' ')).toBe(2)
      expect(runs[i]!.stderr, args.join(' ')).toMatch(message)
    })
  })

  it('says what a bare server lacks (exit 1), and refuses to create authenticator without a password, changing nothing', async () => {
    const status = db('status', '--db-url', url)
    expect(status.status, status.output).toBe(1)
    expect(status.stdout).toContain('roles: anon, authenticated, service_role, authenticator missing')
    expect(status.stdout).toContain(`migrations: 0 applied, ${migrations.length} pending`)
    expect(status.stdout).toContain(`  pending  ${migrations[0]!.version}_${migrations[0]!.name}`)

    const before = state()
    const refused = db('migrate', '--db-url', url)
    expect(refused.status).toBe(2)
    expect(refused.stderr).toMatch(/authenticator .* needs a password: pass --authenticator-password-file FILE/)
    const shortFile = join(cluster.authenticatorPasswordFile, '../short-password')
    writeFileSync(shortFile, 'hunter2\n', { mode: 0o600 })
    const [short, missing] = await Promise.all([
      dbAsync('migrate', '--db-url', url, '--authenticator-password-file', shortFile),
      dbAsync('migrate', '--db-url', url, '--authenticator-password-file', '/nonexistent/pw'),
    ])
    expect(short.status).toBe(2)
    expect(short.stderr).toMatch(/at least 16 printable ASCII characters/)
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatch(/Cannot read the password file \/nonexistent\/pw \(no such file\)/)
    expect(state()).toEqual(before)
  })

  it('migrates: creates the roles as Supabase has them, applies every migration into the CLI history, sets the password', () => {
    const run = db('migrate', '--db-url', url, '--authenticator-password-file', cluster.authenticatorPasswordFile)
    expect(run.status, run.output).toBe(0)
    expect(run.stdout).toContain('roles: created anon, authenticated, service_role, authenticator')
    expect(run.stdout).toContain(`migrations: applied ${migrations.length}, recorded in supabase_migrations.schema_migrations`)
    expect(run.stdout).toContain("authenticator's password: set from")
    // The Supabase CLI's own run, not a look-alike.
    expect(run.stdout).toContain('supabase: Finished supabase db push.')

    const after = state()
    // name, LOGIN, INHERIT, BYPASSRLS
    expect(after.roles.trim().split('\n')).toEqual(['anon false false false', 'authenticated false false false', 'authenticator true false false', 'service_role false false true'])
    expect(after.members.trim()).toBe('anon,authenticated,service_role')
    // The CLI's history: version, name and the statements it ran, one row per file.
    const history = after.history.trim().split(',')
    expect(history.map((row) => row.split(' ').slice(0, 2).join('_'))).toEqual(migrations.map((m) => `${m.version}_${m.name}`))
    for (const row of history) expect(Number(row.split(' ')[2])).toBeGreaterThan(0)
    // Stored as SCRAM, never as the plain text.
    expect(after.verifier.trim()).toMatch(/^SCRAM-SHA-256\$4096:/)
    expect(verifierMatches(after.verifier.trim(), cluster.authenticatorPassword, 'authenticator')).toBe(true)
    // PostgREST's login works over TCP with that password, and only with it.
    expect(cluster.psqlAs(cluster.tcpUri('authenticator', cluster.authenticatorPassword), 'select current_user').trim()).toBe('authenticator')
    expect(() => cluster.psqlAs(cluster.tcpUri('authenticator', 'not-the-password-at-all'), 'select 1')).toThrow(/password authentication failed/)
  })

  it('a second run changes nothing and says so (the password read from standard input this time); status then exits 0', () => {
    const before = state()
    const run = dbWithInput(`${cluster.authenticatorPassword}\n`, 'migrate', '--db-url', url, '--authenticator-password-file', '-')
    expect(run.status, run.output).toBe(0)
    expect(run.stdout).toContain('Nothing to do: the database was already up to date (nothing changed).')
    expect(run.stdout).toContain("authenticator's password: unchanged (it is the one in standard input)")
    expect(run.stdout).not.toContain('supabase db push')
    // Same roles, same history, same stored password (a new salt would show a change).
    expect(state()).toEqual(before)
    const status = db('status', '--db-url', url)
    expect(status.status, status.output).toBe(0)
    expect(status.stdout).toContain(`migrations: ${migrations.length} applied, 0 pending`)
    expect(status.stdout).toMatch(/Up to date\.\n$/)
  })

  it('sets a new password from a new file (rotation), and refuses a database migrated by a newer checkout', () => {
    const newFile = join(cluster.authenticatorPasswordFile, '../rotated-password')
    writeFileSync(newFile, 'b'.repeat(40), { mode: 0o600 })
    const rotated = db('migrate', '--db-url', url, '--authenticator-password-file', newFile)
    expect(rotated.status, rotated.output).toBe(0)
    expect(rotated.stdout).toContain(`authenticator's password: set from ${newFile}`)
    expect(verifierMatches(state().verifier.trim(), 'b'.repeat(40), 'authenticator')).toBe(true)

    cluster.psql("insert into supabase_migrations.schema_migrations (version, name, statements) values ('29991231000000', 'from_the_future', '{}')")
    const status = db('status', '--db-url', url)
    expect(status.status).toBe(1)
    expect(status.stdout).toContain('UNKNOWN  29991231000000')
    const refused = db('migrate', '--db-url', url)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/history has migrations this checkout does not: 29991231000000/)
    cluster.psql("delete from supabase_migrations.schema_migrations where version = '29991231000000'")
  })

  it('names the problem when the database cannot be reached (exit 2), with the fix for a server without TLS', async () => {
    const [refused, wrongPassword] = await Promise.all([
      dbAsync('status', '--db-url', `postgres://postgres:x@127.0.0.1:${tcpPort}/postgres`),
      dbAsync('status', '--db-url', cluster.tcpUri('postgres', 'wrong-password')),
    ])
    expect(refused.status).toBe(2)
    expect(refused.stderr).toMatch(/does not support SSL[\s\S]*add \?sslmode=disable to --db-url/)
    expect(wrongPassword.status).toBe(2)
    expect(wrongPassword.stderr).toMatch(/password authentication failed[\s\S]*Check the user and password/)
  })
})
