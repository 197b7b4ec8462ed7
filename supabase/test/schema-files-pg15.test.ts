import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDiff } from '../src/cli/db-diff.ts'
import { loadMigrations } from '../src/db/migrate.ts'
import { startScratchCluster, type ScratchCluster } from '../src/db/scratch-cluster.ts'
import { buildFromMigrations, buildFromSchemaFiles, createDatabase, createRoles, diffDatabases, type Database } from '../src/db/schema-diff.ts'
import { loadSchemaFiles } from '../src/db/schema-files.ts'
import { repoRoot, rolesFile } from '../src/paths.ts'
import { dbCli as db } from './helpers/db-cli.ts'
import { pg15SkipReason as skipReason } from './helpers/pg15-cluster.ts'

/**
 * The declarative schema (supabase/schemas/README.md) on PostgreSQL 15: the schema files and the
 * chain of migrations must build the same database, down to every function, view, policy, grant,
 * table and comment; and `npm run db -- diff` turns an edit of a schema file into a migration of
 * that change alone. One cluster holds every database the comparisons build.
 */
const supabaseDir = join(repoRoot, 'supabase')

/** A project folder of its own (<dir>/supabase) with this checkout's config, roles, schema files and migrations. */
function copyProject(): { dir: string; supabase: string; edit: (file: string, from: string | RegExp, to: string) => void } {
  const dir = mkdtempSync(join(tmpdir(), 'schema-files-'))
  const supabase = join(dir, 'supabase')
  for (const part of ['config.toml', 'roles.sql', 'schemas', 'migrations']) cpSync(join(supabaseDir, part), join(supabase, part), { recursive: true })
  const edit = (file: string, from: string | RegExp, to: string) => {
    const path = join(supabase, file)
    const before = readFileSync(path, 'utf8')
    const after = before.replace(from, to)
    if (after === before) throw new Error(`${file} has no ${from}`)
    writeFileSync(path, after)
  }
  return { dir, supabase, edit }
}

