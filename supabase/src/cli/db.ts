import { parseArgs } from 'node:util'
import { checkDbUrl, DatabaseUnreadableError, describeState, isUpToDate, KitUsageError, migrateDatabase, readDatabaseState, redactUrl } from '../db/db-kit.ts'
import { cliMessage, openSupabaseCli, SupabaseCliError } from '../db/supabase-cli.ts'

const help = `npm run db -- <command> --db-url postgres://USER[:PASSWORD]@HOST:PORT/DATABASE [options]

The self-hosted database kit: brings a PostgreSQL database (15 or later) to what the site's
PostgREST needs, with the Supabase CLI's own \`db push\` and history table, so the same database can
later be managed with \`supabase db push\` (docs/deploying.md, "Production").

Commands:
  migrate   create the API roles if one is missing (supabase/roles.sql), apply the pending
            migrations (supabase/migrations/*.sql) in order, and set authenticator's password
            from --authenticator-password-file. Idempotent: a second run changes nothing and
            says so.
  status    the roles, and each migration applied or pending. Changes nothing.

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
  --help                             this text

Exit codes: 0 done (status: up to date), 1 failed (status: something to migrate), 2 bad usage or
the database cannot be read.`

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
      options: { 'db-url': { type: 'string' }, 'authenticator-password-file': { type: 'string' }, help: { type: 'boolean' } },
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
  if (command !== 'migrate' && command !== 'status') usage(command ? `Unknown command: ${command}` : 'Name a command: migrate or status')
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
