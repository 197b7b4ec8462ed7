import { lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react'
import { shellCopy } from '../content/navigation'
import { RemoteBoundary } from './remote-boundary'
import { RemoteUnavailable } from './remote-unavailable'
import { useRoutesLoader, type RoutesLoader } from './routes-loader'
import { SectionPage } from './section-page'
import { servedSectionBody } from './section-slot'

interface LazySection {
  attempt: number
  Section: LazyExoticComponent<ComponentType>
}

/**
 * One React.lazy per loader, remote and attempt, cached outside render: creating it during render
 * would make a suspended navigation recreate it forever. Per loader, because the composition server
 * gives each render its own (the routes of the releases it composes with). Retry replaces the failed
 * one with a fresh one (and the loader fetches a fresh remote entry), so it works as soon as the
 * remote is fixed or reachable again, with no full reload.
 */
const lazyCache = new WeakMap<RoutesLoader, Map<string, LazySection>>()

function lazyRemote(load: RoutesLoader, name: string, attempt: number): LazySection {
  const entry = {
    attempt,
    Section: lazy(async () => {
      try {
        const module = await load(name, attempt)
        return { default: () => <SectionPage name={name} module={module} /> }
      } catch (error) {
        // A body the server composed in stays readable (served-section.tsx); hydration waits on this.
        if (!servedSectionBody(name)) throw error
        const servedPath = location.pathname
        const { ServedSection } = await import('./served-section')
        return { default: () => <ServedSection name={name} error={error} servedPath={servedPath} /> }
      }
    }),
  }
  const sections = lazyCache.get(load) ?? new Map<string, LazySection>()
  sections.set(name, entry)
  lazyCache.set(load, sections)
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
  const load = useRoutesLoader()
  const { Section, attempt } = lazyCache.get(load)?.get(name) ?? lazyRemote(load, name, 0)
  const retry = () => {
    lazyRemote(load, name, attempt + 1)
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