describe.skipIf(skipReason !== null)(`the schema files on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: ScratchCluster
  let chain: Database
  const databases: Database[] = []
  const copies: string[] = []
  const build = async (name: string, dir: string) => {
    const database = await createDatabase(cluster, name)
    databases.push(database)
    await buildFromSchemaFiles(database, loadSchemaFiles(dir))
    return database
  }
  const project = () => {
    const copy = copyProject()
    copies.push(copy.dir)
    return copy
  }

  beforeAll(async () => {
    cluster = startScratchCluster({ createUser: true })
    chain = await createDatabase(cluster, 'migrations_chain')
    databases.push(chain)
    await createRoles(chain, readFileSync(rolesFile, 'utf8'))
    await buildFromMigrations(chain, loadMigrations(join(supabaseDir, 'migrations')))
  })

  afterAll(async () => {
    await Promise.all(databases.flatMap((database) => [database.client.end(), database.inspector.end()]))
    cluster?.stop()
    for (const dir of copies) rmSync(dir, { recursive: true, force: true })
  })

  it('build the same database as the chain of migrations', async () => {
    const files = await build('schema_files', supabaseDir)
    expect(await diffDatabases(chain, files)).toEqual([])
  })

  it('disagree with the migrations when a function, grant, policy, view, table or comment changes, and the diff names each', async () => {
    const { supabase, edit } = project()
    edit('schemas/private/functions/lead_utm.sql', `clean_text(value), 200)`, `clean_text(value), 100)`)
    edit('schemas/public/functions/list_recent_leads.sql', /(grant execute on function public\.list_recent_leads\([^)]*\) to service_role);/, '$1, anon;')
    edit('schemas/public/tables/analytics_events.sql', '  with check (true);', `  with check (event_name <> 'probe');`)
    edit('schemas/public/tables/analytics_events.sql', 'grant insert (event_name, page_url, referrer, user_agent, properties)', 'grant insert (event_name, page_url, user_agent, properties)')
    edit('schemas/public/tables/contacts.sql', `  source text not null default 'website',`, `  source text not null default 'website',\n  nickname text,`)
    edit('schemas/public/tables/contacts.sql', 'Personal data: readable only with the service_role key.', 'Personal data.')
    writeFileSync(join(supabase, 'schemas/public/views.sql'), 'create view public.contact_count as select count(*) as contacts from public.contacts;\n')
    expect(() => loadSchemaFiles(supabase)).toThrow(/Not in \[db\.migrations\] schema_paths of .*config\.toml: schemas\/public\/views\.sql/)
    edit('config.toml', '  "./schemas/*/triggers/*.sql",', '  "./schemas/*/triggers/*.sql",\n  "./schemas/public/views.sql",')

    const statements = await diffDatabases(chain, await build('schema_files_edited', supabase))
    const expected = {
      'function body': /^CREATE OR REPLACE FUNCTION private\.lead_utm\(value text\)[\s\S]*clean_text\(value\), 100\)/,
      'function grant': /^grant execute on function public\.list_recent_leads\(integer,timestamp with time zone,pg_catalog\.uuid,boolean\) to anon;$/,
      'old policy': /^drop policy "analytics_events_insert_by_site_visitors" on "public"\."analytics_events";$/,
      'new policy': /^create policy "analytics_events_insert_by_site_visitors"[\s\S]*with check \(\(event_name <> 'probe'::text\)\);$/,
      'column grant': /^revoke insert \(referrer\) on table public\.analytics_events from anon, authenticated;$/,
      'table column': /^alter table "public"\."contacts" add column "nickname" text;$/,
      comment: /^comment on table public\.contacts is 'People who contacted the business\. Personal data\.';$/,
      view: /^create or replace view "public"\."contact_count" as\s+SELECT count\(\*\) AS contacts\s+FROM public\.contacts;$/,
      'view grants': /^revoke all on table public\.contact_count from PUBLIC, anon, authenticated, service_role;$/,
    }
    for (const [what, pattern] of Object.entries(expected)) expect(statements.filter((s) => pattern.test(s)), what).toHaveLength(1)
    const explained = statements.filter((s) => s === 'set local check_function_bodies = off;' || Object.values(expected).some((pattern) => pattern.test(s)))
    expect(statements).toEqual(explained)
  })

  it('names the schema file and the line of a statement that does not apply', async () => {
    const { supabase, edit } = project()
    const index = 'create index contacts_email_idx on public.contacts (lower(email));'
    edit('schemas/public/tables/contacts.sql', index, index.replace('(email)', '(e_mail)'))
    const line = readFileSync(join(supabase, 'schemas/public/tables/contacts.sql'), 'utf8').split('\n').findIndex((text) => text.includes('e_mail')) + 1
    await expect(build('schema_files_broken', supabase)).rejects.toThrow(new RegExp(`^schemas/public/tables/contacts\\.sql:${line}: column "e_mail" does not exist`))
  })

  it('npm run db -- diff writes a migration of the edited function alone, and nothing when nothing changed (exit 3)', async () => {
    const { dir, supabase, edit } = project()
    edit('schemas/private/functions/request_user_agent.sql', `left(h ->> 'user-agent', 512)`, `left(h ->> 'user-agent', 256)`)
    const before = readdirSync(join(supabase, 'migrations'))
    const [written, unchanged] = await Promise.all([db('diff', 'shorter_user_agents', '--workdir', dir), db('diff', 'nothing')])

    expect(written.stderr).toMatch(/1 change\(s\):\n {2}CREATE OR REPLACE FUNCTION private\.request_user_agent\(\)\n$/)
    expect(written.status, written.stderr).toBe(0)
    const added = readdirSync(join(supabase, 'migrations')).filter((file) => !before.includes(file))
    expect(added).toHaveLength(1)
    // Dated after the latest migration, even one dated ahead of the clock: db push refuses one that sorts before it.
    expect(added[0]! > before.sort().at(-1)!).toBe(true)
    expect(added[0]).toMatch(/^\d{14}_shorter_user_agents\.sql$/)
    expect(written.stdout).toContain(`Wrote ${join(supabase, 'migrations', added[0]!)}`)
    const migration = readFileSync(join(supabase, 'migrations', added[0]!), 'utf8')
    const statements = migration.split(/;\n\n/).filter((part) => !/^\s*(--[^\n]*\n?)*\s*$/.test(part))
    expect(statements.map((s) => s.replace(/^(--[^\n]*\n|\n)*/, '').split('\n')[0])).toEqual([
      'set local check_function_bodies = off',
      'CREATE OR REPLACE FUNCTION private.request_user_agent()',
    ])
    expect(migration).toContain(`left(h ->> 'user-agent', 256)`)

    expect(unchanged.stderr).toContain('No changes: the schema files and the migrations describe the same database. No migration written.')
    expect(unchanged.status).toBe(3)
    expect(unchanged.stdout).toBe('')
  })

  it('npm run db -- diff answers --help, and refuses a wrong command line with exit code 2', async () => {
    const [help, mixedUp] = await Promise.all([db('--help'), db('diff', 'x', '--db-url', 'postgres://h/db')])
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/diff NAME builds one throwaway PostgreSQL 15 database/)
    expect(help.stdout).toMatch(/3 diff: nothing changed, no migration\s+written/)
    expect(mixedUp.status).toBe(2)
    expect(mixedUp.stderr).toMatch(/--db-url belongs to migrate and status: diff builds databases of its own/)
    // The rest of the command line's checks, in this process (db.ts turns usage() into exit code 2).
    const usage = (message: string): never => {
      throw new Error(message)
    }
    const options = { name: 'x', workdir: repoRoot, dryRun: false, allowDataLoss: false }
    await expect(runDiff({ ...options, name: undefined }, usage)).rejects.toThrow(/Name the migration: npm run db -- diff <name>/)
    await expect(runDiff({ ...options, name: 'Clearer-Messages' }, usage)).rejects.toThrow(/lower-case letters, digits and underscores only .* not "Clearer-Messages"/)
    await expect(runDiff({ ...options, workdir: tmpdir() }, usage)).rejects.toThrow(/is not a project: it has no supabase\/config\.toml/)
  })
})
