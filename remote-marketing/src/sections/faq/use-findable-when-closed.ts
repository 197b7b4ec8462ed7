import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react'

const noSubscription = () => () => undefined

/** False while rendering on the server and while hydrating, true once the page is live. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/**
 * Hides a closed panel as `hidden="until-found"`: the browser's find-in-page still searches it and
 * reveals it, firing `beforematch`, on which `onFound` opens it. React knows `hidden` only as a
 * boolean (`hidden=""`), so the attribute is owned here, set before paint after each commit.
 * Browsers without the feature treat the value as plain `hidden`. Until the page is live the
 * attribute is not set: returns whether the page is live, that is whether this hook hides a closed
 * panel (else the caller must).
 */
export function useFindableWhenClosed(ref: RefObject<HTMLElement | null>, open: boolean, onFound: () => void): boolean {
  const hydrated = useHydrated()
  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel || !hydrated) return
    if (open) {
      panel.removeAttribute('hidden')
      return
    }
    panel.setAttribute('hidden', 'until-found')
    panel.addEventListener('beforematch', onFound)
    return () => panel.removeEventListener('beforematch', onFound)
  }, [ref, hydrated, open, onFound])
  return hydrated
}
