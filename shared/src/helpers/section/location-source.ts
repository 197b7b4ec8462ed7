import { NavigationType, type Location, type Navigator } from 'shared/singletons/router'

/** What a section's router needs from the page's router. */
export interface SectionLocation {
  location: Location
  navigationType: NavigationType
  navigator: Navigator
}

/**
 * The bridge from the shell's router to one section's React root. The shell sets each location it
 * commits; the section renders it. Until the section reports its first render (hydration done),
 * new locations are held back and only the latest is delivered then: a location pushed into a
 * boundary that is still dehydrated makes React discard the server's HTML.
 */
export interface LocationSource {
  get(): SectionLocation
  subscribe(listener: () => void): () => void
  /** Called by the section each time it has rendered a location (the page's content is on screen). */
  rendered(location: Location): void
}

export interface ShellLocationSource extends LocationSource {
  set(next: SectionLocation): void
}

export function createLocationSource(initial: SectionLocation, onRendered: (location: Location) => void): ShellLocationSource {
  let current = initial
  let held: SectionLocation | null = null
  let hydrated = false
  const listeners = new Set<() => void>()
  const publish = (next: SectionLocation) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      const latest = held ?? current
      if (next.location === latest.location && next.navigator === latest.navigator) return
      if (hydrated) publish(next)
      else held = next
    },
    rendered(location) {
      if (!hydrated) {
        hydrated = true
        const next = held
        held = null
        if (next && next !== current) {
          publish(next)
          return
        }
      }
      onRendered(location)
    },
  }
}

const noNavigation = () => {
  throw new Error('A section rendered ahead of time cannot navigate')
}

/** The source a section is rendered from at build time: one fixed address, links as plain hrefs. */
export function staticLocationSource(path: string): LocationSource {
  const location: Location = { pathname: path, search: '', hash: '', state: null, key: 'default' }
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
    push: noNavigation,
    replace: noNavigation,
    go: noNavigation,
  }
  const value: SectionLocation = { location, navigationType: NavigationType.Pop, navigator }
  return { get: () => value, subscribe: () => () => undefined, rendered: () => undefined }
}
