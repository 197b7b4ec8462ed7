/**
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
