import { apiError } from './errors.ts'
import type { TableInfo } from './schema-cache.ts'
import { ident, Params } from './sql.ts'

/** What a table request becomes: one SQL statement plus how to answer. */
export interface TablePlan {
  sql: string
  params: unknown[]
  /** True when the SQL yields {body, first, n} (a read or RETURNING); false for plain DML. */
  returnsRows: boolean
  /** Status on success. */
  status: number
  contentRange: (rowCount: number) => string
  /** Skip the database entirely (e.g. inserting an empty array). */
  noop?: boolean
}

export interface TableRequest {
  method: string
  query: URLSearchParams
  body: unknown
  returnRepresentation: boolean
}

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/
const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])

/** Wraps a row-producing statement so the database itself renders the JSON (as PostgREST does). */
function aggregate(statement: string): string {
  return `with _res as (${statement})
          select coalesce(json_agg(_res), '[]'::json)::text as body,
                 (json_agg(_res) -> 0)::text as first,
                 count(*)::int as n
            from _res`
}

function unknownColumn(table: TableInfo, column: string) {
  return apiError(400, '42703', `column ${table.name}.${column} does not exist`)
}

/** `select=a,b` or `*`. Embedding, aliases and casts are outside the local subset. */
function selectColumns(table: TableInfo, raw: string | null): string[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [...table.columns]
  return raw.split(',').map((part) => {
    const name = part.trim()
    if (name === '*') return '*'
    if (!identifierPattern.test(name)) {
      throw apiError(400, 'PGRST100', `"failed to parse select parameter (${raw})"`, null, 'The local backend supports plain column lists only')
    }
    if (!table.columns.has(name)) throw unknownColumn(table, name)
    return name
  }).flatMap((name) => (name === '*' ? [...table.columns] : [name]))
}

function writableColumn(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) {
    throw apiError(400, 'PGRST204', `Column '${name}' of relation '${table.name}' does not exist`)
  }
  return name
}

