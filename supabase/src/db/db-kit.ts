import { readFileSync, statSync } from 'node:fs'
import { migrationsDir } from '../paths.ts'
import { loadMigrations } from './migrate.ts'
import { verifierMatches, scramVerifier } from './scram.ts'
import { cliMessage, SupabaseCliError, type SupabaseCli } from './supabase-cli.ts'

/**
 * The self-hosted database kit behind `npm run db`: what a PostgreSQL database lacks to serve this
 * site through PostgREST, and bringing it there with the Supabase CLI's own `db push`
 * (docs/decisions/self-hosted-database.md). The kit decides and reports; the CLI applies the
 * migrations and records them in its history table, and runs supabase/roles.sql when a role is
 * missing.
 */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const
export const loginRole = 'authenticator'

export interface DatabaseState {
  /** Every migration file, in order: `<version>_<name>`. */
  local: string[]
  /** Versions in supabase_migrations.schema_migrations. */
  applied: string[]
  /** Files not in the history, in order. */
  pending: string[]
  /** Versions in the history with no file here: the database is ahead of this checkout. */
  unknown: string[]
  missingRoles: string[]
  /** API roles that authenticator may not switch to. */
  missingGrants: string[]
  /** authenticator's stored password (pg_authid), when asked for: null when it has none. */
  verifier?: string | null
}

export class KitUsageError extends Error {}

/** The database could not be reached or read (a wrong URL, password, or a server that is down). */
export class DatabaseUnreadableError extends Error {
  constructor(override readonly cause: SupabaseCliError) {
    super(cause.message)
    this.name = 'DatabaseUnreadableError'
  }
}

/** A postgres:// URL with its password masked, for output. */
export function redactUrl(dbUrl: string): string {
  try {
    const url = new URL(dbUrl)
    if (url.password) url.password = '*****'
    return url.toString()
  } catch {
    return '(an unparsable URL)'
  }
}

export function checkDbUrl(dbUrl: string | undefined): string {
  if (!dbUrl) throw new KitUsageError('--db-url is required: postgres://USER[:PASSWORD]@HOST:PORT/DATABASE (the PGPASSWORD variable keeps the password off the command line)')
  let url: URL
  try {
    url = new URL(dbUrl)
  } catch {
    throw new KitUsageError(`--db-url is not a URL: ${redactUrl(dbUrl)}`)
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new KitUsageError(`--db-url must start with postgres:// or postgresql://, not ${url.protocol}//`)
  return dbUrl
}

/**
 * The password authenticator logs in with (PostgREST's PGRST_DB_URI): the file's first line,
 * printable ASCII with no spaces, at least 16 characters. `-` reads it from standard input, for a
 * kit run as another user than the file's owner (sudo cat F | sudo -u postgres npm run db …).
 */
export function readPasswordFile(file: string): { password: string; warning: string | null } {
  const where = file === '-' ? 'standard input' : file
  let text: string
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message
    throw new KitUsageError(`Cannot read the password file ${file} (${reason}). Create one: (umask 077; openssl rand -hex 32 > ${file})`)
  }
  const password = text.split(/\r?\n/)[0] ?? ''
  if (!/^[!-~]{16,}$/.test(password)) {
    throw new KitUsageError(`The password in ${where} must be one line of at least 16 printable ASCII characters with no spaces (e.g. openssl rand -hex 32)`)
  }
  const mode = file === '-' ? 0 : statSync(file).mode & 0o777
  const warning = mode & 0o077 ? `${file} is readable by other users (mode ${mode.toString(8)}): chmod 600 ${file}` : null
  return { password, warning }
}

interface MigrationListRow {
  local?: string
  remote?: string
}

interface RoleRow {
  name: string
  present: boolean
  granted: boolean
  verifier?: string | null
}

/** Each role, whether it exists and whether authenticator may switch to it; with its stored password (superusers only). */
const rolesQuery = (withVerifier: boolean) => `
select name, exists (select 1 from pg_catalog.pg_roles where rolname = name) as present,${
  withVerifier ? `\n  (select rolpassword from pg_catalog.pg_authid where rolname = '${loginRole}') as verifier,` : ''
}
  exists (
    select 1 from pg_catalog.pg_auth_members m
    join pg_catalog.pg_roles g on g.oid = m.roleid
    join pg_catalog.pg_roles u on u.oid = m.member
    where g.rolname = name and u.rolname = '${loginRole}'
  ) as granted
from unnest(array['${apiRoles.join("', '")}', '${loginRole}']) as name`

function localMigrations(): string[] {
  return loadMigrations(migrationsDir).map((m) => `${m.version}_${m.name}`)
}

const versionOf = (file: string) => file.slice(0, file.indexOf('_'))

