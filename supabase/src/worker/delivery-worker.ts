import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createLogger, type EventLogger } from 'shared/server/logger'
import { refusingRedirects } from '../owner-fetch.ts'
import { ClaimHealth, describeRpcFailure, type ApiFailure, type WorkerHealth } from './claim-health.ts'
import { webhookSecretProblem, webhookSigner } from './signature.ts'

/**
 * The lead delivery worker: posts each queued lead (private.lead_deliveries, written by
 * submit_marketing_audit in the lead's own transaction) to the automation webhook.
 *
 * It talks to the database only through supabase-js with the service key and three functions
 * (claim_lead_deliveries, finish_lead_delivery), so the same code runs against the local API and a
 * hosted project. Delivery is at least once: a worker that dies after the POST but before recording
 * it leaves the row leased; when the lease runs out another worker posts it again with the same
 * webhook-id (the audit id, signed: signature.ts), which the receiver uses to drop the copy. Several workers at once
 * never post one row concurrently: a row is claimed with SKIP LOCKED and leased, and a POST is
 * aborted before its lease can run out.
 */

export interface DeliveryWorkerOptions {
  /** The API: the local backend's origin or https://<ref>.supabase.co. */
  url: string
  /** The service-role key (the functions are granted to service_role only). */
  serviceKey: string
  /** How to reach `url` (the owner socket's fetch for the local backend); redirects are refused either way. */
  fetch?: typeof fetch
  /** The API as log lines name it (the owner socket's path when `fetch` goes through it). Default `url`. */
  address?: string
  /** Where leads are posted; null: nothing is sent and the rows stay queued. */
  webhookUrl: string | null
  /**
   * Whether a missing webhookUrl is an error (logged as one, naming what to set): so for
   * `npm run worker`, which runs for nothing else, not for `npm start` without a CRM.
   */
  webhookRequired?: boolean
  /** The Standard Webhooks secret (`whsec_…`) that signs each POST; required when webhookUrl is set. */
  secret: string | null
  /** Unique per worker; default host:pid:random. */
  workerId?: string
  /** Base of the exponential backoff (full jitter). Default 30 s. */
  backoffMs?: number
  /** Longest backoff between two attempts. Default 1 h. */
  maxBackoffMs?: number
  /** Claim lease. Default 60 s. */
  leaseMs?: number
  /** Wait between polls when nothing is due. Default 2 s. */
  pollMs?: number
  /** Per POST. Default 10 s (shortened when the lease has less time left). */
  timeoutMs?: number
  /** POSTs in flight at most: rows are claimed as slots free up, so one slow receiver response holds one slot, not the rest. Default 10. */
  batchSize?: number
  /** Attempts before a transient failure (network, timeout, 5xx, 429) is dead-lettered. Default 10. */
  maxAttempts?: number
  /** Attempts before a permanent refusal (any other 3xx/4xx) is dead-lettered. Default 3. */
  maxRefusedAttempts?: number
  /** One JSON line per event (default: backend/log's logger named `lead-worker`, on standard output). */
  logger?: EventLogger
  /** Called after each recorded outcome (tests, the bench). */
  onOutcome?: (outcome: DeliveryOutcome) => void
}

export interface DeliveryOutcome {
  deliveryId: number
  auditId: string
  attempt: number
  outcome: 'delivered' | 'retry' | 'dead'
  status: number | null
  error: string | null
  retryAt: Date | null
}

export interface DeliveryWorker {
  readonly id: string
  /** False when the worker is not sending (no webhook URL, or no secret for it). */
  readonly running: boolean
  /** Polls now instead of after the idle wait. */
  wake(): void
  /** Whether claims work, for a health endpoint (worker/health-server.ts). */
  health(): WorkerHealth
  /** Resolves when the worker has stopped: after stop(), or on its own after an unexpected error (logged). */
  readonly ended: Promise<void>
  /** Claims nothing more; resolves once the POSTs in flight have finished and been recorded. */
  stop(): Promise<void>
}

export const deliveryDefaults = {
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60 * 1000,
  leaseMs: 60_000,
  pollMs: 2_000,
  timeoutMs: 10_000,
  batchSize: 10,
  maxAttempts: 10,
  maxRefusedAttempts: 3,
} as const

/** The longest Retry-After honoured; a receiver asking for more is retried after this. */
const maxRetryAfterMs = 24 * 60 * 60 * 1000
/** A POST is aborted this long before its lease ends, so no other worker can take it over meanwhile. */
const leaseMarginMs = 250
/** How long the POSTs in flight may hold up the next claim before the worker claims for its free slots anyway. */
const stragglerMs = 3000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
/** Bytes of a failed response's body kept in last_error. */
const errorBodyBytes = 500