/** `col=op.value` filters; supports the operators supabase-js emits for simple queries. */
function whereClause(table: TableInfo, query: URLSearchParams, params: Params): string {
  const conditions: string[] = []
  for (const [key, rawValue] of query) {
    if (reservedParams.has(key)) continue
    if (!table.columns.has(key)) throw unknownColumn(table, key)
    const column = `_t.${ident(key)}`
    let negate = false
    let value = rawValue
    if (value.startsWith('not.')) {
      negate = true
      value = value.slice(4)
    }
    const dot = value.indexOf('.')
    const op = dot === -1 ? value : value.slice(0, dot)
    const operand = dot === -1 ? '' : value.slice(dot + 1)
    let condition: string
    const comparisons: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
    if (op in comparisons) {
      condition = `${column} ${comparisons[op]} ${params.add(operand)}`
    } else if (op === 'like' || op === 'ilike') {
      condition = `${column}::text ${op === 'like' ? 'like' : 'ilike'} ${params.add(operand.replace(/\*/g, '%'))}`
    } else if (op === 'is' && ['null', 'true', 'false', 'unknown'].includes(operand.toLowerCase())) {
      condition = `${column} is ${operand.toLowerCase()}`
    } else if (op === 'in' && /^\(.*\)$/.test(operand)) {
      const items = splitList(operand.slice(1, -1))
      condition = items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`
    } else {
      throw apiError(400, 'PGRST100', `"failed to parse filter (${rawValue})" (line 1, column 1)`)
    }
    conditions.push(negate ? `not (${condition})` : condition)
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : ''
}

/** `a,"b,c",d` -> ['a', 'b,c', 'd'] (PostgREST's quoting for in.(...)). */
function splitList(text: string): string[] {
  const items: string[] = []
  const pattern = /\s*("((?:[^"\\]|\\.)*)"|[^,]*)\s*(?:,|$)/g
  let match: RegExpExecArray | null
  while ((match = pattern.exec(text)) !== null && match[0] !== '') {
    items.push(match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[1] ?? '').trim())
    if (pattern.lastIndex >= text.length) break
  }
  return items
}

function orderClause(table: TableInfo, raw: string | null): string {
  if (!raw) return ''
  const terms = raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.')
    if (!table.columns.has(name)) throw unknownColumn(table, name)
    const sql = [`_t.${ident(name)}`]
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql.push(modifier)
      else if (modifier === 'nullsfirst') sql.push('nulls first')
      else if (modifier === 'nullslast') sql.push('nulls last')
      else throw apiError(400, 'PGRST100', `"failed to parse order (${raw})" (line 1, column 1)`)
    }
    return sql.join(' ')
  })
  return `order by ${terms.join(', ')}`
}

function nonNegativeInt(raw: string | null, name: string): number | null {
  if (raw === null) return null
  if (!/^\d{1,9}$/.test(raw)) throw apiError(400, 'PGRST100', `"failed to parse ${name} (${raw})"`)
  return Number(raw)
}

function rowsOf(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body]
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw apiError(400, 'PGRST102', 'Empty or invalid json')
    }
  }
  return rows as Record<string, unknown>[]
}

function parseColumnsParam(raw: string): string[] {
  return raw.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
}

function insertPlan(table: TableInfo, request: TableRequest): TablePlan {
  const rows = rowsOf(request.body)
  const columnsParam = request.query.get('columns')
  let columns: string[]
  if (columnsParam !== null) {
    columns = parseColumnsParam(columnsParam).map((name) => writableColumn(table, name))
  } else {
    const first = Object.keys(rows[0] ?? {}).sort()
    // PostgREST needs one shape for a bulk insert unless ?columns= says which keys count.
    for (const row of rows) {
      const keys = Object.keys(row).sort()
      if (keys.length !== first.length || keys.some((key, i) => key !== first[i])) {
        throw apiError(400, 'PGRST102', 'All object keys must match')
      }
    }
    columns = first.map((name) => writableColumn(table, name))
  }
  const selected = request.returnRepresentation ? selectColumns(table, request.query.get('select')) : []
  const params = new Params()
  const target = `public.${ident(table.name)}`
  const rowsParam = params.add(JSON.stringify(rows))
  const insert = columns.length
    ? `insert into ${target} as _t (${columns.map(ident).join(', ')})
         select ${columns.map(ident).join(', ')} from jsonb_populate_recordset(null::${target}, ${rowsParam}::jsonb)`
    : // No keys at all: one row of defaults per object.
      `insert into ${target} as _t select from jsonb_array_elements(${rowsParam}::jsonb)`
  const returning = selected.length ? ` returning ${selected.map((name) => `_t.${ident(name)}`).join(', ')}` : ''
  return {
    sql: request.returnRepresentation ? aggregate(insert + returning) : insert,
    params: params.values,
    returnsRows: request.returnRepresentation,
    status: 201,
    contentRange: () => '*/*',
    noop: rows.length === 0,
  }
}

function selectPlan(table: TableInfo, request: TableRequest): TablePlan {
  const params = new Params()
  const columns = selectColumns(table, request.query.get('select'))
  const where = whereClause(table, request.query, params)
  const order = orderClause(table, request.query.get('order'))
  const limit = nonNegativeInt(request.query.get('limit'), 'limit')
  const offset = nonNegativeInt(request.query.get('offset'), 'offset')
  const statement = [
    `select ${columns.map((name) => `_t.${ident(name)}`).join(', ')} from public.${ident(table.name)} as _t`,
    where,
    order,
    limit === null ? '' : `limit ${limit}`,
    offset === null ? '' : `offset ${offset}`,
  ].join(' ')
  return {
    sql: aggregate(statement),
    params: params.values,
    returnsRows: true,
    status: 200,
    contentRange: (n) => (n === 0 ? '*/*' : `${offset ?? 0}-${(offset ?? 0) + n - 1}/*`),
  }
}

function updatePlan(table: TableInfo, request: TableRequest): TablePlan {
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw apiError(400, 'PGRST102', 'Empty or invalid json')
  }
  const columns = Object.keys(body).map((name) => writableColumn(table, name))
  const params = new Params()
  const target = `public.${ident(table.name)}`
  const rowParam = params.add(JSON.stringify(body))
  const where = whereClause(table, request.query, params)
  const selected = request.returnRepresentation ? selectColumns(table, request.query.get('select')) : []
  const update = `update ${target} as _t set ${columns.map((name) => `${ident(name)} = _b.${ident(name)}`).join(', ')}
                    from jsonb_populate_record(null::${target}, ${rowParam}::jsonb) as _b ${where}`
  const returning = selected.length ? ` returning ${selected.map((name) => `_t.${ident(name)}`).join(', ')}` : ''
  return {
    sql: request.returnRepresentation ? aggregate(update + returning) : update,
    params: params.values,
    returnsRows: request.returnRepresentation,
    status: request.returnRepresentation ? 200 : 204,
    contentRange: () => '*/*',
    noop: columns.length === 0,
  }
}

function deletePlan(table: TableInfo, request: TableRequest): TablePlan {
  const params = new Params()
  const where = whereClause(table, request.query, params)
  const selected = request.returnRepresentation ? selectColumns(table, request.query.get('select')) : []
  const statement = `delete from public.${ident(table.name)} as _t ${where}`
  const returning = selected.length ? ` returning ${selected.map((name) => `_t.${ident(name)}`).join(', ')}` : ''
  return {
    sql: request.returnRepresentation ? aggregate(statement + returning) : statement,
    params: params.values,
    returnsRows: request.returnRepresentation,
    status: request.returnRepresentation ? 200 : 204,
    contentRange: () => '*/*',
  }
}

export function planTableRequest(table: TableInfo, request: TableRequest): TablePlan {
  switch (request.method) {
    case 'GET':
      return selectPlan(table, request)
    case 'POST':
      return insertPlan(table, request)
    case 'PATCH':
      return updatePlan(table, request)
    case 'DELETE':
      return deletePlan(table, request)
    default:
      throw apiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
}
