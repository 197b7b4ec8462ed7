import { useEffect, useState } from 'react'

/**
 * The section the reader is in: the last of `ids` whose heading has scrolled above a reading line
 * a third of the way down the screen (never above the sticky header), or undefined above the first.
 * Measured on scroll, once per frame: a handful of headings, and an IntersectionObserver band would
 * miss the moment a heading leaves downwards when the reader scrolls back up.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>()
  // The ids as one value: the caller derives a fresh array on every render.
  const key = ids.join('\n')
  useEffect(() => {
    const headings = key ? key.split('\n') : []
    let frame = 0
    const update = () => {
      frame = 0
      const line = Math.max(window.innerHeight / 3, 96)
      let current: string | undefined
      for (const id of headings) {
        const top = document.getElementById(id)?.getBoundingClientRect().top
        if (top === undefined || top > line) break
        current = id
      }
      setActive(current)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [key])
  return active
}
