import { lazy, Suspense, useLayoutEffect, useReducer, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation, useNavigate, type To } from 'shared/router'
import { findPage, findRedirect, type RemoteRoutesModule, type RouteMeta } from 'shared/routes'
import { shellCopy } from '../content/navigation'
import { usePageAnalytics } from '../analytics/use-page-analytics'
import { useRouteHead } from '../head/use-document-head'
import { NotFound } from '../routing/not-found'
import { RouteFocus } from '../routing/use-route-focus'
import { RemoteBoundary } from './remote-boundary'
import { RemoteUnavailable } from './remote-unavailable'
import { loadRemoteRoutes } from './routes-loader'
import { SectionSlot } from './section-slot'

/**
 * The shell's side of a section's page: its aliases and not-found (the shell's own markup), its
 * head and analytics, and the slot its root renders into.
 */
function SectionPage({ name, module }: { name: string; module: RemoteRoutesModule }) {
  const { pathname, search, hash } = useLocation()
  const page = findPage(module.pages, pathname)
  const redirect = page ? undefined : findRedirect(module.redirects, pathname)
  if (redirect) return <Redirect to={{ pathname: redirect.to, search, hash }} />
  if (!page) {
    return (
      <>
        <NotFound />
        <RouteFocus />
      </>
    )
  }
  return (
    <>
      <PageHead meta={page.meta} />
      <SectionSlot name={name} module={module} />
    </>
  )
}

/** An alias: replaces the address with its page's (what react-router's Navigate does, without its weight). */
function Redirect({ to }: { to: To }) {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    void navigate(to, { replace: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per alias shown
  }, [])
  return null
}

function PageHead({ meta }: { meta: RouteMeta }) {
  useRouteHead(meta)
  usePageAnalytics(meta, meta.title)
  return null
}

/**
 * One React.lazy per remote and attempt, cached at module level: creating it during render would
 * make a suspended navigation recreate it forever. Retry replaces the failed one with a fresh one
 * (and the loader fetches a fresh remote entry), so it works as soon as the remote is fixed or
 * reachable again, with no full reload.
 */
const lazyCache = new Map<string, { attempt: number; Section: LazyExoticComponent<ComponentType> }>()

function lazyRemote(name: string, attempt: number) {
  const entry = {
    attempt,
    Section: lazy(async () => {
      const module = await loadRemoteRoutes(name, attempt)
      return { default: () => <SectionPage name={name} module={module} /> }
    }),
  }
  lazyCache.set(name, entry)
  return entry
}

function PagePlaceholder() {
  return (
    <div className="min-h-[70vh]" aria-busy="true">
      <p className="sr-only" role="status">
        {shellCopy.loading}
      </p>
    </div>
  )
}

export function RemoteSection({ name }: { name: string }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const { Section, attempt } = lazyCache.get(name) ?? lazyRemote(name, 0)
  const retry = () => {
    lazyRemote(name, attempt + 1)
    rerender()
  }
  return (
    <RemoteBoundary key={`${name}:${attempt}`} fallback={() => <RemoteUnavailable onRetry={retry} retried={attempt > 0} />}>
      <Suspense fallback={<PagePlaceholder />}>
        <Section />
      </Suspense>
    </RemoteBoundary>
  )
}
