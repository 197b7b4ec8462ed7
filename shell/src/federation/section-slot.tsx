import { startTransition, StrictMode, useContext, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { UNSAFE_NavigationContext, useLocation, useNavigationType } from 'shared/singletons/router'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { createLocationSource, SectionApp, sectionIdPrefix } from 'shared/helpers/section'
import { settleRoute } from '../routing/use-route-focus'

/** Where the composition puts the section's rendered body (or its fallback) in the shell's frame. */
export const SECTION_BODY_MARKER = '<!--section-body-->'

// One object each, never a new one: React re-sets innerHTML only when the string changes, so the
// shell's re-renders never touch the section's own root inside the slot.
const serverSlot = { __html: SECTION_BODY_MARKER }
const browserSlot = { __html: '' }
const slotHtml = typeof document === 'undefined' ? serverSlot : browserSlot

const roots = new WeakMap<Element, { root: Root; unmount: ReturnType<typeof setTimeout> | null }>()

/** The body the server composed into `name`'s slot, while it is still in the page. */
export function servedSectionBody(name: string): Element | null {
  return document.querySelector(`[data-section="${name}"] > [data-section-root]`)
}

/**
 * React's report that a part of the served HTML was rendered again on the client (a bug to fix):
 * it did not match, or its code threw while hydrating (React's error then carries what threw as
 * its cause, which is what says where).
 */
export function recoverableErrorLogger(part: string) {
  return (error: unknown) => console.warn(`${part}: rendered again on the client (its HTML differed, or its code threw).`, error, ...(error instanceof Error && error.cause ? [error.cause] : []))
}

/**
 * Starts the section's own React root in the slot: hydrating the body the server composed in (the
 * container is the `data-section-root` child, never the slot itself), else rendering afresh (a
 * navigation from another section, or the server's "couldn't load" area). Returns the detach.
 */
function attachSection(slot: HTMLElement, name: string, element: ReactElement): () => void {
  const existing = roots.get(slot)
  if (existing?.unmount) {
    // StrictMode's second run of the effect: keep the root it just scheduled to unmount.
    clearTimeout(existing.unmount)
    existing.unmount = null
  } else if (!existing) {
    const options = { identifierPrefix: sectionIdPrefix(name), onRecoverableError: recoverableErrorLogger(`Section ${name}`) }
    const rendered = slot.querySelector<HTMLElement>(':scope > [data-section-root]')
    let root: Root | undefined
    // As transitions, like the shell's own hydration: the section's work yields to the browser every
    // few milliseconds instead of blocking the main thread in one long task.
    startTransition(() => {
      if (rendered) {
        root = hydrateRoot(rendered, element, options)
      } else {
        const container = document.createElement('div')
        container.setAttribute('data-section-root', '')
        container.style.display = 'contents'
        slot.replaceChildren(container)
        root = createRoot(container, options)
        root.render(element)
      }
    })
    if (root) roots.set(slot, { root, unmount: null })
  }
  return () => {
    const entry = roots.get(slot)
    if (!entry) return
    // Not during the shell's commit (React warns about a synchronous unmount there).
    entry.unmount = setTimeout(() => {
      entry.root.unmount()
      roots.delete(slot)
    }, 0)
  }
}

/**
 * The owning section's place in the shell: an opaque slot holding the section's own React root
 * (docs/decisions/section-roots.md). Its router follows the shell's; once it has rendered a page,
 * the shell settles scroll and focus for it.
 */
export function SectionSlot({ name, module }: { name: string; module: RemoteRoutesModule }) {
  const slot = useRef<HTMLDivElement>(null)
  const location = useLocation()
  const navigationType = useNavigationType()
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [source] = useState(() => createLocationSource({ location, navigationType, navigator }, settleRoute))
  useLayoutEffect(() => source.set({ location, navigationType, navigator }), [source, location, navigationType, navigator])
  useLayoutEffect(() => {
    if (!slot.current) return
    return attachSection(
      slot.current,
      name,
      <StrictMode>
        <SectionApp name={name} module={module} source={source} />
      </StrictMode>,
    )
  }, [name, module, source])
  return <div data-section={name} ref={slot} dangerouslySetInnerHTML={slotHtml} suppressHydrationWarning />
}
