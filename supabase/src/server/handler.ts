import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import {
  AdmissionLimit,
  analyticsBusyError,
  busyRetryAfterSeconds,
  defaultMaxAnalyticsInFlight,
  isAnalyticsInsert,
  isBusyError,
  refuseOversizedAnalyticsBatch,
} from './analytics-admission.ts'
import type { RequestAuth } from './auth.ts'
import { parseJsonBody, readBody, requireJsonContentType } from './body.ts'
import { answerOptions, corsHeaders } from './cors.ts'
import { clientAddressOf, type ClientAddressPolicy } from 'shared/server/client-address'
import { ApiError, apiError, fromDatabaseError, sendError, sendJson } from './errors.ts'
import { QueueFullError, type SerialQueue } from './queue.ts'
import { sqlVisibleHeaders, withRequestTransaction } from './request-context.ts'
import { planTableRequest } from './rest.ts'
import { planRpc } from './rpc.ts'
import type { SchemaCache } from './schema-cache.ts'

export interface HandlerDeps {
  db: PGlite
  cache: SchemaCache
  queue: SerialQueue
  authenticate: (req: IncomingMessage) => Promise<RequestAuth>
  corsOrigins: ReadonlySet<string>
  bodyLimitBytes: number
  clientAddress: ClientAddressPolicy
  logger: Pick<Console, 'info' | 'warn' | 'error'>
  isClosing: () => boolean
  /** Analytics inserts in flight at once before more are answered 503 (default 32). */
  maxAnalyticsInFlight?: number
}

const objectMediaType = 'application/vnd.pgrst.object+json'

