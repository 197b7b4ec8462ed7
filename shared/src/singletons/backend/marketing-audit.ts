import { pageState } from 'shared/helpers/page-state'
import { readSessionJson, writeSessionJson } from 'shared/helpers/session-store'
import type { MarketingAuditRequest } from './marketing-audit-types'
import type * as wire from './marketing-audit-schemas'
import { getSupabase } from './supabase-client'

/**
 * Stores a free-audit request through the backend's one public RPC, `submit_marketing_audit`
 * (supabase/migrations, docs/backend.md). The database validates, rate-limits by client IP and
 * writes contact + audit in one transaction, and queues the lead for the CRM, which the server
 * posts (signed, retried) even when this tab is closed at once. This module adds what only the page
 * knows (UTM set, page address, referrer: ./lead-attribution) and maps the outcome.
 */

export type { MarketingAuditRequest }

export type SubmitAuditResult =
  | { kind: 'ok'; contactId: string; auditId: string }
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; errors: { field: string; message: string }[] }
  | { kind: 'failed'; message: string }

export interface SubmitAuditOptions {
  /**
   * Called before each automatic retry (no answer, or 502/503/504), so the form can say it is
   * still sending: `retry` counts from 1, `delayMs` is the wait before it.
   */
  onRetry?: (retry: { retry: number; delayMs: number }) => void
  /** How long after the first send a retry may still start. Default 2 minutes; 0: no retries. */
  retryForMs?: number
}

// The argument mapping (and the lead contract) and the response schemas (and zod) load with the
// first submission, not with every page that imports this client: a remote's share init loads
// each shared module it uses, used or not.
type Wire = typeof wire
const loadWire = (): Promise<Wire> => import('./marketing-audit-schemas')

/*
 * When the audit form sends a request again on its own (docs/product.md §7): a failure that says
 * the API is away for a moment, not that it refused the request, is retried with the same request
 * id, so a lead whose answer was lost is not stored twice.
 */

/** How long after the press a retry may still start: an outage of up to a minute loses no lead. */
export const RETRY_FOR_MS = 120_000

/** Longest wait between two attempts. */
const MAX_DELAY_MS = 10_000

/**
 * Transient: no answer at all (network error, the 15 s timeout: status 0 from supabase-js) or a
 * gateway or server that is briefly unavailable (502, 503, 504). Not a 429: that is the rate limit,
 * whose screen the visitor must see (§7), nor a 500 or any other answer, which a retry would only
 * repeat.
 */
export function isTransient(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504
}

/**
 * The wait before retry number `retry` (1-based): about 1, 2, 4 and 8 seconds, then every 10 s;
 * each between half and all of that, so the visitors of one outage do not all come back at once.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(Math.max(retry - 1, 0), 4))
  return Math.round(ceiling * (0.5 + random() / 2))
}

/** A slow backend must not leave the form spinning forever. */
const TIMEOUT_MS = 15_000
const FAILED_MESSAGE = 'There was an error submitting your form. Please try again.'

type AuditArgs = Record<string, unknown>

/*
 * The request id makes a retry safe (migration 20261121220000): when a send fails the lead may
 * still have been stored (a response lost, a 15 s timeout), so sending the same answers again reuses
 * the id and the database answers with the stored ids instead of storing a second lead. Changed
 * answers get a new id: a corrected request is a new one. Kept in this tab's sessionStorage, so a
 * reload between the attempts still counts as a retry; in memory where storage is blocked.
 */
const REQUEST_ID_KEY = 'marketing-audit-request'
/** The memory copy: one per page, whichever copy of this module runs (see shared/helpers/page-state). */
const memory = pageState('marketing-audit-request', () => ({ pending: null as PendingRequest | null }))

interface PendingRequest {
  id: string
  /** SHA-256 of the arguments: the answers themselves are not kept twice. */
  fingerprint: string
}

async function fingerprintOf(args: AuditArgs): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(args)))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function readPending(): PendingRequest | null {
  const stored = readSessionJson(REQUEST_ID_KEY)
  if (stored && typeof stored === 'object') {
    const { id, fingerprint } = stored as Record<string, unknown>
    if (typeof id === 'string' && typeof fingerprint === 'string') return { id, fingerprint }
  }
  // Missing, unreadable or blocked: the memory copy.
  return memory.pending
}

