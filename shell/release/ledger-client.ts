import { describeFetchFailure } from 'backend/owner-tools'
import { LedgerRefusal, LedgerUnreachable } from './errors'
import type { HttpAnswer } from './http-fetch'
import type { LedgerTarget } from './target'


export type LedgerCall = <T>(fn: string, args?: Record<string, unknown>) => Promise<T>

/** Calls the ledger's functions (`POST /rest/v1/rpc/<fn>`, PostgREST's and the local API's wire format). */
export function ledgerClient(target: LedgerTarget, timeoutMs = 30_000): LedgerCall {
  return async <T>(fn: string, args: Record<string, unknown> = {}): Promise<T> => {
    const url = `${target.apiUrl}/rest/v1/rpc/${fn}`
    let response: HttpAnswer
    try {
      response = await target.fetch(url, {
        method: 'POST',
        headers: { ...target.headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new LedgerUnreachable(`The release ledger did not answer: ${describeFetchFailure(error, target.address)}`)
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      throw new LedgerUnreachable(`${target.address} answered HTTP ${response.status} with no JSON: is it the site's API?`)
    }
    if (response.ok) return body as T
    const error = (body ?? {}) as { message?: unknown; hint?: unknown; code?: unknown }
    if (typeof error.message !== 'string') throw new LedgerUnreachable(`${target.address} answered HTTP ${response.status}`)
    if (response.status === 404 && error.code === 'PGRST202') {
      throw new LedgerUnreachable(`${target.address} has no release ledger (${fn} is not a function there): apply the database migrations.`)
    }
    throw new LedgerRefusal(response.status, error.message, typeof error.hint === 'string' ? error.hint : null)
  }
}
