import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and from then on. Third-party
 * widgets wait for it, so a page's first paint and scripts never queue behind a calendar the
 * visitor has not scrolled to; the margin starts the load a little before it is reached.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    // Browsers without IntersectionObserver simply load at once (after this render).
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: `${margin} 0px` })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
