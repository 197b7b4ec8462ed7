import { useEffect, useState } from 'react'

/**
 * `value`, debounced: it follows `value` once that has stopped changing for `delayMs`. The
 * catalogue's count is announced from this: typing "semaglutide" would otherwise queue a
 * screen-reader announcement per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
