/**
 * Runs `run` once the browser is idle, and at most `timeout` ms later; where there is no
 * `requestIdleCallback` (Safari), after `fallbackMs`. Returns a function that cancels the run.
 * For work that must not land inside a tap or the first frames of a page.
 */
export function whenIdle(run: () => void, timeout: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, fallbackMs)
  return () => clearTimeout(id)
}
