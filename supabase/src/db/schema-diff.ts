import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, sql, type Client } from '@pgkit/client'
import { Migration as MigraDiff } from '@pgkit/migra'
import { catalogStatements, readCatalogFacts } from './catalog-facts.ts'
import { loadMigrations, type Migration } from './migrate.ts'
import { startScratchCluster, type ScratchCluster } from './scratch-cluster.ts'
import { loadSchemaFiles, type SchemaFile } from './schema-files.ts'

/**
 * `npm run db -- diff`: the migration that takes the database the migrations build to the one the
 * schema files build (supabase/schemas/README.md, docs/decisions/declarative-schema.md). Both are
 * built in one throwaway PostgreSQL 15 cluster and compared live: @pgkit/migra for tables,
 * constraints, indexes, functions, views, triggers, policies and RLS; catalog-facts.ts for the
 * privileges and comments migra leaves out.
 */

/** A file did not apply, or the diff could not be made: the message says which file and line. */
export class SchemaDiffError extends Error {}

/**
 * One database of the cluster, with two connection pools (@pgkit/client, which @pgkit/migra
 * inspects with): `client` to build it, `inspector` to read it back with search_path empty (only
 * pg_catalog), so that every definition read comes out schema-qualified and the migration applies
 * whatever the search_path of the database it is deployed to.
 */
export interface Database {
  name: string
  client: Client
  inspector: Client
}

export async function createDatabase(cluster: ScratchCluster, name: string): Promise<Database> {
  const admin = createClient(cluster.socketUri('postgres'))
  try {
    await admin.query(sql.raw(`create database ${name}`))
  } finally {
    await admin.end()
  }
  const uri = cluster.socketUri('postgres', name)
  return { name, client: createClient(uri), inspector: createClient(`${uri}&options=${encodeURIComponent('-c search_path=pg_catalog')}`) }
}

interface PgError {
  message: string
  position?: string
  detail?: string
  hint?: string
  where?: string
}

/** Runs one file in its own transaction; an error names the file and the line it points at. */
async function applyFile(client: Client, label: string, text: string, setup = ''): Promise<void> {
  try {
    await client.transaction(async (tx) => {
      if (setup) await tx.query(sql.raw(setup))
      await tx.query(sql.raw(text))
    })
  } catch (error) {
    const cause = ((error as { cause?: PgError }).cause ?? error) as PgError
    const line = cause.position ? `:${text.slice(0, Number(cause.position)).split('\n').length}` : ''
    const extra = [cause.detail, cause.hint, cause.where].filter(Boolean).join('\n  ')
    throw new SchemaDiffError(`${label}${line}: ${cause.message.split('\n')[0]}${extra ? `\n  ${extra}` : ''}`)
  }
}

/**
 * The API roles a bare PostgreSQL lacks (supabase/roles.sql, as `npm run db -- migrate` and the
 * embedded backend create them). Roles belong to the cluster: once is enough for every database.
 */
export async function createRoles(db: Database, rolesSql: string): Promise<void> {
  await applyFile(db.client, 'roles.sql', rolesSql)
}

/** As the embedded backend applies them: each migration in its own transaction, in file-name order. */
export async function buildFromMigrations(db: Database, migrations: Migration[]): Promise<void> {
  for (const migration of migrations) await applyFile(db.client, `migrations/${migration.version}_${migration.name}.sql`, migration.sql)
}

/**
 * Each schema file in its own transaction, in the order of schema_paths. Function
 * bodies are not checked against objects that do not exist yet (as pg_dump restores them): a
 * function may call one whose file loads later.
 */
export async function buildFromSchemaFiles(db: Database, files: SchemaFile[]): Promise<void> {
  for (const file of files) await applyFile(db.client, file.path, file.sql, 'set local check_function_bodies = off')
}

/**
 * A statement that throws stored data away: dropping a table, schema, sequence or type, or a
 * column. Dropping a function, view, trigger, policy, index or constraint loses nothing (migra
 * drops and re-creates those to change them).
 */
