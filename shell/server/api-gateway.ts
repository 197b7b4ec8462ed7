import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { SettingError } from './env-number'

/** Where this composer passes /rest/v1 on to (the local backend that `npm start` runs beside it). */
export interface ApiUpstream {
  /** The API's origin, e.g. http://127.0.0.1:54321. */
  url: string
  /** The anon key the site's pages carry when the site settings name no backend. */
  anonKey: string
}

/** The largest request body passed on: an audit request or an analytics batch is far smaller (nginx: client_max_body_size 64k). */
export const apiBodyLimitBytes = 64 * 1024
/** The answer to a body over the limit, declared or sent. */
const tooLarge = { code: 'PGRST413', details: null, hint: null, message: `The request body is larger than ${apiBodyLimitBytes} bytes` }

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
 * Passes one /rest/v1 request to the API, as nginx does in production: the credential headers as
 * checked (one of each), the client's address in X-Forwarded-For and cf-connecting-ip (what the
 * client sent there is dropped), the body up to the limit. An API that does not answer is a 503
 * in PostgREST's shape, which the site's lead client retries.
 */
export function passToApi(upstream: ApiUpstream, req: IncomingMessage, res: ServerResponse, clientAddress: string | null, timeoutMs = 30_000): Promise<void> {
  const refusal = gatewayRefusal(req.headers)
  if (refusal) {
    req.resume()
    json(res, refusal.status, refusal.body)
    return Promise.resolve()
  }
  const target = new URL(req.url ?? '/', upstream.url)
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
  return new Promise((resolve) => {
    let received = 0
    let settled = false
    const done = () => {
      settled = true
      resolve()
    }
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
    const unavailable = () => {
      if (settled) return
      if (!res.headersSent) json(res, 503, { code: 'PGRST001', details: null, hint: 'The API is not answering; try again in a moment.', message: 'The API is unavailable' }, { 'retry-after': '1' })
      else res.destroy()
      done()
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', unavailable)
    req.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received <= apiBodyLimitBytes || settled) return
      // A body longer than it said, or sent chunked: refused once it passes the limit.
      done()
      req.unpipe(outgoing)
      outgoing.destroy()
      if (!res.headersSent) json(res, 413, tooLarge)
      req.resume()
    })
    req.pipe(outgoing)
  })
}

/**
 * API_UPSTREAM and API_ANON_KEY: the local backend `npm start` runs beside this composer (it sets
 * both from the backend's `started` line). Null when API_UPSTREAM is unset. Throws a SettingError
 * naming what is wrong.
 */
export function apiUpstreamFromEnv(env: NodeJS.ProcessEnv): ApiUpstream | null {
  const raw = env.API_UPSTREAM?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SettingError(`API_UPSTREAM must be the API's http:// origin (e.g. http://127.0.0.1:54321); it is "${raw}". Not started.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SettingError(`API_UPSTREAM must be an http:// or https:// origin; it is "${raw}". Not started.`)
  const anonKey = env.API_ANON_KEY?.trim()
  if (!anonKey) throw new SettingError('API_UPSTREAM is set but API_ANON_KEY is not: the pages carry that key to the API. Not started.')
  return { url: url.origin, anonKey }
}
