import { useEffect, useState } from 'react'

export type Reachability = 'idle' | 'checking' | 'reachable' | 'unreachable'

/**
 * Whether a third-party host answers at all. A cross-origin iframe gives no error event when its
 * host is down (the browser shows its own error page inside it), so we probe with a no-cors fetch:
 * it rejects on DNS, connection or offline failures and resolves (opaque) otherwise. Until
 * `enabled`, nothing is sent and the state is 'idle'.
 */
export function useReachable(url: string, { enabled = true, timeoutMs = 8000 } = {}): Reachability {
  const [result, setResult] = useState<{ url: string; state: 'reachable' | 'unreachable' } | null>(null)
  useEffect(() => {
    if (!enabled) return
    // Offline, the probe rejects at once, so no separate navigator.onLine branch is needed.
    let cancelled = false
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    fetch(url, { mode: 'no-cors', signal: controller.signal, cache: 'no-store', credentials: 'omit' })
      .then(() => !cancelled && setResult({ url, state: 'reachable' }))
      // A timeout counts as unreachable too: a visitor should not stare at a hanging widget.
      .catch(() => !cancelled && setResult({ url, state: 'unreachable' }))
      .finally(() => clearTimeout(timer))
    return () => {
      cancelled = true
      clearTimeout(timer)
      controller.abort()
    }
  }, [url, enabled, timeoutMs])
  if (!enabled) return 'idle'
  return result?.url === url ? result.state : 'checking'
}
