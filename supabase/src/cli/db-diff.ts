import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { migrationNamePattern, writeGeneratedMigration } from '../db/migration-file.ts'
import { scratchClusterUnavailable } from '../db/scratch-cluster.ts'
import type { SchemaDiff } from '../db/schema-diff.ts'
import { SchemaFilesError } from '../db/schema-files.ts'

export interface DiffOptions {
  name: string | undefined
  workdir: string
  dryRun: boolean
  allowDataLoss: boolean
}

/** Exit codes of `db diff` (db.ts's help states them). */
export const diffExit = { written: 0, failed: 1, usage: 2, unchanged: 3 } as const

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** First line of a statement, for the summary. */
const headline = (statement: string) => {
  const line = statement.split('\n')[0]!
  return line.length > 110 ? `${line.slice(0, 107)}...` : line
}

/**
 * `npm run db -- diff <name>`: the migration from the schema files (supabase/schemas/README.md).
 * Progress goes to standard error; the written file's name (or, with --dry-run, the migration
 * itself) to standard output.
 */
export async function runDiff(options: DiffOptions, usage: (message: string) => never): Promise<number> {
  if (!options.dryRun && !options.name) usage('Name the migration: npm run db -- diff <name> (e.g. clearer_audit_messages), or --dry-run to only print it')
  if (options.name && !migrationNamePattern.test(options.name)) {
    usage(`The name becomes the migration's file name: lower-case letters, digits and underscores only (e.g. clearer_audit_messages), not ${JSON.stringify(options.name)}`)
  }
  const supabaseDir = join(options.workdir, 'supabase')
  if (!existsSync(join(supabaseDir, 'config.toml'))) usage(`${options.workdir} is not a project: it has no supabase/config.toml`)
  const unavailable = scratchClusterUnavailable()
  if (unavailable) {
    console.error(`db diff builds two throwaway PostgreSQL 15 databases, and cannot here: ${unavailable}`)
    return diffExit.usage
  }

  // Loaded once the command line is known to be right: migra and its database client take a second to load.
  const { diffSchemaFiles, isDataLoss, SchemaDiffError } = await import('../db/schema-diff.ts')
  let result: SchemaDiff
  try {
    console.error('Building the database of supabase/migrations and the database of supabase/schemas in a throwaway PostgreSQL 15...')
    result = await diffSchemaFiles(supabaseDir)
  } catch (error) {
    if (error instanceof SchemaDiffError || error instanceof SchemaFilesError) {
      console.error(error.message)
      return diffExit.failed
    }
    throw error
  }
  const { statements, timings } = result
  console.error(
    `Done in ${seconds(timings.cluster + timings.build + timings.diff + timings.check)} (start ${seconds(timings.cluster)}, build ${seconds(timings.build)}, diff ${seconds(timings.diff)}, check ${seconds(timings.check)}).`,
  )
  if (statements.length === 0) {
    console.error('No changes: the schema files and the migrations describe the same database. No migration written.')
    return diffExit.unchanged
  }
  const losses = statements.filter(isDataLoss)
  if (losses.length > 0 && !options.allowDataLoss) {
    console.error(
      `The change drops data:\n${losses.map((s) => `  ${headline(s)}`).join('\n')}\nIf that is meant, run again with --allow-data-loss (check the whole migration first with --dry-run).`,
    )
    return diffExit.failed
  }
  const changes = statements.filter((statement) => !/^set local /i.test(statement))
  console.error(`${changes.length} change(s):\n${changes.map((s) => `  ${headline(s)}`).join('\n')}`)
  if (options.dryRun) {
    console.log(statements.join('\n\n'))
    return diffExit.written
  }
  const file = writeGeneratedMigration(join(supabaseDir, 'migrations'), options.name!, statements)
  // npm runs the script in the workspace folder; INIT_CWD is where it was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd()
  const shown = file.startsWith(cwd + sep) ? relative(cwd, file) : file
  console.log(`Wrote ${shown}. Commit it with the schema files it comes from.`)
  return diffExit.written
}
