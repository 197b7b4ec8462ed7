import autocannon from 'autocannon'

/** One target's figures under load (latencies in ms: autocannon's histogram resolves 1 ms). */
export interface LoadStats {
  /** Mean of the per-second request counts (autocannon's `requests.average`). */
  rps: number
  p50: number
  p99: number
  /** Responses received in the run, of any status. */
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  /** The first request error's code or message, null when none: why a run has errors. */
  firstError: string | null
}

export interface LoadSettings {
  connections: number
  durationSeconds: number
  /** Sent with every request (Accept-Encoding: the bench asks every target for the same encoding). */
  headers?: Record<string, string>
}

/**
 * One autocannon run, and the first request error it saw: its counts alone say "200 errors", not
 * whether the server refused, reset or timed out.
 */
function run(options: autocannon.Options): Promise<{ result: autocannon.Result; firstError: string | null }> {
  return new Promise((resolve, reject) => {
    let firstError: string | null = null
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve({ result, firstError })))
    instance.on('reqError', (error: unknown) => {
      firstError ??= error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error)
    })
  })
}

/**
 * A short untimed burst at the same concurrency before each measured run, so every target starts
 * with compiled hot paths, open sockets and warm file caches (and the composition server, unless
 * started with its cache off, with the page composed): the run then measures the steady state.
 */
export async function warmUp(url: string, requests: number, { connections, headers = {} }: LoadSettings): Promise<void> {
  if (requests <= 0) return
  const { result, firstError } = await run({ url, headers, connections: Math.min(connections, requests), amount: requests })
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`Warm-up of ${url}: ${result.errors} errors${firstError ? ` (first: ${firstError})` : ''}, ${result.non2xx} non-2xx responses`)
  }
}

/**
 * The measured run: autocannon in this process, keep-alive connections, only `headers` (the
 * bench's Accept-Encoding, so every target sends the same page compressed). One run at a time: the
 * caller awaits each before the next, never loading two targets at once on this machine.
 */
export async function measureLoad(url: string, { connections, durationSeconds, headers = {} }: LoadSettings): Promise<LoadStats> {
  const { result, firstError } = await run({ url, headers, connections, duration: durationSeconds })
  return {
    firstError,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