function writePending(pending: PendingRequest | null): void {
  // Where storage is full or blocked, the memory copy still covers retries without a reload.
  memory.pending = pending
  writeSessionJson(REQUEST_ID_KEY, pending)
}

/** The id for these arguments: the pending one when they are unchanged, else a new one. Null without Web Crypto (no retry safety, the request still goes). */
async function requestIdFor(args: AuditArgs): Promise<string | null> {
  try {
    const fingerprint = await fingerprintOf(args)
    const pending = readPending()
    if (pending?.fingerprint === fingerprint) return pending.id
    const id = crypto.randomUUID()
    writePending({ id, fingerprint })
    return id
  } catch {
    return null
  }
}

interface RpcError {
  code?: string
  message?: string
  details?: string | null
  hint?: string | null
}

function invalidFrom(error: RpcError, { fieldErrorsSchema, fieldNameOf }: Wire): SubmitAuditResult {
  let errors: { field: string; message: string }[] = []
  try {
    const parsed = fieldErrorsSchema.safeParse(JSON.parse(error.details ?? ''))
    if (parsed.success) errors = parsed.data.map(({ field, message }) => ({ field: fieldNameOf(field), message }))
  } catch {
    // details was not the JSON list: fall back to the message.
  }
  if (errors.length === 0) errors = [{ field: 'form', message: error.message || 'The request was rejected' }]
  return { kind: 'invalid', errors }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Never throws: network failures, 5xx, timeouts and unexpected bodies all become `failed`. A
 * transient failure (`isTransient`) is first retried on its own, with the same request id, for
 * up to `retryForMs` after the first send, while the page is open.
 */
export async function submitMarketingAudit(request: MarketingAuditRequest, options: SubmitAuditOptions = {}): Promise<SubmitAuditResult> {
  const { onRetry, retryForMs = RETRY_FOR_MS } = options
  try {
    const [client, schemas] = await Promise.all([getSupabase(), loadWire()])
    const args = schemas.toArgs(request)
    const requestId = await requestIdFor(args)
    const identified = requestId ? { ...args, request_id: requestId } : args
    // Outside the fingerprint: a retry from another page (or after the referrer changed) is the
    // same request. The database keeps the first attempt's attribution.
    const send = (sent: AuditArgs) => client.rpc('submit_marketing_audit', sent).abortSignal(AbortSignal.timeout(TIMEOUT_MS))
    const attempt = async () => {
      const answer = await send({ ...identified, ...request.attribution })
      // PGRST202: the database does not know these argument names yet (the site is deployed before
      // the migration that takes them). The lead matters more than its attribution: send it without.
      return answer.error && (answer.error as RpcError).code === 'PGRST202' ? send(identified) : answer
    }
    const firstSentAt = Date.now()
    let { data, error, status } = await attempt()
    for (let retry = 1; error && isTransient(status); retry++) {
      const delayMs = retryDelayMs(retry)
      if (Date.now() + delayMs - firstSentAt > retryForMs) break
      onRetry?.({ retry, delayMs })
      await wait(delayMs)
      ;({ data, error, status } = await attempt())
    }
    if (error) {
      const rpcError = error as RpcError
      if (status === 429 || rpcError.code === 'PT429') return { kind: 'rate-limited' }
      // 22023: the function's own validation; 23514/22001: a table constraint (form bypassed).
      if (status === 400 && ['22023', '23514', '22001', '23502'].includes(rpcError.code ?? '')) return invalidFrom(rpcError, schemas)
      return { kind: 'failed', message: FAILED_MESSAGE }
    }
    const ids = schemas.idsSchema.safeParse(data)
    if (!ids.success) return { kind: 'failed', message: FAILED_MESSAGE }
    // Stored: the same answers sent later are a new request, not a retry of this one.
    writePending(null)
    return { kind: 'ok', contactId: ids.data.contact_id, auditId: ids.data.audit_id }
  } catch {
    return { kind: 'failed', message: FAILED_MESSAGE }
  }
}
