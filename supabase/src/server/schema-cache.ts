import type { PGlite } from '@electric-sql/pglite'

/**
 * What the API exposes. PostgREST exposes every table and function of `public`; the local
 * backend is deliberately narrower (a whitelist), and anything else answers 404 as PostgREST does
 * for unknown names.
 */
export const exposedTables = ['analytics_events', 'contacts', 'marketing_audits'] as const
export const exposedFunctions = [
  'submit_marketing_audit',
  'list_recent_leads',
  'purge_expired_data',
  'claim_lead_deliveries',
  'finish_lead_delivery',
  'redeliver_leads',
  // The release ledger (migration 20261129100000).
  'release_register',
  'release_record_check',
  'release_promote',
  'release_rollback',
  'release_withdraw',
  'release_get',
  'release_status',
  'release_history',
  'release_map',
  'release_define_remote',
  'release_import',
  'release_issue_credential',
  'release_revoke_credential',
  'release_credentials',
  'release_preview',
  'release_canary',
  'release_abort',
  'release_rollouts',
  'release_count_canary',
  'release_guard',
] as const

export interface TableInfo {
  name: string
  columns: ReadonlySet<string>
}

/** What JSON.parse can hand over for one argument. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null'

export interface FunctionArg {
  name: string
  /** Declared type, as `format_type` prints it. */
  type: string
  /** The JSON kinds the argument takes; null = any JSON (json and jsonb arguments). */
  accepts: ReadonlySet<JsonKind> | null
}

/**
 * Text arguments that also take a JSON number, as docs/backend.md documents them: the form sends
 * the quiz score as text, scripts may send a number. The function validates the text either way.
 */
export const numberAsTextArgs: Readonly<Record<string, readonly string[]>> = {
  submit_marketing_audit: ['questionnaire_score'],
}

const numericTypes = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision'])

/**
 * PostgREST casts any JSON value to the declared type (`true` and `{"a":1}` become text), so a
 * wrong type would be stored as its JSON text. The local API takes, per declared type: json and
 * jsonb any JSON; numbers a JSON number; boolean a JSON boolean; an array type a JSON array;
 * everything else (text, uuid, ...) a JSON string. Null is always allowed (it means SQL NULL).
 */
export function acceptedKinds(functionName: string, argName: string, type: string): ReadonlySet<JsonKind> | null {
  if (type === 'json' || type === 'jsonb') return null
  if (type.endsWith('[]')) return new Set<JsonKind>(['array', 'null'])
  if (numericTypes.has(type)) return new Set<JsonKind>(['number', 'null'])
  if (type === 'boolean') return new Set<JsonKind>(['boolean', 'null'])
  if (numberAsTextArgs[functionName]?.includes(argName)) return new Set<JsonKind>(['string', 'number', 'null'])
  return new Set<JsonKind>(['string', 'null'])
}

export interface FunctionInfo {
  name: string
  args: FunctionArg[]
  /** Arguments without a default: a call must name all of them. */
  required: ReadonlySet<string>
  returnsSet: boolean
}

export interface SchemaCache {
  tables: ReadonlyMap<string, TableInfo>
  functions: ReadonlyMap<string, FunctionInfo>
}

/** Read once at startup (after migrations), like PostgREST's schema cache. */
export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const tables = new Map<string, TableInfo>()
  const columnRows = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any($1) and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [exposedTables],
  )
  for (const row of columnRows.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: new Set<string>() }
    ;(table.columns as Set<string>).add(row.column_name)
    tables.set(row.table_name, table)
  }

  const functions = new Map<string, FunctionInfo>()
  const fnRows = await db.query<{ name: string; returns_set: boolean; n_defaults: number; args: { name: string; type: string }[] }>(
    `select p.proname as name, p.proretset as returns_set, p.pronargdefaults as n_defaults,
            (select coalesce(json_agg(json_build_object('name', a.name, 'type', pg_catalog.format_type(a.type, null)) order by a.ord), '[]'::json)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                           p.proargnames,
                           coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])))
                    with ordinality as a(type, name, mode, ord)
              where a.mode in ('i', 'b')) as args
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = any($1)`,
    [exposedFunctions],
  )
  for (const row of fnRows.rows) {
    const requiredCount = row.args.length - row.n_defaults
    functions.set(row.name, {
      name: row.name,
      args: row.args.map((arg) => ({ ...arg, accepts: acceptedKinds(row.name, arg.name, arg.type) })),
      required: new Set(row.args.slice(0, requiredCount).map((arg) => arg.name)),
      returnsSet: row.returns_set,
    })
  }
  return { tables, functions }
}
