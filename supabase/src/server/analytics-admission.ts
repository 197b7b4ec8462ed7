import { ApiError } from './errors.ts'

/**
 * What the local API does with analytics inserts before they reach the database. The database
 * enforces the limits itself (migration 20261124110000, so the hosted API has them too); this
 * only refuses early what it would refuse anyway, and keeps a flood from costing the one
 * connection lead submissions need (see queue.ts for the lanes).
 */

/** The database's cap (analytics_batch_cap): the site's client sends at most 10 per insert. */
export const maxAnalyticsRowsPerInsert = 25

/**
 * Analytics requests in flight at once (reading the body, waiting, running). Past this a request
 * is answered 503 before its body is read or parsed: a flood then costs little more than
 * its connections. A real page has at most a couple of batches in flight.
 */
export const defaultMaxAnalyticsInFlight = 32

export const analyticsTable = 'analytics_events'

export const busyRetryAfterSeconds = 1

export function isAnalyticsInsert(method: string, segments: readonly string[]): boolean {
  return method === 'POST' && segments.length === 1 && segments[0] === analyticsTable
}

/** The same answer the database gives (PT413 from private.analytics_too_many_rows). */
export function refuseOversizedAnalyticsBatch(body: unknown): void {
  if (!Array.isArray(body) || body.length <= maxAnalyticsRowsPerInsert) return
  const message = `Too many rows: an analytics insert may carry at most ${maxAnalyticsRowsPerInsert} events`
  throw new ApiError(
    413,
    {
      code: 'PT413',
      message,
      details: `The request has more than ${maxAnalyticsRowsPerInsert} rows.`,
      hint: `Send the events in batches of at most ${maxAnalyticsRowsPerInsert}.`,
    },
    message,
  )
}

/** 503 for analytics the backend will not queue now; sent with Retry-After. Class 53 is PostgREST's 503. */
export function analyticsBusyError(): ApiError {
  return new ApiError(503, {
    code: '53300',
    message: 'The local backend is busy: analytics events are not accepted right now',
    details: 'Too many analytics requests are already waiting for the database.',
    hint: `Retry after ${busyRetryAfterSeconds} second`,
  })
}

export function isBusyError(error: ApiError): boolean {
  return error.status === 503 && error.body.code === '53300'
}

/** A counter of requests admitted and not yet finished. */
export class AdmissionLimit {
  private current = 0
  constructor(readonly max: number) {}

  /** A release function when admitted (call it exactly once), or null when full. */
  tryEnter(): (() => void) | null {
    if (this.current >= this.max) return null
    this.current++
    let released = false
    return () => {
      if (released) return
      released = true
      this.current--
    }
  }
}
