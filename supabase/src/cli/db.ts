import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkDbUrl, DatabaseUnreadableError, describeState, isUpToDate, KitUsageError, migrateDatabase, readDatabaseState, redactUrl } from '../db/db-kit.ts'
import { cliMessage, openSupabaseCli, SupabaseCliError } from '../db/supabase-cli.ts'
import { repoRoot } from '../paths.ts'

const help = `npm run db -- <migrate|status> --db-url postgres://USER[:PASSWORD]@HOST:PORT/DATABASE [options]
npm run db -- diff <name> [--dry-run] [--allow-data-loss]

The self-hosted database kit: brings a PostgreSQL database (15 or later) to what the site's
PostgREST needs, with the Supabase CLI's own \`db push\` and history table, so the same database can
later be managed with \`supabase db push\` (docs/deploying.md, "Production"). And the migration
of a change made in the schema files (supabase/schemas/README.md).

Commands:
  migrate   create the API roles if one is missing (supabase/roles.sql), apply the pending
            migrations (supabase/migrations/*.sql) in order, and set authenticator's password
            from --authenticator-password-file. Idempotent: a second run changes nothing and
            says so.
  status    the roles, and each migration applied or pending. Changes nothing.
  diff NAME builds one throwaway PostgreSQL 15 database from supabase/migrations and one from
            supabase/schemas (in the order of schema_paths in supabase/config.toml), compares
            them, and writes supabase/migrations/<UTC timestamp>_NAME.sql with what differs
            (NAME: lower-case letters, digits and underscores). Needs no database of yours and
            no Docker: PostgreSQL 15's binaries (/usr/lib/postgresql/15/bin, or PG15_BIN_DIR).

Options:
  --db-url URL                       the database, as a superuser such as postgres (required):
                                     over the local socket as the postgres user,
                                     postgresql:///postgres?host=/var/run/postgresql, or over
                                     TCP with the password in PGPASSWORD (kept off the command
                                     line); add ?sslmode=disable for a server without TLS.
  --authenticator-password-file F    migrate: the password PostgREST logs in with as
                                     authenticator (one line; create it with
                                     (umask 077; openssl rand -hex 32 > F)); - reads it from
                                     standard input. Required when authenticator does not
                                     exist yet.
  --dry-run                          diff: print the migration instead of writing it (NAME optional)
  --allow-data-loss                  diff: write it even though it drops a table, column,
                                     sequence, type or schema (refused otherwise)
  --workdir DIR                      diff: the project whose supabase/ folder to use (default:
                                     this checkout)
  --help                             this text

Exit codes: 0 done (status: up to date; diff: migration written or printed), 1 failed (status:
something to migrate; diff: a file does not apply, or the change drops data), 2 bad usage, the
database cannot be read, or no PostgreSQL 15 for diff, 3 diff: nothing changed, no migration
written.`

function usage(message: string): never {
  console.error(`${message}\n\nnpm run db -- --help shows the commands and options.`)
  process.exit(2)
}

async function main(argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'db-url': { type: 'string' },
        'authenticator-password-file': { type: 'string' },
        'dry-run': { type: 'boolean' },
        'allow-data-loss': { type: 'boolean' },
        workdir: { type: 'string' },
        help: { type: 'boolean' },
      },
    })
  } catch (error) {
    usage((error as Error).message)
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(help)
    return 0
  }
  const [command, ...extra] = positionals
  if (command !== 'migrate' && command !== 'status' && command !== 'diff') usage(command ? `Unknown command: ${command}` : 'Name a command: migrate, status or diff')
  if (command === 'diff') {
    if (extra.length > 1) usage(`Unexpected argument: ${extra[1]}`)
    for (const option of ['db-url', 'authenticator-password-file'] as const) if (values[option] !== undefined) usage(`--${option} belongs to migrate and status: diff builds databases of its own`)
    const workdir = resolve(values.workdir ?? repoRoot)
    // Loaded for diff only: migra and its database client take a second to load.
    const { runDiff } = await import('./db-diff.ts')
    return runDiff({ name: extra[0], workdir, dryRun: values['dry-run'] ?? false, allowDataLoss: values['allow-data-loss'] ?? false }, usage)
  }
  for (const option of ['dry-run', 'allow-data-loss', 'workdir'] as const) if (values[option] !== undefined) usage(`--${option} belongs to diff`)
  if (extra.length > 0) usage(`Unexpected argument: ${extra[0]}`)
  if (command === 'status' && values['authenticator-password-file']) usage('--authenticator-password-file belongs to migrate')
  let dbUrl: string
  try {
    dbUrl = checkDbUrl(values['db-url'])
  } catch (error) {
    usage((error as Error).message)
  }

  const cli = openSupabaseCli()
  try {
    console.log(`Database ${redactUrl(dbUrl)}`)
    if (command === 'status') {
      const state = await readDatabaseState(cli, dbUrl)
      for (const line of describeState(state)) console.log(line)
      const upToDate = isUpToDate(state)
      console.log(upToDate ? 'Up to date.' : 'Not up to date: npm run db -- migrate --db-url … brings it there.')
      return upToDate ? 0 : 1
    }
    const result = await migrateDatabase(cli, dbUrl, {
      passwordFile: values['authenticator-password-file'],
      onCliOutput: (line) => line.trim() && console.log(`  supabase: ${line}`),
    })
    for (const line of result.lines) console.log(line)
    return 0
  } catch (error) {
    console.error(explain(error))
    return error instanceof KitUsageError || error instanceof DatabaseUnreadableError ? 2 : 1
  } finally {
    cli.close()
  }
}

/** The error in the operator's terms, with the fix for the usual connection problems. */
function explain(error: unknown): string {
  const cause = error instanceof DatabaseUnreadableError ? error.cause : error
  if (!(cause instanceof SupabaseCliError)) return cause instanceof Error ? cause.message : String(cause)
  const message = cliMessage(cause.result)
  if (/does not support SSL/i.test(message)) return `${cause.message}\nThis server has no TLS: add ?sslmode=disable to --db-url (only over loopback or a private network).`
  if (/password authentication failed/i.test(message)) return `${cause.message}\nCheck the user and password in --db-url (or PGPASSWORD).`
  return cause.message
}

process.exitCode = await main(process.argv.slice(2))
