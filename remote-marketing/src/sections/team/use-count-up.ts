import { useEffect, useState, type RefObject } from 'react'
import { prefersReducedMotion } from 'shared/helpers/scroll'

/** Fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3
}

/** The counter's value `elapsedMs` into an animation of `durationMs` towards `target`. */
export function countAt(elapsedMs: number, durationMs: number, target: number): number {
  const t = durationMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / durationMs))
  return Math.round(target * easeOutCubic(t))
}

/**
 * Counts 0 → target once the element scrolls into view. The first render (server, no JS, reduced
 * motion) shows the final value, so nobody ever sees a wrong number that does not move; the
 * observer's first report resets it to 0 only while the counter is still off screen.
 */
export function useCountUp(ref: RefObject<Element | null>, target: number, durationMs = 2000): number {
  const [value, setValue] = useState(target)
  useEffect(() => {
    const el = ref.current
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    const animate = () => {
      const start = performance.now()
      const tick = (now: number) => {
        const elapsed = now - start
        setValue(countAt(elapsed, durationMs, target))
        if (elapsed < durationMs) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          animate()
        } else {
          setValue(0)
        }
      },
      { threshold: 0.4 },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref, target, durationMs])
  return value
}
