/**
 * What migra does not compare, read from the catalog: privileges (on tables, sequences, views,
 * functions, schemas and columns, and default privileges) and comments. `npm run db -- diff` and
 * the PostgreSQL 15 test compare these facts of the two databases, and turn the differences into
 * GRANT, REVOKE, ALTER DEFAULT PRIVILEGES and COMMENT statements (docs/decisions/declarative-schema.md).
 */

/** One object of a user schema: its kind and identity as pg_identify_object gives them. */
export interface CatalogObject {
  /** pg_identify_object's type: table, view, sequence, function, schema, table column, table constraint, trigger, policy, index… */
  type: string
  /** Schema-qualified and quoted where needed: private.clean_text(pg_catalog.text,boolean), public.t.col, c on public.t. */
  identity: string
  /** For a column: its table's identity and its quoted name (GRANT takes them apart). */
  parent: string | null
  member: string | null
  comment: string | null
  /** Privileges as [grantee (quoted, or PUBLIC), privilege, grantable]; null: the kind has none. */
  acl: [string, string, boolean][] | null
  /** A relation's, function's or schema's owner (quoted): it holds every privilege unless revoked. */
  owner: string | null
}

export interface DefaultPrivilege {
  /** `for role postgres in schema public` */
  scope: string
  /** tables, sequences, functions, types or schemas */
  on: string
  grantee: string
  privilege: string
  grantable: boolean
}

export interface CatalogFacts {
  objects: CatalogObject[]
  defaults: DefaultPrivilege[]
}

/** Schemas that belong to PostgreSQL itself, or to the tools (the Supabase CLI's history). */
const ignoredSchemas = ['pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations']

const userSchemas = `n.nspname <> all (array['${ignoredSchemas.join("', '")}']) and n.nspname !~ '^pg_(temp|toast_temp)_'
  and not exists (select 1 from pg_catalog.pg_depend x where x.objid = n.oid and x.deptype = 'e')`
const notFromExtension = (classid: string, oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend x where x.classid = '${classid}'::pg_catalog.regclass and x.objid = ${oid} and x.deptype = 'e')`

const roleName = (oid: string) => `case when ${oid} = 0 then 'PUBLIC' else pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(${oid})) end`
const aclJson = (acl: string) => `(select coalesce(pg_catalog.json_agg(pg_catalog.json_build_array(${roleName('e.grantee')}, e.privilege_type, e.is_grantable)
    order by ${roleName('e.grantee')}, e.privilege_type), '[]') from pg_catalog.aclexplode(${acl}) as e)`

/** Every object of the user schemas with its comment, privileges and owner. */
const objectsQuery = `
with o (classid, objid, objsubid, acl, owner) as (
  select 'pg_catalog.pg_namespace'::pg_catalog.regclass, n.oid, 0, ${aclJson("coalesce(n.nspacl, pg_catalog.acldefault('n'::\"char\", n.nspowner))")}, n.nspowner
    from pg_catalog.pg_namespace n where ${userSchemas}
  union all
  select 'pg_catalog.pg_class'::pg_catalog.regclass, c.oid, 0,
         case when c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
              then ${aclJson("coalesce(c.relacl, pg_catalog.acldefault((case when c.relkind = 'S' then 's' else 'r' end)::\"char\", c.relowner))")} end,
         c.relowner
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S', 'i', 'I') and ${notFromExtension('pg_catalog.pg_class', 'c.oid')}
  union all
  select 'pg_catalog.pg_class'::pg_catalog.regclass, c.oid, a.attnum, case when a.attacl is null then '[]'::pg_catalog.json else ${aclJson('a.attacl')} end, null
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
     and ${notFromExtension('pg_catalog.pg_class', 'c.oid')}
  union all
  select 'pg_catalog.pg_proc'::pg_catalog.regclass, p.oid, 0, ${aclJson("coalesce(p.proacl, pg_catalog.acldefault('f'::\"char\", p.proowner))")}, p.proowner
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where ${userSchemas} and ${notFromExtension('pg_catalog.pg_proc', 'p.oid')}
  union all
  select 'pg_catalog.pg_constraint'::pg_catalog.regclass, k.oid, 0, null, null
    from pg_catalog.pg_constraint k join pg_catalog.pg_namespace n on n.oid = k.connamespace
   where ${userSchemas}
  union all
  select 'pg_catalog.pg_trigger'::pg_catalog.regclass, t.oid, 0, null, null
    from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where ${userSchemas} and not t.tgisinternal
  union all
  select 'pg_catalog.pg_policy'::pg_catalog.regclass, p.oid, 0, null, null
    from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where ${userSchemas}
)
select i.type, i.identity,
       case when o.objsubid > 0 then (pg_catalog.pg_identify_object(o.classid, o.objid, 0)).identity end as parent,
       (select pg_catalog.quote_ident(x.attname) from pg_catalog.pg_attribute x where o.objsubid > 0 and x.attrelid = o.objid and x.attnum = o.objsubid) as member,
       d.description as comment, o.acl, case when o.owner is not null then pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(o.owner)) end as owner
  from o
  cross join lateral pg_catalog.pg_identify_object(o.classid, o.objid, o.objsubid) as i
  left join pg_catalog.pg_description d on d.classoid = o.classid and d.objoid = o.objid and d.objsubid = o.objsubid
 order by i.type, i.identity`

const defaultsQuery = `
select 'for role ' || pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(d.defaclrole))
         || coalesce(' in schema ' || pg_catalog.quote_ident(n.nspname), '') as scope,
       case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions' when 'T' then 'types' when 'n' then 'schemas' end as on,
       ${roleName('a.grantee')} as grantee, a.privilege_type as privilege, a.is_grantable as grantable
  from pg_catalog.pg_default_acl d
  left join pg_catalog.pg_namespace n on n.oid = d.defaclnamespace
  cross join lateral pg_catalog.aclexplode(d.defaclacl) as a
 order by 1, 2, 3, 4`

export type QueryRows = <Row>(sql: string) => Promise<Row[]>

/** Read with search_path empty (only pg_catalog), so that identities come schema-qualified. */
export async function readCatalogFacts(query: QueryRows): Promise<CatalogFacts> {
  return { objects: await query<CatalogObject>(objectsQuery), defaults: await query<DefaultPrivilege>(defaultsQuery) }
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`
const keyOf = (object: CatalogObject) => `${object.type} ${object.identity}`