/** Never throws: a request target no URL parser accepts (e.g. `http://[`) is simply not ours. */
export function restPath(url: string): string | null {
  let pathname: string
  try {
    pathname = new URL(url, 'http://local').pathname
  } catch {
    return null
  }
  if (pathname === '/rest/v1') return ''
  return pathname.startsWith('/rest/v1/') ? pathname.slice('/rest/v1'.length) : null
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

interface DbOutcome {
  body: string | null
  first: string | null
  n: number
}

export function createHandler(deps: HandlerDeps) {
  const analyticsInFlight = new AdmissionLimit(deps.maxAnalyticsInFlight ?? defaultMaxAnalyticsInFlight)
  /**
   * `clientAddress`: the client's address as the server in front resolved it for this request
   * (the composition server, with the same policy); when it is not given (`npm run serve`, the
   * owner socket), the handler resolves it. Either way once per request.
   */
  return async function handle(req: IncomingMessage, res: ServerResponse, clientAddress?: string | null): Promise<void> {
    const cors = corsHeaders(req, deps.corsOrigins)
    let role = 'anon'
    let leaveAnalytics: (() => void) | null = null
    try {
      const path = restPath(req.url ?? '')
      if (path === null) throw apiError(404, 'PGRST125', `Invalid path ${req.url ?? ''}`)
      const method = (req.method ?? 'GET').toUpperCase()
      if (method === 'OPTIONS') {
        answerOptions(req, res, deps.corsOrigins)
        return
      }
      if (deps.isClosing()) throw apiError(503, 'PGRST001', 'The local backend is shutting down')

      const auth = await deps.authenticate(req)
      role = auth.role

      // supabase-js always names the schema; only `public` is exposed.
      const profile = header(req, method === 'GET' ? 'accept-profile' : 'content-profile')
      if (profile && profile !== 'public') {
        throw apiError(406, 'PGRST106', 'The schema must be one of the following: public')
      }

      const url = new URL(req.url ?? '/', 'http://local')
      const wantsObject = (header(req, 'accept') ?? '').includes(objectMediaType)
      const prefer = header(req, 'prefer') ?? ''
      const returnRepresentation = /(^|[,\s])return=representation\b/.test(prefer)

      // No root: listing the exposed tables and functions would tell any holder of the public
      // anon key what to probe. Every role and method gets the same 404.
      if (path === '' || path === '/') {
        throw apiError(404, 'PGRST125', 'Invalid path specified in request URL')
      }

      const segments = decodeSegments(path)
      // Analytics inserts are best effort: a bounded number in flight (refused before their body
      // is read), the row cap checked before the database, and queued behind everything else.
      const analytics = isAnalyticsInsert(method, segments)
      if (analytics) {
        leaveAnalytics = analyticsInFlight.tryEnter()
        if (!leaveAnalytics) throw analyticsBusyError()
      }
      let body: unknown
      if (method === 'POST' || method === 'PATCH') {
        requireJsonContentType(header(req, 'content-type'))
        body = parseJsonBody(await readBody(req, deps.bodyLimitBytes))
        if (analytics) refuseOversizedAnalyticsBatch(body)
      } else {
        req.resume()
      }

      const clientIp = clientAddress !== undefined ? clientAddress : clientAddressOf(req, deps.clientAddress)
      const settings = {
        auth,
        method,
        path: url.pathname,
        headers: sqlVisibleHeaders(req, clientIp),
      }

      if (segments[0] === 'rpc' && segments.length === 2) {
        const name = segments[1]!
        if (method !== 'POST') throw apiError(405, 'PGRST101', 'The local backend only supports POST for functions')
        const plan = planRpc(name, deps.cache.functions.get(name), body)
        // Lead submissions go first: a visitor is waiting on the form.
        const outcome = await deps.queue.run(
          () =>
            withRequestTransaction(deps.db, settings, async (tx) => {
              const result = await tx.query<DbOutcome>(plan.sql, plan.params)
              const row = result.rows[0] ?? { body: 'null', first: null, n: 0 }
              if (wantsObject && plan.returnsSet && row.n !== 1) throw singleObjectError(row.n)
              return row
            }),
          'high',
        )
        const payload = wantsObject && plan.returnsSet ? (outcome.first ?? 'null') : (outcome.body ?? 'null')
        const range = plan.returnsSet ? (outcome.n === 0 ? '*/*' : `0-${outcome.n - 1}/*`) : '0-0/*'
        sendJson(res, 200, payload, { ...cors, 'Content-Range': range }, contentType(wantsObject))
        return
      }

      const table = segments.length === 1 ? deps.cache.tables.get(segments[0]!) : undefined
      if (!table) {
        throw apiError(404, '42P01', `relation "public.${segments.join('/')}" does not exist`)
      }
      const plan = planTableRequest(table, { method, query: url.searchParams, body, returnRepresentation })
      if (plan.noop) {
        res.writeHead(plan.status === 200 ? 204 : plan.status, { ...cors, 'Content-Range': '*/*' })
        res.end()
        return
      }
      const outcome = await deps.queue.run(
        () =>
          withRequestTransaction(deps.db, settings, async (tx) => {
            const result = await tx.query<DbOutcome>(plan.sql, plan.params)
            if (!plan.returnsRows) return { body: null, first: null, n: result.affectedRows ?? 0 }
            const row = result.rows[0] ?? { body: '[]', first: null, n: 0 }
            // Raising inside the transaction rolls the write back, as PostgREST does.
            if (wantsObject && row.n !== 1) throw singleObjectError(row.n)
            return row
          }),
        analytics ? 'low' : 'normal',
      )
      const headers: Record<string, string> = { ...cors, 'Content-Range': plan.contentRange(outcome.n) }
      if (!plan.returnsRows) {
        res.writeHead(plan.status, headers)
        res.end()
        return
      }
      if (returnRepresentation) headers['Preference-Applied'] = 'return=representation'
      sendJson(res, plan.status, wantsObject ? (outcome.first ?? 'null') : (outcome.body ?? '[]'), headers, contentType(wantsObject))
    } catch (error) {
      const apiErr = fromDatabaseError(error instanceof QueueFullError ? analyticsBusyError() : error, role)
      // A client that hangs up mid-body has nobody to answer; it is not a server fault.
      if (isClientAbort(error)) {
        res.destroy()
        return
      }
      if (!(error instanceof ApiError) && !(error instanceof QueueFullError) && apiErr.status >= 500) {
        deps.logger.error('[local-backend] request failed:', error)
      }
      // A busy answer may leave the body unread: closing is cheaper than reading it to the end.
      if (apiErr.status === 413 || isBusyError(apiErr)) res.setHeader('Connection', 'close')
      sendError(res, apiErr, isBusyError(apiErr) ? { ...cors, 'Retry-After': String(busyRetryAfterSeconds) } : cors)
    } finally {
      leaveAnalytics?.()
    }
  }
}

/** Path segments, percent-decoded; malformed escapes (`%ZZ`) are a bad path, not a crash. */
function decodeSegments(path: string): string[] {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    throw apiError(404, 'PGRST125', 'Invalid path specified in request URL', 'Malformed percent-encoding in the path')
  }
}

function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted'
}

function contentType(object: boolean): string {
  return object ? `${objectMediaType}; charset=utf-8` : 'application/json; charset=utf-8'
}

function singleObjectError(n: number) {
  return apiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`)
}
