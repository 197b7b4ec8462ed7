import { fetchFailure, fetchLimitsFromEnv, readLimitedText } from '../server/fetch-limits'

/** What one request gave: an answer (any status), or why there was none. */
export type Fetched =
  | { url: string; answered: true; status: number; headers: Headers; body: string }
  | { url: string; answered: false; error: string }

export interface HttpOptions {
  fetch?: typeof fetch
  /** Default: the composition server's limit (fetch-limits), so what passes here is read there. */
  timeoutMs?: number
  /** Default: the composition server's limit too. */
  maxBytes?: number
  concurrency?: number
}

export type Get = (url: string, headers?: Record<string, string>) => Promise<Fetched>

/**
 * A GET with a timeout, at most `concurrency` at once: a release has dozens of files, and a CDN
 * that rate-limits a burst would fail the check for the wrong reason.
 */
export function createGet({ fetch: fetchImpl = fetch, timeoutMs = fetchLimitsFromEnv().timeoutMs, maxBytes = fetchLimitsFromEnv().maxBytes, concurrency = 6 }: HttpOptions = {}): Get {
  let running = 0
  const waiting: (() => void)[] = []

  async function slot(): Promise<void> {
    if (running < concurrency) {
      running += 1
      return
    }
    // The finishing request hands its slot over directly, so `running` never overshoots.
    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  function release(): void {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return async (url, headers = {}) => {
    await slot()
    try {
      const response = await fetchImpl(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) })
      // The body is read inside the timeout's reach too: a stalled download is no answer either.
      const body = await readLimitedText(response, maxBytes)
      return { url, answered: true, status: response.status, headers: response.headers, body }
    } catch (error) {
      return { url, answered: false, error: fetchFailure(error, timeoutMs) }
    } finally {
      release()
    }
  }
}

/** One phrase for a failed request or a non-200 answer, for the check lines. */
export function failure(fetched: Fetched): string | undefined {
  if (!fetched.answered) return `could not be fetched (${fetched.error})`
  if (fetched.status !== 200) return `answered HTTP ${fetched.status}`
  return undefined
}

/** Parses a JSON answer, or says why it cannot be used. */
export function jsonOf(fetched: Fetched): { value: unknown } | { error: string } {
  const failed = failure(fetched)
  if (failed || !fetched.answered) return { error: failed ?? 'no answer' }
  try {
    return { value: JSON.parse(fetched.body) as unknown }
  } catch (error) {
    return { error: `is not JSON (${error instanceof Error ? error.message : String(error)})` }
  }
}