export async function readDatabaseState(cli: SupabaseCli, dbUrl: string, { withVerifier = false } = {}): Promise<DatabaseState> {
  // The CLI's own view of the history (`supabase migration list`): what `db push` will apply.
  const listed = await cli.run(['migration', 'list', '--db-url', dbUrl, '--output-format', 'json'])
  if (listed.status !== 0) throw new DatabaseUnreadableError(new SupabaseCliError('migration list', listed))
  const rows = (JSON.parse(listed.stdout) as { migrations?: MigrationListRow[] }).migrations ?? []
  const applied = rows.map((row) => row.remote?.trim() ?? '').filter(Boolean)
  const local = localMigrations()
  let roles: RoleRow[]
  try {
    roles = await cli.query<RoleRow>(dbUrl, rolesQuery(withVerifier))
  } catch (error) {
    if (withVerifier && error instanceof SupabaseCliError && /permission denied/.test(cliMessage(error.result))) {
      throw new KitUsageError(`Setting ${loginRole}'s password needs a superuser in --db-url (pg_authid is not readable): run as postgres, or leave out --authenticator-password-file and set it yourself`)
    }
    throw error
  }
  return {
    ...(withVerifier ? { verifier: roles[0]?.verifier ?? null } : {}),
    local,
    applied,
    pending: local.filter((file) => !applied.includes(versionOf(file))),
    unknown: applied.filter((version) => !local.some((file) => versionOf(file) === version)),
    missingRoles: roles.filter((role) => !role.present).map((role) => role.name),
    missingGrants: roles.filter((role) => role.name !== loginRole && !role.granted).map((role) => role.name),
  }
}

export function isUpToDate(state: DatabaseState): boolean {
  return state.pending.length === 0 && state.missingRoles.length === 0 && state.missingGrants.length === 0 && state.unknown.length === 0
}

/** What `status` prints. */
export function describeState(state: DatabaseState): string[] {
  const lines: string[] = []
  const roles = [...apiRoles, loginRole]
  lines.push(
    state.missingRoles.length === 0
      ? `roles: ${roles.join(', ')} present`
      : `roles: ${state.missingRoles.join(', ')} missing (${roles.filter((r) => !state.missingRoles.includes(r)).join(', ') || 'none'} present)`,
  )
  if (state.missingGrants.length > 0 && !state.missingRoles.includes(loginRole)) lines.push(`grants: ${loginRole} may not switch to ${state.missingGrants.join(', ')}`)
  lines.push(`migrations: ${state.local.length - state.pending.length} applied, ${state.pending.length} pending`)
  for (const file of state.local) lines.push(`  ${state.pending.includes(file) ? 'pending' : 'applied'}  ${file}`)
  for (const version of state.unknown) lines.push(`  UNKNOWN  ${version}: in the database's history, but no such file in supabase/migrations (a newer checkout migrated this database)`)
  return lines
}

export interface MigrateResult {
  lines: string[]
  changed: boolean
}

/**
 * Brings the database up to date: the roles when one is missing, the pending migrations, and
 * authenticator's password when a file names it. Nothing is run when nothing is missing, so a
 * second run changes nothing. `onCliOutput` sees `supabase db push`'s own lines as they come.
 */
export async function migrateDatabase(
  cli: SupabaseCli,
  dbUrl: string,
  options: { passwordFile?: string; onCliOutput?: (line: string) => void },
): Promise<MigrateResult> {
  const password = options.passwordFile ? readPasswordFile(options.passwordFile) : null
  const lines: string[] = password?.warning ? [`warning: ${password.warning}`] : []
  const before = await readDatabaseState(cli, dbUrl, { withVerifier: password !== null })
  if (before.unknown.length > 0) {
    throw new Error(
      `The database's history has migrations this checkout does not: ${before.unknown.join(', ')}. It was migrated from a newer version of the site: run the kit from that version (or later), never from an older one.`,
    )
  }
  if (before.missingRoles.includes(loginRole) && !password) {
    throw new KitUsageError(`The role ${loginRole} (PostgREST's login) does not exist yet and needs a password: pass --authenticator-password-file FILE (create it with: (umask 077; openssl rand -hex 32 > FILE))`)
  }
  const bootstrapRoles = before.missingRoles.length > 0 || before.missingGrants.length > 0
  let changed = false
  if (before.pending.length > 0 || bootstrapRoles) {
    const push = await cli.run(['db', 'push', '--db-url', dbUrl, '--yes', ...(bootstrapRoles ? ['--include-roles'] : [])], options.onCliOutput)
    if (push.status !== 0) throw new SupabaseCliError('db push', push)
    changed = true
    const after = await readDatabaseState(cli, dbUrl)
    if (!isUpToDate(after)) throw new Error(`supabase db push finished, but the database is still not up to date:\n${describeState(after).join('\n')}`)
  }
  lines.push(
    before.missingRoles.length > 0 ? `roles: created ${before.missingRoles.join(', ')}` : before.missingGrants.length > 0 ? `roles: granted ${before.missingGrants.join(', ')} to ${loginRole}` : 'roles: all present',
  )
  if (before.pending.length > 0) {
    lines.push(`migrations: applied ${before.pending.length}, recorded in supabase_migrations.schema_migrations (${before.local.length} in all)`)
    for (const file of before.pending) lines.push(`  applied  ${file}`)
  } else {
    lines.push(`migrations: none pending (${before.local.length} applied)`)
  }
  if (password && options.passwordFile) {
    const where = options.passwordFile === '-' ? 'standard input' : options.passwordFile
    if (verifierMatches(before.verifier ?? null, password.password, loginRole)) {
      lines.push(`${loginRole}'s password: unchanged (it is the one in ${where})`)
    } else {
      await cli.exec(dbUrl, `alter role ${loginRole} with login password '${scramVerifier(password.password)}'`)
      lines.push(`${loginRole}'s password: set from ${where}`)
      changed = true
    }
  }
  lines.push(changed ? 'The database is up to date.' : 'Nothing to do: the database was already up to date (nothing changed).')
  return { lines, changed }
}
