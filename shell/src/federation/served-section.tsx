import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'shared/singletons/router'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { Button, ReloadLink } from 'shared/singletons/ui'
import { shellCopy } from '../content/navigation'
import { markAppReady } from '../routing/app-ready'
import { useRoutesLoader } from './routes-loader'
import { SectionPage } from './section-page'
import { servedSectionBody } from './section-slot'

// The same object on every render: React sets innerHTML only when the string changes, so the body
// the server composed into the slot is never touched.
const keepServedBody = { __html: '' }
const neverChanges = () => () => {}

/**
 * A section whose code could not load on a page the server composed: the served body stays as it
 * is (its links are plain links; only its buttons stay inert), with a notice that offers to load
 * the code again. Anywhere else in the section it throws `error`, and the boundary shows the
 * "couldn't load" area there. A chunk of its own: only a failing page loads it.
 */
export function ServedSection({ name, error, servedPath }: { name: string; error: unknown; servedPath: string }) {
  const { pathname } = useLocation()
  // Only while hydrating the served page: once it has gone (the visitor moved on and came back),
  // there is nothing left to show.
  const [hasServedBody] = useState(() => pathname === servedPath && servedSectionBody(name) !== null)
  const loadRoutes = useRoutesLoader()
  const [live, setLive] = useState<RemoteRoutesModule | null>(null)
  // The notice is not part of the served HTML: it appears once the page has hydrated.
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false)
  const [attempts, setAttempts] = useState(0)
  const [retrying, setRetrying] = useState(false)
  useEffect(markAppReady, [])
  if (live) return <SectionPage name={name} module={live} />
  if (!hasServedBody || pathname !== servedPath) throw error
  const retry = () => {
    setRetrying(true)
    loadRoutes(name, attempts + 1).then(setLive, () => {
      setAttempts(attempts + 1)
      setRetrying(false)
    })
  }
  return (
    <>
      <div data-section={name} data-section-served="" dangerouslySetInnerHTML={keepServedBody} suppressHydrationWarning />
      {hydrated && (
        <div role="status" className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white/95 px-4 py-3 shadow-lg">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center text-sm text-ink-800">
            <p>
              {shellCopy.remoteError.kept} {attempts > 0 && <ReloadLink />}
            </p>
            <Button size="sm" variant="outline" disabled={retrying} onClick={retry}>
              {retrying ? shellCopy.remoteError.retrying : shellCopy.remoteError.retry}
            </Button>
          </div>
        </div>
      )}
    </>
  )
}
