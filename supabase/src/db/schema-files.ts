import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { globSync, isDynamicPattern } from 'tinyglobby'

/**
 * The declarative schema (supabase/schemas/README.md): the files that describe the whole database,
 * in the order `[db.migrations] schema_paths` of the project's config.toml lists them, as the
 * Supabase CLI reads that setting. Each entry is a file, a folder (every .sql file under it) or a
 * glob, relative to the supabase folder; what a glob or folder matches loads in file-name order,
 * and a file matched again by a later entry is not loaded twice.
 */
export interface SchemaFile {
  /** Relative to the supabase folder, as schema_paths names it: schemas/public/tables/contacts.sql. */
  path: string
  sql: string
}

export class SchemaFilesError extends Error {}

const schemaFolder = 'schemas'

function schemaPaths(supabaseDir: string): string[] {
  const configFile = join(supabaseDir, 'config.toml')
  let config: Record<string, unknown>
  try {
    config = parseToml(readFileSync(configFile, 'utf8'))
  } catch (error) {
    throw new SchemaFilesError(`Cannot read ${configFile}: ${(error as Error).message}`)
  }
  const paths = ((config.db as Record<string, unknown> | undefined)?.migrations as Record<string, unknown> | undefined)?.schema_paths
  if (!Array.isArray(paths) || paths.length === 0 || paths.some((entry) => typeof entry !== 'string')) {
    throw new SchemaFilesError(`${configFile} has no [db.migrations] schema_paths: list the schema files there in the order they load (supabase/schemas/README.md)`)
  }
  return paths as string[]
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function expand(supabaseDir: string, entry: string): string[] {
  const pattern = entry.replace(/^\.\//, '')
  if (isDynamicPattern(pattern)) return globSync(pattern, { cwd: supabaseDir }).sort(byCodeUnit)
  const full = join(supabaseDir, pattern)
  if (!existsSync(full)) throw new SchemaFilesError(`schema_paths names ${entry}, and there is no such file in ${supabaseDir}`)
  if (statSync(full).isDirectory()) return globSync(`${pattern.replace(/\/$/, '')}/**/*.sql`, { cwd: supabaseDir }).sort(byCodeUnit)
  return [pattern]
}

/**
 * The schema files of the project whose supabase folder is `supabaseDir`, in load order. Every .sql
 * file under schemas/ must be listed: a file the order leaves out would silently not be part of
 * the database.
 */
export function loadSchemaFiles(supabaseDir: string): SchemaFile[] {
  const ordered: string[] = []
  for (const entry of schemaPaths(supabaseDir)) {
    for (const path of expand(supabaseDir, entry)) if (!ordered.includes(path)) ordered.push(path)
  }
  const unlisted = globSync(`${schemaFolder}/**/*.sql`, { cwd: supabaseDir })
    .filter((path) => !ordered.includes(path))
    .sort(byCodeUnit)
  if (unlisted.length > 0) {
    throw new SchemaFilesError(
      `Not in [db.migrations] schema_paths of ${join(supabaseDir, 'config.toml')}: ${unlisted.join(', ')}. Add each file (or a glob that matches it) where it belongs in the load order.`,
    )
  }
  return ordered.map((path) => ({ path, sql: readFileSync(join(supabaseDir, path), 'utf8') }))
}
