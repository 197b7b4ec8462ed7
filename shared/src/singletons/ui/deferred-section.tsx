import { Suspense, use, useCallback, useEffect, useRef, type ComponentType } from 'react'
import { ReloadLink } from './reload-link'

/** How far below (or above) the viewport a section's code starts loading. */
const NEAR_MARGIN = '400px'
const RETRY_AFTER_MS = 1000

const unavailableCopy = 'This part of the page could not load.'

/** Shown in place of a section whose code failed to load twice: the rest of the page stays up. */
function SectionUnavailable() {
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-center text-ink-800">
      {unavailableCopy} <ReloadLink />
    </p>
  )
}

/** One retry covers a dropped connection; a chunk that is gone (redeploy) needs the reload. */
async function loadWithRetry<P>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  try {
    return await load()
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
    try {
      return await load()
    } catch (error) {
      console.error('Section failed to load', error)
      return SectionUnavailable
    }
  }
}

/** The path the document was served for: only that page's sections are prerendered HTML. */
const servedPath = typeof location === 'undefined' ? undefined : location.pathname

/**
 * The prerendered wrapper of a section, if this page was served with it and is being hydrated.
 * None once the visitor has moved to another page client-side: a page of the same template renders
 * a section of the same name while the page being left, and its wrapper, are still in the document.
 */
function prerenderedWrapper(name: string): Element | null {
  if (typeof document === 'undefined' || location.pathname !== servedPath) return null
  return document.querySelector(`[data-deferred="${CSS.escape(name)}"]`)
}

interface Gate {
  opened: Promise<void>
  /** Opens the gate now (and stops watching), e.g. when the page is visited again client-side. */
  open: () => void
}

/**
 * Opens once the visitor nears the prerendered section, points at it or moves focus into it.
 * With no prerendered wrapper on the page (server render, client-side navigation) it is open at once.
 */
function nearGate(name: string): Gate {
  const wrapper = prerenderedWrapper(name)
  if (!wrapper || typeof IntersectionObserver === 'undefined') return { opened: Promise.resolve(), open: () => undefined }
  let resolve: () => void = () => undefined
  const opened = new Promise<void>((r) => (resolve = r))
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open()
  }, { rootMargin: `${NEAR_MARGIN} 0px` })
  // A tap or a Tab into the section before it was scrolled near (e.g. a jump link) loads it too.
  // Listened for on the window: React stops a blocked event at its root, before the section.
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) open()
  }
  function open() {
    observer.disconnect()
    window.removeEventListener('pointerdown', onInteraction, true)
    window.removeEventListener('focusin', onInteraction, true)
    resolve()
  }
  observer.observe(wrapper)
  window.addEventListener('pointerdown', onInteraction, true)
  window.addEventListener('focusin', onInteraction, true)
  return { opened, open }
}

export interface DeferredSection<P> {
  /** Renders the section; hydrates its prerendered HTML only when the visitor nears it. */
  Section: ComponentType<P>
  /**
   * The load a page must wait for before it shows, or null: none when the code is in, or when the
   * section is prerendered HTML about to be hydrated (that one loads as it is neared).
   */
  pending: () => Promise<unknown> | null
}

/**
 * A below-the-fold section whose code is a chunk of its own, loaded as the visitor nears it.
 * Its prerendered HTML stays on the page meanwhile, readable and styled, and React hydrates it in
 * place when the code arrives (a Suspense boundary React leaves dehydrated): the JavaScript a
 * visitor downloads and runs before first interaction is the top of the page, not all of it.
 * Why: docs/decisions/deferred-sections.md.
 * `name` must be unique on the page. Keep a section eager if its HTML is not usable before
 * hydration: text fields that React state reads (typing would go unseen), or widgets that render
 * hidden until measured in the browser (Radix slider thumbs).
 */
export function deferSection<P extends object>(name: string, load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let gate: Gate | undefined
  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const near = nearGate(name)
      gate = near
      const promise: Promise<ComponentType<P>> = near.opened.then(() => loadWithRetry(load)).then((component) => {
        loaded = component
        // Marked settled as React's use() reads a promise (status, value) before React hears of it,
        // so use() hands the component back at once, without suspending.
        Object.assign(promise, { status: 'fulfilled', value: component })
        return component
      })
      loading = promise
    }
    // Not hydrating this section's prerendered HTML (a client-side visit, perhaps after leaving the
    // page before the section was neared): nothing to wait for.
    if (!prerenderedWrapper(name)) gate?.open()
    return loading
  }

  function Body({ props, onReady }: { props: P; onReady: () => void }) {
    // use() on every render, the code in or not: a render that suspended here is replayed when the
    // code arrives, and React expects the same use() then (skipping it threw while hydrating, and
    // React rendered the section again from scratch, dropping the focus inside it).
    const Loaded = use(start())
    // Runs after the section's own effects, once it is hydrated (or rendered) and live.
    useEffect(onReady, [onReady])
    // `Loaded` is the module's one cached component, the same on every render, not a new type.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />
  }

  function Section(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    // React drops input on a part it has not hydrated yet. The page's boot script holds a tap or a
    // control key in this wrapper until it is marked live, then gives it again: the page's one
    // replay (docs/decisions/deferred-sections.md). An attribute, not state: nothing re-renders.
    const onReady = useCallback(() => wrapper.current?.setAttribute('data-live', ''), [])

    return (
      <div ref={wrapper} data-deferred={name}>
        <Suspense fallback={null}>
          <Body props={props} onReady={onReady} />
        </Suspense>
      </div>
    )
  }

  const pending = (): Promise<unknown> | null => (loaded || prerenderedWrapper(name) ? null : start())

  return { Section, pending }
}

/**
 * Called by a page with its deferred sections: on a client-side visit the page shows once their
 * code is in (as one page, with the route's own loading state, so a #section link finds its
 * target); when hydrating prerendered HTML it never waits.
 */
export function useDeferredSections(sections: readonly { pending: () => Promise<unknown> | null }[]): void {
  for (const section of sections) {
    const pending = section.pending()
    if (pending) use(pending)
  }
}

/** Loads the sections' code now, e.g. before rendering a page outside the browser or in a test. */
export async function loadSections(sections: readonly { pending: () => Promise<unknown> | null }[]): Promise<void> {
  await Promise.all(sections.map((section) => section.pending()))
}
