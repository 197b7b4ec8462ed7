import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** What the release command sends: one JSON request, or a GET. */
export interface HttpRequestInit {
  method?: string
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}

/** What the release command reads of an answer (a fetch Response has all of it too). */
export interface HttpAnswer {
  status: number
  ok: boolean
  headers: { get(name: string): string | null }
  text(): Promise<string>
  json(): Promise<unknown>
}

export type HttpFetch = (url: string, init?: HttpRequestInit) => Promise<HttpAnswer>

/** The largest answer read: the ledger's and /config.json's are a few kilobytes. */
const maxAnswerBytes = 8 * 1024 * 1024

/**
 * One request over node:http(s), for the ledger and the site's /config.json. Node's fetch would
 * compile its HTTP parser (WebAssembly) on the first request of every call, which is most of a
 * `status`'s time and grows with the machine's load. A redirect is never followed: it is an error
 * naming where it pointed, since a credential goes only where its owner chose. Failures reject as
 * fetch's do for describeFetchFailure: the socket's or TLS layer's error with its code, or the
 * signal's reason (a TimeoutError).
 */
export const httpFetch: HttpFetch = (url, init = {}) =>
  new Promise<HttpAnswer>((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : target.protocol === 'http:' ? httpRequest : null
    if (!send) return reject(new TypeError(`${target.protocol} is not http: or https:`))
    if (init.signal?.aborted) return reject(init.signal.reason)
    const headers: Record<string, string> = { ...init.headers }
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body))
    const outgoing = send(target, { method: init.method ?? 'GET', headers, signal: init.signal }, (incoming: IncomingMessage) => {
      const status = incoming.statusCode ?? 0
      if (status >= 300 && status < 400) {
        incoming.resume()
        const location = incoming.headers.location
        return reject(new Error(`it answered with a redirect (HTTP ${status}${location ? ` to ${location}` : ''}), which the release command never follows, so nothing was sent there.`))
      }
      const chunks: Buffer[] = []
      let size = 0
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxAnswerBytes) return incoming.destroy(new Error(`${target.origin} answered with more than ${maxAnswerBytes} bytes`))
        chunks.push(chunk)
      })
      incoming.on('error', reject)
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: {
            get: (name) => {
              const value = incoming.headers[name.toLowerCase()]
              return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
            },
          },
          text: () => Promise.resolve(text),
          json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
        })
      })
    })
    // An aborted request errors with an AbortError; the signal's own reason says why (a timeout).
    outgoing.on('error', (error) => reject(init.signal?.aborted ? init.signal.reason : error))
    outgoing.end(init.body)
  })