export function isDataLoss(statement: string): boolean {
  return /^\s*drop\s+(table|schema|sequence|type|materialized\s+view)\s/i.test(statement) || /^\s*alter\s+table\s[^;]*\sdrop\s+column\s/i.test(statement)
}

/** The statements that take `from` to `to`; none when they agree. */
export async function diffDatabases(from: Database, to: Database): Promise<string[]> {
  const migra = await MigraDiff.create(from.inspector, to.inspector, {})
  migra.set_safety(false)
  migra.add_all_changes(false)
  const structure = [...migra.statements]
    .map((statement) => statement.trim())
    .filter(Boolean)
    // For the migration's own transaction only: a session-wide SET would outlive it (PGlite keeps one session).
    .map((statement) => (/^set check_function_bodies = off;?$/i.test(statement) ? 'set local check_function_bodies = off;' : statement))
  const query = (client: Client) => <Row>(text: string) => client.any(sql.raw(text)) as Promise<Row[]>
  const [before, after] = await Promise.all([readCatalogFacts(query(from.inspector)), readCatalogFacts(query(to.inspector))])
  const rest = catalogStatements(before, after)
  const changes = [...structure.filter((statement) => !/^set local check_function_bodies/i.test(statement)), ...rest]
  return changes.length === 0 ? [] : [...structure, ...rest]
}

export interface SchemaDiff {
  statements: string[]
  /** Milliseconds: starting the cluster, building both databases, diffing (and checking the result). */
  timings: { cluster: number; build: number; diff: number; check: number }
}

/**
 * The whole `db diff`, in a cluster of its own: builds the migrations' database and the schema
 * files' database, diffs them, then applies the result to the migrations' database and diffs
 * again, so a migration that would not reach the schema files (something neither migra nor the
 * catalog facts cover) fails here instead of in production.
 */
export async function diffSchemaFiles(supabaseDir: string): Promise<SchemaDiff> {
  const files = loadSchemaFiles(supabaseDir)
  const migrations = loadMigrations(join(supabaseDir, 'migrations'))
  const rolesSql = readFileSync(join(supabaseDir, 'roles.sql'), 'utf8')
  const clock = () => performance.now()
  let time = clock()
  const lap = () => {
    const now = clock()
    const spent = Math.round(now - time)
    time = now
    return spent
  }
  const cluster = startScratchCluster()
  const databases: Database[] = []
  try {
    const started = lap()
    const chain = await createDatabase(cluster, 'migrations_chain')
    databases.push(chain)
    const declared = await createDatabase(cluster, 'schema_files')
    databases.push(declared)
    await createRoles(chain, rolesSql)
    await Promise.all([buildFromMigrations(chain, migrations), buildFromSchemaFiles(declared, files)])
    const build = lap()
    const statements = await diffDatabases(chain, declared)
    const diff = lap()
    // What one round of statements leaves out shows in the next diff (migra re-creates a constraint
    // without its comment, for one): the rounds are applied in turn until nothing differs.
    for (let round = statements, rounds = 1; round.length > 0; rounds += 1) {
      const migration = round.join('\n\n')
      await applyFile(chain.client, 'the generated migration', migration).catch((error: Error) => {
        throw new SchemaDiffError(`${error.message}\nThe generated migration, which PostgreSQL refused:\n\n${migration}`)
      })
      round = await diffDatabases(chain, declared)
      if (round.length > 0 && rounds === 3) {
        throw new SchemaDiffError(
          `The generated migration does not bring the migrations' database to the schema files; after it, still:\n${round.join('\n')}\nWrite this part by hand (supabase/schemas/README.md).`,
        )
      }
      statements.push(...round)
    }
    return { statements, timings: { cluster: started, build, diff, check: lap() } }
  } finally {
    await Promise.all(databases.flatMap((db) => [db.client.end(), db.inspector.end()]))
    cluster.stop()
  }
}
