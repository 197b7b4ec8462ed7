import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delayMs`. The catalogue's count is announced from
 * this: typing "semaglutide" would otherwise queue a screen-reader announcement per key.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
