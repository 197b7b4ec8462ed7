import type { EventLogger } from 'shared/server/logger'

/** Why a call to the API failed, as the log and the health endpoint say it: never a response body of HTML. */
export interface ApiFailure {
  /** The RPC's address (`unix:<socket>:/rest/v1/rpc/…` through the owner socket). */
  url: string
  /** The HTTP status; null when no response came (network error, timeout, a refused redirect). */
  status: number | null
  /** `HTTP 502 Bad Gateway`, `HTTP 503: PGRST001 Database client error`, `fetch failed: ECONNREFUSED`, `timeout after 15000 ms`. */
  reason: string
}

/** What supabase-js returns for a call that failed. */
interface RpcResult {
  error: { message?: string; code?: string; details?: string; hint?: string } | null
  status: number
  statusText?: string
}

/**
 * A failed RPC in a few words. An answer with a status keeps PostgREST's own error (code and
 * message) when the body was one, and drops anything else: a gateway's HTML error page says
 * nothing the status does not. Without a status (supabase-js reports status 0), the cause: the
 * network error's code, a timeout, or the refusal of a redirect.
 */
export function describeRpcFailure(url: string, { error, status, statusText }: RpcResult, timeoutMs: number): ApiFailure {
  if (status > 0) {
    const words = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`
    const postgrest = error?.code && /^[A-Z0-9]{5,8}$/.test(error.code) ? `: ${error.code} ${oneLine(error.message ?? '')}`.trimEnd() : ''
    return { url, status, reason: `${words}${postgrest}` }
  }
  // AbortSignal.timeout() rejects with a TimeoutError; supabase-js hints "aborted" for an AbortError.
  if (/^TimeoutError/.test(error?.message ?? '') || /aborted/i.test(error?.hint ?? '')) return { url, status: null, reason: `timeout after ${timeoutMs} ms` }
  const message = oneLine((error?.message ?? 'no answer').replace(/^(Type)?Error: /, ''))
  // supabase-js puts the network error's cause in details: "Caused by: Error: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)".
  const cause = /Caused by: [^\n]*?\(([A-Z_]+)\)/.exec(error?.details ?? '')?.[1]
  return { url, status: null, reason: cause ? `${message}: ${cause}` : message }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200)
}

export interface WorkerHealth {
  /** ok: claims work; starting: none answered yet; failing: the last claim failed; stalled: no claim ended for too long; stopped. */
  status: 'ok' | 'starting' | 'failing' | 'stalled' | 'stopped'
  worker: string
  /** When a claim last worked (ISO time), or null. */
  lastClaimAt: string | null
  /** While claims fail: since when, how many, and the last failure. */
  failing: (ApiFailure & { since: string; claims: number }) | null
  /** POSTs to the webhook in flight. */
  inFlight: number
}

/** ok and starting: a process manager leaves the worker alone. */
export function isHealthy(health: WorkerHealth): boolean {
  return health.status === 'ok' || health.status === 'starting'
}

/**
 * The state of the worker's claims, for the log and the health endpoint. A failure is logged when
 * it starts and when its kind changes (not once per poll while the API is down), naming the URL
 * and the status; the first claim that works again is logged with how long claims failed.
 */
export class ClaimHealth {
  private failure: { first: number; claims: number; last: ApiFailure } | null = null
  private lastOk: number | null = null
  private lastEnded: number

  constructor(
    private readonly worker: string,
    private readonly logger: EventLogger,
    /** The idle wait, for the message; and how long without an ended claim counts as stalled. */
    private readonly timing: { pollMs: number; stallMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.lastEnded = now()
  }

  failed(failure: ApiFailure): void {
    const at = this.now()
    this.lastEnded = at
    const previous = this.failure?.last
    this.failure = { first: this.failure?.first ?? at, claims: (this.failure?.claims ?? 0) + 1, last: failure }
    if (previous && previous.status === failure.status && previous.reason === failure.reason) return
    this.logger.warn(
      { event: 'claim-failed', worker: this.worker, url: failure.url, status: failure.status, reason: failure.reason, retryEveryMs: this.timing.pollMs },
      `claiming deliveries failed: ${failure.url} ${failure.status === null ? `gave no answer (${failure.reason})` : `answered ${failure.reason}`}; retrying every ${this.timing.pollMs} ms`,
    )
  }

  succeeded(url: string): void {
    const at = this.now()
    this.lastEnded = at
    this.lastOk = at
    if (!this.failure) return
    const { first, claims } = this.failure
    this.failure = null
    const downMs = at - first
    this.logger.info(
      { event: 'claim-recovered', worker: this.worker, url, failedClaims: claims, downMs },
      `claiming deliveries works again: ${url} answered after ${claims} failed ${claims === 1 ? 'claim' : 'claims'} over ${(downMs / 1000).toFixed(1)} s`,
    )
  }

  snapshot(inFlight: number, stopped: boolean): WorkerHealth {
    const at = this.now()
    const status = stopped
      ? 'stopped'
      : at - this.lastEnded > this.timing.stallMs
        ? 'stalled'
        : this.failure
          ? 'failing'
          : this.lastOk === null
            ? 'starting'
            : 'ok'
    const failing = this.failure && { ...this.failure.last, since: new Date(this.failure.first).toISOString(), claims: this.failure.claims }
    return { status, worker: this.worker, lastClaimAt: this.lastOk === null ? null : new Date(this.lastOk).toISOString(), failing, inFlight }
  }
}
