import { apiError } from './errors.ts'
import type { FunctionArg, FunctionInfo, JsonKind } from './schema-cache.ts'
import { ident, Params } from './sql.ts'

export interface RpcPlan {
  sql: string
  params: unknown[]
  returnsSet: boolean
}

function describeParams(keys: string[]): string {
  if (keys.length === 0) return 'without parameters'
  return `with parameter${keys.length === 1 ? '' : 's'} ${keys.join(', ')}`
}

/** PostgREST 12's wording for "no function takes exactly these named arguments". */
function notFound(name: string, keys: string[], fn: FunctionInfo | undefined) {
  const sorted = [...keys].sort()
  return apiError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${sorted.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} ${describeParams(sorted)} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    fn ? `Perhaps you meant to call the function public.${name}(${fn.args.map((arg) => arg.name).sort().join(', ')})` : null,
  )
}

/**
 * `POST /rpc/fn` with named arguments. Like PostgREST, the body's keys must all be parameters
 * and must include every parameter without a default; otherwise 404 PGRST202.
 */
export function planRpc(name: string, fn: FunctionInfo | undefined, body: unknown): RpcPlan {
  let args = body
  // PostgREST also accepts a one-element array of arguments.
  if (Array.isArray(args) && args.length === 1) args = args[0]
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw apiError(400, 'PGRST102', 'Empty or invalid json')
  }
  const keys = Object.keys(args)
  if (!fn) throw notFound(name, keys, undefined)
  const argNames = new Set(fn.args.map((arg) => arg.name))
  if (keys.some((key) => !argNames.has(key)) || [...fn.required].some((required) => !keys.includes(required))) {
    throw notFound(name, keys, fn)
  }

  const used = fn.args.filter((arg) => keys.includes(arg.name))
  checkArgumentKinds(used, args as Record<string, unknown>)

  const params = new Params()
  // jsonb_to_record casts each JSON value to the parameter's declared type, exactly as
  // PostgREST's json_to_record does (so "67" and 67 both reach an integer/text parameter).
  const source = used.length
    ? ` from jsonb_to_record(${params.add(JSON.stringify(args))}::jsonb) as _x(${used
        .map((arg) => `${ident(arg.name)} ${arg.type}`)
        .join(', ')})`
    : ''
  const call = `public.${ident(fn.name)}(${used.map((arg) => `${ident(arg.name)} := _x.${ident(arg.name)}`).join(', ')})`
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json)::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n
         from ${used.length ? source.replace(/^ from /, '') : '(select) as _x'} cross join lateral ${call} as _r`
    : `select to_json(${call})::text as body, null::text as first, 1 as n${source}`
  return { sql, params: params.values, returnsSet: fn.returnsSet }
}

function jsonKind(value: unknown): JsonKind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as 'string' | 'number' | 'boolean' | 'object'
}

const kindNames: Partial<Record<JsonKind, string>> = { string: 'a string', number: 'a number', boolean: 'a boolean' }

/**
 * Refuses an argument whose JSON type its declared type does not take (see `acceptedKinds`):
 * 400 / 22023 (invalid_parameter_value), every such argument named, `details` the same JSON list
 * of `{field, message}` the functions' own validation uses.
 */
function checkArgumentKinds(used: FunctionArg[], args: Record<string, unknown>): void {
  const problems: { field: string; message: string }[] = []
  for (const arg of used) {
    if (!arg.accepts || arg.accepts.has(jsonKind(args[arg.name]))) continue
    const expected = [...arg.accepts].flatMap((kind) => kindNames[kind] ?? []).join(' or ')
    problems.push({ field: arg.name, message: `"${arg.name}" must be ${expected}` })
  }
  if (problems.length > 0) {
    throw apiError(400, '22023', problems.map((problem) => problem.message).join('. '), JSON.stringify(problems))
  }
}
