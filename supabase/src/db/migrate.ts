import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { rolesFile } from '../paths.ts'

export interface Migration {
  /** The timestamp prefix, as the Supabase CLI records it. */
  version: string
  name: string
  sql: string
}

/**
 * The API roles exactly as a Supabase project has them (supabase/roles.sql, the file the Supabase
 * CLI runs with `db push --include-roles`). Hosted projects already have them; locally they are
 * created before the first migration so the migrations themselves stay identical to what
 * `supabase db push` deploys.
 */
export function supabaseRolesSql(): string {
  return readFileSync(rolesFile, 'utf8')
}

/** Same table the Supabase CLI keeps, so `supabase migration list` reads the same history. */
export const migrationHistorySql = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
revoke all on schema supabase_migrations from public;
`

const fileNamePattern = /^(\d{14})_([a-z0-9_]+)\.sql$/

export function loadMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => fileNamePattern.test(file))
    .sort()
    .map((file) => {
      const match = fileNamePattern.exec(file)!
      return { version: match[1]!, name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') }
    })
}

/**
 * Splits a migration into statements for the history table (the CLI stores them one by one).
 * Execution uses the whole file, so this only has to respect quoting, not be a full parser.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let current = ''
  let i = 0
  while (i < sql.length) {
    const rest = sql.slice(i)
    const ch = sql[i]!
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i)
      const stop = end === -1 ? sql.length : end + 1
      current += sql.slice(i, stop)
      i = stop
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2)
      const stop = end === -1 ? sql.length : end + 2
      current += sql.slice(i, stop)
      i = stop
    } else if (ch === "'" || ch === '"') {
      let j = i + 1
      while (j < sql.length) {
        if (sql[j] === ch && sql[j + 1] === ch) j += 2
        else if (sql[j] === ch) break
        else j++
      }
      current += sql.slice(i, j + 1)
      i = j + 1
    } else if (ch === '$' && /^\$[A-Za-z_0-9]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_0-9]*\$/.exec(rest)![0]
      const end = sql.indexOf(tag, i + tag.length)
      const stop = end === -1 ? sql.length : end + tag.length
      current += sql.slice(i, stop)
      i = stop
    } else if (ch === ';') {
      const statement = current.trim()
      if (statement && !isOnlyComments(statement)) statements.push(statement)
      current = ''
      i++
    } else {
      current += ch
      i++
    }
  }
  const tail = current.trim()
  if (tail && !isOnlyComments(tail)) statements.push(tail)
  return statements
}

function isOnlyComments(text: string): boolean {
  return text.replace(/--[^\n]*\n?/g, '').replace(/\/\*[\s\S]*?\*\//g, '').trim() === ''
}

/**
 * Creates the Supabase roles if missing, then applies every migration not yet recorded, in
 * filename order, each in its own transaction together with its history row: a crash mid-way
 * leaves either the whole migration and its record, or neither.
 */
export async function applyMigrations(db: PGlite, migrations: Migration[]): Promise<Migration[]> {
  await db.exec(supabaseRolesSql())
  await db.exec(migrationHistorySql)
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const applied = new Set(done.rows.map((row) => row.version))
  const fresh: Migration[] = []
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, splitStatements(migration.sql)],
      )
    })
    fresh.push(migration)
  }
  return fresh
}
