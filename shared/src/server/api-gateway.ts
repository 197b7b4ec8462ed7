import { request, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * The rules the documented nginx config applies in front of PostgREST (docs/deploying.md, "nginx"),
 * in one place for every local front: the composer passes /rest/v1 on with them, and so does the
 * local backend's own front for the owner's tools. Production runs nginx itself; the
 * `nginx-site-conf` test holds the same cases against it.
 */

/** The path prefix of the API on the site and on Supabase; PostgREST serves the same paths without it. */
export const apiPrefix = '/rest/v1'

/** The largest request body passed on: an audit request or an analytics batch is far smaller (nginx: client_max_body_size 64k). */
export const apiBodyLimitBytes = 64 * 1024
/** The answer to a body over the limit, declared or sent. */
const tooLarge = { code: 'PGRST413', details: null, hint: null, message: `The request body is larger than ${apiBodyLimitBytes} bytes` }

/** `/rest/v1/x?q` as PostgREST's `/x?q`. */
export function withoutApiPrefix(url: string): string {
  if (url !== apiPrefix && !url.startsWith(`${apiPrefix}/`) && !url.startsWith(`${apiPrefix}?`)) return url
  const rest = url.slice(apiPrefix.length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * The deepest JSON passed on. The site sends at most 5 levels; PGlite (the local database) runs
 * PostgreSQL in WASM, where a body nested some thousands deep exhausts the stack and stops the
 * whole database instead of failing one statement.
 */
export const maxJsonDepth = 100
const tooDeep = { code: 'PGRST102', details: `JSON nested deeper than ${maxJsonDepth} levels`, hint: null, message: 'Empty or invalid json' }

/** Whether `body` (JSON or not) opens more than `limit` arrays and objects inside each other, strings skipped. */
export function nestedDeeperThan(body: Buffer, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]
    if (inString) {
      if (byte === 0x5c) i++
      else if (byte === 0x22) inString = false
    } else if (byte === 0x22) inString = true
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limit) return true
    } else if (byte === 0x5d || byte === 0x7d) depth--
  }
  return false
}

/** A queue that admits `concurrent` at once and lets at most `maxWaiting` wait. */
export class AdmissionLane {
  private running = 0
  private readonly waiting: (() => void)[] = []
  constructor(
    readonly concurrent: number,
    readonly maxWaiting: number,
  ) {}

  /** A promise of the release function (call it once, when done), or null at once when too many already wait. */
  enter(): Promise<() => void> | null {
    if (this.running < this.concurrent) {
      this.running++
      return Promise.resolve(this.releaser())
    }
    if (this.waiting.length >= this.maxWaiting) return null
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())))
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/**
 * Analytics inserts go on to PostgREST one at a time, and at most 16 wait; past that the answer is
 * 503 with Retry-After before the body is read (the site's client drops a refused batch and never
 * retries). The local database runs one statement at a time, so a flood of analytics would
 * otherwise hold every lead submission behind it; lead submissions are never queued here.
 */
const analyticsLane = new AdmissionLane(1, 16)
const analyticsBusy = { code: 'PGRST001', details: 'Too many analytics requests are already waiting for the database.', hint: 'Retry after 1 second', message: 'The API is busy: analytics events are not accepted right now' }

function isAnalyticsInsert(method: string | undefined, path: string): boolean {
  return method === 'POST' && path === '/analytics_events'
}

const credentialHeaders = ['apikey', 'authorization', 'x-release-credential'] as const
/** Hop-by-hop headers (RFC 9110 7.6.1) and those this gateway sets itself. */
const notPassed = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'x-forwarded-for', 'cf-connecting-ip', 'x-real-ip', 'forwarded', 'host'])

function json(res: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers })
  res.end(text)
}

/**
 * What the documented nginx config refuses itself before PostgREST sees a request
 * (docs/deploying.md, "nginx"): the same answers here, so local and production refuse alike. Null:
 * pass it on.
 */
