import { pageState } from 'shared/lib/page-state'

/** One registry per page (see shared/lib/page-state): a script is appended once however many copies ask. */
const loaded = pageState('loaded-scripts', () => new Map<string, Promise<void>>())

/** Appends an async third-party script once per page, however many components ask for it. */
export function loadScriptOnce(src: string): Promise<void> {
  const existing = loaded.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.body.appendChild(script)
  })
  // A failed embed script must not surface as an unhandled rejection; the iframe works without it.
  promise.catch(() => undefined)
  loaded.set(src, promise)
  return promise
}
