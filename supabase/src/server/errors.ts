import type { ServerResponse } from 'node:http'

/** The JSON body PostgREST (and so supabase-js) uses for every error. */
export interface PgrstErrorBody {
  code: string
  message: string
  details: string | null
  hint: string | null
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PgrstErrorBody,
    /** HTTP reason phrase; PostgREST uses the error message for `PTxyz` codes. */
    readonly reason?: string,
  ) {
    super(body.message)
    this.name = 'ApiError'
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, message, details, hint })
}

interface PgErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/**
 * PostgREST 12's SQLSTATE -> HTTP status table (docs "Errors", checked against the real binary in
 * test/api-contract.test.ts). `authed` is false for the anon role: 42501 is then 401, else 403.
 */
export function statusForSqlState(code: string, authed: boolean): number {
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': authed ? 403 : 401,
  }
  const hit = exact[code]
  if (hit !== undefined) return hit
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/** Turns whatever the database threw into the response PostgREST would send. */
export function fromDatabaseError(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, role !== 'anon')
    const reason = error.code.startsWith('PT') ? error.message : undefined
    return new ApiError(
      status,
      { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
      reason,
    )
  }
  return apiError(500, 'PGRST000', 'Internal error in the local backend', null, null)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  if (res.headersSent) return
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), ...headers })
  res.end(body)
}

export function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  if (res.headersSent) return
  // Reason phrases must be plain visible ASCII or Node refuses to write them.
  if (error.reason) res.statusMessage = error.reason.replace(/[^\x20-\x7e]/g, '').slice(0, 100)
  sendJson(res, error.status, JSON.stringify(error.body), headers)
}