interface ClaimedRow {
  id: number
  audit_id: string
  payload: Record<string, unknown>
  attempts: number
}

/** Settings from the environment (LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_DELIVERY_*). */
export function deliverySettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<DeliveryWorkerOptions, 'webhookUrl' | 'secret' | 'backoffMs' | 'leaseMs' | 'pollMs'> {
  const number = (name: string, fallback: number): number => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds (got "${raw}")`)
    return value
  }
  const webhookUrl = env.LEAD_WEBHOOK_URL?.trim() || null
  const secret = env.LEAD_WEBHOOK_SECRET || null
  // An old-format secret stops the start, rather than leaving every lead queued unnoticed.
  const secretProblem = webhookUrl && secret ? webhookSecretProblem(secret) : null
  if (secretProblem) throw new Error(secretProblem)
  return {
    webhookUrl,
    secret,
    backoffMs: number('LEAD_DELIVERY_BACKOFF_MS', deliveryDefaults.backoffMs),
    leaseMs: number('LEAD_DELIVERY_LEASE_MS', deliveryDefaults.leaseMs),
    pollMs: number('LEAD_DELIVERY_POLL_MS', deliveryDefaults.pollMs),
  }
}

/** Full jitter: a uniformly random wait up to base x 2^(attempt-1), capped. */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)))
  return Math.floor(random() * ceiling)
}

/** Retry-After in milliseconds (delta seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, maxRetryAfterMs)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), maxRetryAfterMs)
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the delivery worker')
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    const detail = cause instanceof Error ? `: ${(cause as NodeJS.ErrnoException).code ?? cause.message}` : ''
    return `${error.name === 'TimeoutError' || error.name === 'AbortError' ? 'timeout' : error.message}${detail}`
  }
  return String(error)
}

/** The start of a response body, for last_error; never waits for more than errorBodyBytes. */
async function readStart(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < errorBodyBytes) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // A body cut off mid-way: what arrived is enough.
  } finally {
    void reader.cancel().catch(() => undefined)
  }
  const text = Buffer.concat(chunks).subarray(0, errorBodyBytes).toString('utf8')
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim()
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const logger = options.logger ?? createLogger('lead-worker')
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const settings = {
    backoffMs: options.backoffMs ?? deliveryDefaults.backoffMs,
    maxBackoffMs: options.maxBackoffMs ?? deliveryDefaults.maxBackoffMs,
    leaseMs: options.leaseMs ?? deliveryDefaults.leaseMs,
    pollMs: options.pollMs ?? deliveryDefaults.pollMs,
    timeoutMs: options.timeoutMs ?? deliveryDefaults.timeoutMs,
    batchSize: options.batchSize ?? deliveryDefaults.batchSize,
    maxAttempts: options.maxAttempts ?? deliveryDefaults.maxAttempts,
    maxRefusedAttempts: options.maxRefusedAttempts ?? deliveryDefaults.maxRefusedAttempts,
  }

  const idle = (reason: string, level: 'info' | 'error'): DeliveryWorker => {
    logger[level]({ event: 'not-sending', worker: id }, reason)
    const health: WorkerHealth = { status: 'stopped', worker: id, lastClaimAt: null, failing: null, inFlight: 0 }
    return { id, running: false, wake: () => undefined, health: () => health, ended: Promise.resolve(), stop: () => Promise.resolve() }
  }
  if (!options.webhookUrl) {
    return options.webhookRequired
      ? idle('LEAD_WEBHOOK_URL is not set: nothing is sent and leads stay queued in the outbox. Set LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, then restart the worker', 'error')
      : idle('no webhook configured (LEAD_WEBHOOK_URL): leads stay queued until one is set', 'info')
  }
  let target: URL
  try {
    target = new URL(options.webhookUrl)
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('not http(s)')
  } catch {
    return idle('LEAD_WEBHOOK_URL is not an http(s) address: nothing is sent, leads stay queued', 'error')
  }
  if (!options.secret) {
    return idle('LEAD_WEBHOOK_SECRET is not set: nothing is sent unsigned, leads stay queued', 'error')
  }
  const secretProblem = webhookSecretProblem(options.secret)
  if (secretProblem) return idle(`${secretProblem}. Nothing is sent, leads stay queued`, 'error')
  // A lease shorter than this leaves no time for a POST, and every attempt would fail until the
  // lead is dead-lettered.
  if (settings.leaseMs < 1000 || settings.leaseMs > 86_400_000) {
    return idle('LEAD_DELIVERY_LEASE_MS must be from 1000 to 86400000: nothing is sent, leads stay queued', 'error')
  }
  const sign = webhookSigner(options.secret)
  const webhookUrl = target.href

  const client: SupabaseClient = createClient(options.url, options.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // The service key goes to options.url and nowhere a redirect points.
    global: { fetch: refusingRedirects(options.fetch ?? fetch, options.url) },
    realtime: { transport: NoRealtime as never },
  })
  const rpcTimeoutMs = 15_000
  const address = (options.address ?? options.url).replace(/\/+$/, '')
  /** An RPC's address in log lines; through the owner socket as nginx spells one (`unix:<path>:<uri>`). */
  const rpcUrl = (name: string) => `${address.startsWith('/') ? `unix:${address}:` : address}/rest/v1/rpc/${name}`
  const claimUrl = rpcUrl('claim_lead_deliveries')
  // The longest a working loop goes without ending a claim: every slot busy until a lease runs out
  // and its outcome is recorded, then a claim and an idle wait.
  const stallMs = settings.leaseMs + 2 * rpcTimeoutMs + settings.pollMs + stragglerMs
  const claims = new ClaimHealth(id, logger, { pollMs: settings.pollMs, stallMs })
  const inFlight = new Set<Promise<void>>()

  let stopping = false
  let stopped = false
  let wakeUp: (() => void) | null = null
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  /** The rows leased to this worker, or why the API could not be asked. */
  async function claim(maxRows: number): Promise<ClaimedRow[] | ApiFailure> {
    let result
    try {
      result = await client
        .rpc('claim_lead_deliveries', { worker_id: id, max_rows: maxRows, lease_ms: Math.round(settings.leaseMs) })
        .abortSignal(AbortSignal.timeout(rpcTimeoutMs))
    } catch (error) {
      // supabase-js answers failures as results; anything it throws is still a failed claim, retried.
      return { url: claimUrl, status: null, reason: describeError(error) }
    }
    if (result.error) return describeRpcFailure(claimUrl, result, rpcTimeoutMs)
    return (result.data ?? []) as ClaimedRow[]
  }

  async function finish(row: ClaimedRow, outcome: DeliveryOutcome): Promise<void> {
    const result = await client
      .rpc('finish_lead_delivery', {
        delivery_id: row.id,
        worker_id: id,
        outcome: outcome.outcome,
        status: outcome.status,
        error: outcome.error,
        retry_at: outcome.retryAt?.toISOString() ?? null,
      })
      .abortSignal(AbortSignal.timeout(rpcTimeoutMs))
    const fields = { worker: id, deliveryId: row.id, auditId: row.audit_id, outcome: outcome.outcome }
    if (result.error) {
      // Left leased: the lease runs out and the row is posted again (same webhook-id).
      const failure = describeRpcFailure(rpcUrl('finish_lead_delivery'), result, rpcTimeoutMs)
      logger.warn({ event: 'record-failed', ...fields, ...failure }, `could not record delivery ${row.id} (${outcome.outcome}): ${failure.url} ${failure.reason}`)
      return
    }
    if (result.data === false) logger.warn({ event: 'lease-lost', ...fields }, `delivery ${row.id}: lease lost before its outcome was recorded`)
    options.onOutcome?.(outcome)
  }

  /** One POST and its verdict. `leaseEnds` is a local time safely before the row's lease ends. */
  async function attempt(row: ClaimedRow, leaseEnds: number): Promise<DeliveryOutcome> {
    const base = { deliveryId: row.id, auditId: row.audit_id, attempt: row.attempts }
    const transient = (status: number | null, error: string, retryAfterMs: number | null = null): DeliveryOutcome => {
      if (row.attempts >= settings.maxAttempts) return { ...base, outcome: 'dead', status, error, retryAt: null }
      const wait = Math.max(backoffDelayMs(row.attempts, settings.backoffMs, settings.maxBackoffMs), retryAfterMs ?? 0)
      return { ...base, outcome: 'retry', status, error, retryAt: new Date(Date.now() + wait) }
    }
    const budget = Math.min(settings.timeoutMs, leaseEnds - Date.now())
    if (budget <= 0) return transient(null, 'lease ran out before the request was sent')

    const body = JSON.stringify(row.payload)
    let response: Response
    try {
      response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...sign(row.audit_id, body),
          'User-Agent': 'elevate-lead-worker/1',
        },
        body,
        // A redirect would carry the signed lead somewhere the owner did not configure.
        redirect: 'manual',
        signal: AbortSignal.timeout(budget),
      })
    } catch (error) {
      return transient(null, describeError(error))
    }
    const status = response.status
    if (status >= 200 && status < 300) {
      void response.body?.cancel().catch(() => undefined)
      return { ...base, outcome: 'delivered', status, error: null, retryAt: null }
    }
    const text = await readStart(response)
    const error = `HTTP ${status}${status >= 300 && status < 400 ? ` redirect to ${response.headers.get('location') ?? '?'} (not followed)` : ''}${text ? `: ${text}` : ''}`
    if (status === 408 || status === 425 || status === 429 || status >= 500) {
      return transient(status, error, parseRetryAfter(response.headers.get('retry-after')))
    }
    // Any other answer is the receiver refusing this lead: a few attempts (it may be mid-deploy),
    // then the owner decides.
    if (row.attempts >= settings.maxRefusedAttempts) return { ...base, outcome: 'dead', status, error, retryAt: null }
    return { ...base, outcome: 'retry', status, error, retryAt: new Date(Date.now() + backoffDelayMs(row.attempts, settings.backoffMs, settings.maxBackoffMs)) }
  }

  async function deliver(row: ClaimedRow, leaseEnds: number): Promise<void> {
    const outcome = await attempt(row, leaseEnds)
    const fields = { worker: id, auditId: row.audit_id, attempt: row.attempts, status: outcome.status }
    if (outcome.outcome === 'delivered') logger.info({ event: 'delivered', ...fields }, `lead ${row.audit_id} delivered (attempt ${row.attempts})`)
    else if (outcome.outcome === 'retry') logger.warn({ event: 'delivery-retry', ...fields, error: outcome.error, retryAt: outcome.retryAt?.toISOString() }, `lead ${row.audit_id} not delivered (attempt ${row.attempts}): ${outcome.error}; next attempt at ${outcome.retryAt?.toISOString()}`)
    else logger.warn({ event: 'dead-lettered', ...fields, error: outcome.error }, `lead ${row.audit_id} dead-lettered after ${row.attempts} attempts: ${outcome.error}`)
    await finish(row, outcome)
  }

  /**
   * Claims as many rows as there are free slots and posts each at once. Before claiming more it
   * lets the POSTs in flight end and be recorded, as a batch, but for 3 s at most: a receiver
   * response that hangs until its timeout then holds its own slot while the other slots claim and
   * post the leads behind it.
   */
  async function loop(): Promise<void> {
    while (!stopping) {
      if (inFlight.size > 0) await Promise.race([Promise.all(inFlight), delay(stragglerMs)])
      if (stopping) break
      const free = settings.batchSize - inFlight.size
      if (free <= 0) {
        await Promise.race(inFlight)
        continue
      }
      const claimedAt = Date.now()
      const rows = await claim(free)
      if (!Array.isArray(rows)) {
        claims.failed(rows)
        await sleep(settings.pollMs)
        continue
      }
      claims.succeeded(claimUrl)
      if (rows.length === 0) {
        // Nothing due: with POSTs in flight the next look is when they end (or 3 s on);
        // otherwise after the idle wait.
        if (inFlight.size === 0) await sleep(settings.pollMs)
        continue
      }
      const leaseEnds = claimedAt + settings.leaseMs - leaseMarginMs
      for (const row of rows) {
        const delivery: Promise<void> = deliver(row, leaseEnds)
          // Left leased when this happens: the lease runs out and the row is posted again.
          .catch((error: unknown) => logger.error({ event: 'delivery-crashed', worker: id, deliveryId: row.id, err: error }, `delivery ${row.id} failed unexpectedly`))
          .finally(() => inFlight.delete(delivery))
        inFlight.add(delivery)
      }
      // Straight back for more: a partial batch is followed by one empty claim, then the idle wait.
    }
    // stop(): what is in flight finishes and is recorded.
    await Promise.all(inFlight)
  }

  logger.info({ event: 'started', worker: id, api: address, webhook: target.origin }, `${id} delivering leads from ${address} to ${target.origin}`)
  const running = loop()
    .catch((error: unknown) => logger.error({ event: 'crashed', worker: id, err: error }, 'the worker stopped on an unexpected error'))
    .finally(() => (stopped = true))
  return {
    id,
    running: true,
    wake: () => wakeUp?.(),
    health: () => claims.snapshot(inFlight.size, stopped),
    ended: running,
    stop() {
      stopping = true
      wakeUp?.()
      return running
    },
  }
}
