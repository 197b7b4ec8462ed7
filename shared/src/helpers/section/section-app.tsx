import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react'
import { Router, useLocation, type Location } from 'shared/singletons/router'
import { findPage, type RemoteRoutesModule } from 'shared/helpers/routes'
import { RemoteRoot } from 'shared/singletons/ui'
import type { LocationSource } from './location-source'

interface SectionAppProps {
  /** The remote's federation name: its style scope and its React ids' prefix (`sectionIdPrefix`). */
  name: string
  module: RemoteRoutesModule
  source: LocationSource
}

/** The prefix of every React id in a section: ids depend on the section's own tree only. */
export const sectionIdPrefix = (name: string) => `${name}-`

/**
 * One section as its own React root: rendered at the remote's build into its release, hydrated in
 * the browser by the shell with this same tree (docs/decisions/section-roots.md). Its router follows
 * the shell's through `source`; new locations render as transitions, so the current page stays up
 * while the next one's code loads. Nothing may suspend above the boundary here: the signal under it
 * tells the shell when a page is on screen.
 */
export function SectionApp({ name, module, source }: SectionAppProps) {
  const [current, setCurrent] = useState(source.get)
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(source.get()))
    const unsubscribe = source.subscribe(update)
    // A location set between this render and the subscription is not lost.
    if (source.get() !== current) update()
    return unsubscribe
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's value can be missed
  }, [source])
  return (
    <Router location={current.location} navigationType={current.navigationType} navigator={current.navigator}>
      <RemoteRoot name={name}>
        <Suspense fallback={null}>
          <SectionPage module={module} />
          <RenderedSignal source={source} />
        </Suspense>
      </RemoteRoot>
    </Router>
  )
}

function SectionPage({ module }: { module: RemoteRoutesModule }) {
  const { pathname } = useLocation()
  // The shell renders a section only for its pages (its not-found and aliases are the shell's).
  const page = findPage(module.pages, pathname)
  const Component: ComponentType | null = page?.Component ?? null
  return Component ? <Component /> : null
}

/** Its effect runs once the page beside it is committed, never while that page is still loading. */
function RenderedSignal({ source }: { source: LocationSource }) {
  const location: Location = useLocation()
  useEffect(() => source.rendered(location), [source, location])
  return null
}