/** pg_identify_object says `table column`, `view column`, `materialized view column`… */
const isColumn = (object: CatalogObject) => object.type.endsWith(' column')

/** COMMENT ON takes `column` and `constraint` where pg_identify_object says `table column`, `table constraint`. */
function commentTarget(object: CatalogObject): string {
  const keyword = isColumn(object) ? 'column' : object.type.endsWith(' constraint') ? 'constraint' : object.type
  return `${keyword} ${object.identity}`
}

/** GRANT ON ...: a column is granted on its table, with its name in parentheses. */
function grantTarget(object: CatalogObject): { on: string; columns: string } {
  if (isColumn(object)) return { on: `table ${object.parent}`, columns: ` (${object.member})` }
  if (object.type === 'sequence') return { on: `sequence ${object.identity}`, columns: '' }
  if (['table', 'view', 'materialized view', 'foreign table'].includes(object.type)) return { on: `table ${object.identity}`, columns: '' }
  return { on: `${object.type} ${object.identity}`, columns: '' }
}

const entryKey = ([grantee, privilege, grantable]: [string, string, boolean]) => `${grantee} ${privilege} ${grantable}`

/** One statement per privilege: `grant execute on … to anon, authenticated`. */
function byPrivilege(entries: [string, string, boolean][]): [string, boolean, string][] {
  const groups = new Map<string, [string, boolean, string[]]>()
  for (const [grantee, privilege, grantable] of entries) {
    const key = `${privilege} ${grantable}`
    if (!groups.has(key)) groups.set(key, [privilege.toLowerCase(), grantable, []])
    groups.get(key)![2].push(grantee)
  }
  return [...groups.values()].map(([privilege, grantable, grantees]) => [privilege, grantable, grantees.join(', ')])
}

function privilegeStatements(before: CatalogObject | undefined, after: CatalogObject, apiRoles: string[]): string[] {
  if (!after.acl) return []
  const { on, columns } = grantTarget(after)
  const statements: string[] = []
  const current = before?.acl ?? []
  if (!before && !isColumn(after)) {
    // A new object starts with its default privileges (and, on hosted Supabase, the project's
    // default grants): take them all back first, then grant exactly what the schema file grants
    // (the owner keeps its own).
    const others = ['PUBLIC', ...apiRoles].filter((role) => role !== after.owner)
    statements.push(`revoke all on ${on} from ${others.join(', ')};`)
  }
  const wanted = new Set(after.acl.map(entryKey))
  const had = new Set(current.map(entryKey))
  const revoked = current.filter((entry) => !wanted.has(entryKey(entry)))
  const granted = after.acl.filter((entry) => !had.has(entryKey(entry)) && (before || entry[0] !== after.owner))
  for (const [privilege, , grantees] of byPrivilege(revoked)) statements.push(`revoke ${privilege}${columns} on ${on} from ${grantees};`)
  for (const [privilege, grantable, grantees] of byPrivilege(granted)) {
    statements.push(`grant ${privilege}${columns} on ${on} to ${grantees}${grantable ? ' with grant option' : ''};`)
  }
  return statements
}

function defaultPrivilegeStatements(before: DefaultPrivilege[], after: DefaultPrivilege[]): string[] {
  const key = (d: DefaultPrivilege) => `${d.scope}|${d.on}|${d.grantee}|${d.privilege}|${d.grantable}`
  const had = new Set(before.map(key))
  const wanted = new Set(after.map(key))
  return [
    ...before.filter((d) => !wanted.has(key(d))).map((d) => `alter default privileges ${d.scope} revoke ${d.privilege.toLowerCase()} on ${d.on} from ${d.grantee};`),
    ...after.filter((d) => !had.has(key(d))).map((d) => `alter default privileges ${d.scope} grant ${d.privilege.toLowerCase()} on ${d.on} to ${d.grantee}${d.grantable ? ' with grant option' : ''};`),
  ]
}

/**
 * The statements that give `before`'s objects the privileges and comments of `after`'s. Objects
 * only `before` has are left alone (migra drops them); objects only `after` has get all of theirs.
 */
export function catalogStatements(before: CatalogFacts, after: CatalogFacts): string[] {
  const old = new Map(before.objects.map((object) => [keyOf(object), object]))
  const apiRoles = [...new Set([...before.objects, ...after.objects].flatMap((object) => (object.acl ?? []).map(([grantee]) => grantee)))]
    .filter((role) => role !== 'PUBLIC' && !after.objects.some((object) => object.owner === role))
    .sort()
  const privileges = after.objects.flatMap((object) => privilegeStatements(old.get(keyOf(object)), object, apiRoles))
  const comments = after.objects
    .filter((object) => object.comment !== (old.get(keyOf(object))?.comment ?? null))
    .map((object) => `comment on ${commentTarget(object)} is ${object.comment === null ? 'null' : literal(object.comment)};`)
  return [...defaultPrivilegeStatements(before.defaults, after.defaults), ...privileges, ...comments]
}
