import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { Webhook } from 'standardwebhooks'
import { validAudit } from '../helpers/contract-suite.ts'
import { clientFor, uniqueIp, type ApiTarget } from '../helpers/targets.ts'

/** The tests' Standard Webhooks secret (24 random bytes, base64). */
export const testWebhookSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

/** One POST as the webhook receiver saw it. */
export interface Received {
  /** webhook-id: the idempotency key. */
  key: string
  signature: string
  timestamp: string
  userAgent: string
  contentType: string
  body: string
  at: number
}

/** What the receiver does with the n-th request (1-based): answer with a status, or never answer. */
export type Responder = (
  request: Received,
  n: number,
) => number | 'hang' | { status: number; headers?: Record<string, string>; body?: string; delayMs?: number }

export interface Receiver {
  url: string
  port: number
  /** Every POST that the standardwebhooks package verified. */
  received: Received[]
  /** POSTs it refused (401): a bad signature, a changed id or body, a stale time. */
  rejected: (Received & { reason: string })[]
  /** Idempotency keys seen, each once. */
  uniqueKeys(): Set<string>
  respond: Responder
  close(): Promise<void>
}

/**
 * A webhook receiver on 127.0.0.1, written as the docs tell receivers to: it verifies each request
 * with the `standardwebhooks` package over the raw body (401 when that fails) before anything
 * else, and records every request with its headers.
 */
export async function startReceiver(options: { port?: number; respond?: Responder; secret?: string } = {}): Promise<Receiver> {
  const received: Received[] = []
  const rejected: Receiver['rejected'] = []
  const webhook = new Webhook(options.secret ?? testWebhookSecret)
  const hanging = new Set<ServerResponse>()
  const receiver: Receiver = {
    url: '',
    port: 0,
    received,
    rejected,
    uniqueKeys: () => new Set(received.map((request) => request.key)),
    respond: options.respond ?? (() => 200),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request: Received = {
        key: String(req.headers['webhook-id'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        userAgent: String(req.headers['user-agent'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      try {
        webhook.verify(request.body, { 'webhook-id': request.key, 'webhook-timestamp': request.timestamp, 'webhook-signature': request.signature })
      } catch (error) {
        rejected.push({ ...request, reason: error instanceof Error ? error.message : String(error) })
        res.writeHead(401).end()
        return
      }
      received.push(request)
      const answer = receiver.respond(request, received.length)
      if (answer === 'hang') {
        hanging.add(res)
        return
      }
      const { status, headers = {}, body = '', delayMs = 0 } = typeof answer === 'number' ? { status: answer } : answer
      const send = () => {
        res.writeHead(status, { 'Content-Type': 'text/plain', ...headers })
        res.end(body)
      }
      if (delayMs > 0) setTimeout(send, delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  receiver.port = (server.address() as AddressInfo).port
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/lead`
  return receiver
}

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** One visitor's submission through the API with the anon key; returns the audit id. */
export async function submitLead(target: ApiTarget, overrides: Record<string, unknown> = {}, client?: SupabaseClient): Promise<string> {
  const { data, error } = await (client ?? clientFor(target, target.anonKey, uniqueIp())).rpc('submit_marketing_audit', validAudit(overrides))
  if (error) throw new Error(`submission failed: ${error.message}`)
  return (data as { audit_id: string }).audit_id
}

/** A lead's row of list_recent_leads, read with the service key. */
export interface LeadDelivery {
  audit_id: string
  email: string
  delivery_state: 'pending' | 'delivered' | 'dead' | null
  delivery_attempts: number | null
  delivered_at: string | null
  delivery_last_error: string | null
}

export async function leadDeliveries(target: ApiTarget, undeliveredOnly = false): Promise<Map<string, LeadDelivery>> {
  const { data, error } = await clientFor(target, target.serviceRoleKey).rpc('list_recent_leads', { max_rows: 1000, undelivered_only: undeliveredOnly })
  if (error) throw new Error(`list_recent_leads failed: ${error.message}`)
  return new Map((data as LeadDelivery[]).map((row) => [row.audit_id, row]))
}

export const quietLogger = { info: () => undefined, warn: () => undefined, error: console.error }