export function gatewayRefusal(headers: IncomingMessage['headers']): { status: number; body: Record<string, unknown> } | null {
  const first = (name: string) => {
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  if (!first('apikey')) return { status: 401, body: { message: 'No API key found in request', hint: 'Send the anon key in the apikey header.' } }
  for (const name of credentialHeaders) {
    const value = first(name)
    if (value !== undefined && /[^\x20-\x7e]/.test(value)) {
      const which = name === 'authorization' ? 'Authorization' : name
      return { status: 401, body: { code: 'PT401', details: null, hint: 'Send credentials in printable ASCII.', message: `The ${which} header is not a valid credential` } }
    }
  }
  const length = Number(first('content-length') ?? 0)
  if (Number.isFinite(length) && length > apiBodyLimitBytes) return { status: 413, body: tooLarge }
  return null
}

/**
 * Passes one /rest/v1 request to PostgREST, as nginx does in production (the prefix dropped: PostgREST
 * serves /<table> and /rpc/<fn>): the credential headers as
 * checked (one of each), the client's address in X-Forwarded-For and cf-connecting-ip (what the
 * client sent there is dropped), the body up to the limit. An API that does not answer is a 503
 * in PostgREST's shape, which the site's lead client retries.
 */
export function passToApi(postgrestOrigin: string, req: IncomingMessage, res: ServerResponse, clientAddress: string | null, timeoutMs = 30_000): Promise<void> {
  const refusal = gatewayRefusal(req.headers)
  if (refusal) {
    req.resume()
    json(res, refusal.status, refusal.body)
    return Promise.resolve()
  }
  const target = new URL(withoutApiPrefix(req.url ?? '/'), postgrestOrigin)
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || notPassed.has(name)) continue
    headers[name] = (credentialHeaders as readonly string[]).includes(name) && Array.isArray(value) ? value[0]! : value
  }
  if (clientAddress) {
    headers['x-forwarded-for'] = clientAddress
    headers['cf-connecting-ip'] = clientAddress
  }
  headers.host = target.host
  if (!isAnalyticsInsert(req.method, target.pathname)) return forward(target, headers, req, res, timeoutMs)
  const admitted = analyticsLane.enter()
  if (!admitted) {
    req.resume()
    json(res, 503, analyticsBusy, { 'retry-after': '1', connection: 'close' })
    return Promise.resolve()
  }
  return admitted.then(async (release) => {
    try {
      // A client that went away while it waited is not passed on.
      if (!req.destroyed && !res.destroyed) await forward(target, headers, req, res, timeoutMs)
    } finally {
      release()
    }
  })
}

function forward(target: URL, headers: Record<string, string | string[]>, req: IncomingMessage, res: ServerResponse, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let settled = false
    const done = () => {
      settled = true
      resolve()
    }
    const chunks: Buffer[] = []
    let received = 0
    // The body is read whole first (it is at most 64 KiB): a body longer than it said, or sent
    // chunked, is refused once it passes the limit, and one nested too deep never reaches the database.
    req.on('data', (chunk: Buffer) => {
      if (settled) return
      received += chunk.length
      if (received <= apiBodyLimitBytes) return void chunks.push(chunk)
      json(res, 413, tooLarge)
      done()
    })
    req.on('close', () => {
      // The client hung up before its body ended: nothing is passed on.
      if (!req.complete && !settled) done()
    })
    req.on('end', () => {
      if (settled) return
      const body = Buffer.concat(chunks)
      if (nestedDeeperThan(body, maxJsonDepth)) {
        json(res, 400, tooDeep)
        return done()
      }
      if (body.length > 0 || headers['content-length'] !== undefined) headers['content-length'] = String(body.length)
      const outgoing = request(target, { method: req.method, headers, timeout: timeoutMs }, (answer) => {
        const passed: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !notPassed.has(name)) passed[name] = value
        res.writeHead(answer.statusCode ?? 502, passed)
        answer.pipe(res)
        answer.on('end', done)
        answer.on('error', () => {
          res.destroy()
          done()
        })
      })
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
      outgoing.on('error', () => {
        if (settled) return
        if (!res.headersSent) json(res, 503, { code: 'PGRST001', details: null, hint: 'The API is not answering; try again in a moment.', message: 'The API is unavailable' }, { 'retry-after': '1' })
        else res.destroy()
        done()
      })
      outgoing.end(body)
    })
  })
}
