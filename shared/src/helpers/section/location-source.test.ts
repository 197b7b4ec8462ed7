// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { NavigationType, type Location, type Navigator } from 'shared/singletons/router'
import { createLocationSource, staticLocationSource, type SectionLocation } from './location-source'

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
}

let keys = 0
/** A location as the router commits one: a new object (and key) per navigation. */
function at(pathname: string, navigationType = NavigationType.Push): SectionLocation {
  keys += 1
  const location: Location = { pathname, search: '', hash: '', state: null, key: `k${keys}` }
  return { location, navigationType, navigator }
}

function setup(initialPath = '/blog') {
  const initial = { ...at(initialPath), navigationType: NavigationType.Pop }
  const onRendered = vi.fn<(location: Location) => void>()
  const source = createLocationSource(initial, onRendered)
  const listener = vi.fn<() => void>()
  const unsubscribe = source.subscribe(listener)
  return { initial, source, onRendered, listener, unsubscribe }
}

describe('createLocationSource', () => {
  it('starts with the initial location', () => {
    const { initial, source } = setup()
    expect(source.get()).toBe(initial)
  })

  it('holds locations set before the first render and delivers only the latest then', () => {
    const { initial, source, onRendered, listener } = setup()
    const a = at('/blog/a')
    const b = at('/blog/b')
    source.set(a)
    source.set(b)
    // Held: the dehydrated boundary must not see a new location.
    expect(source.get()).toBe(initial)
    expect(listener).not.toHaveBeenCalled()

    source.rendered(initial.location)
    expect(source.get()).toBe(b)
    expect(listener).toHaveBeenCalledTimes(1)
    // The page on screen is not the one the shell wants yet: nothing to settle.
    expect(onRendered).not.toHaveBeenCalled()

    // The section renders the delivered location and reports it.
    source.rendered(b.location)
    expect(onRendered).toHaveBeenCalledTimes(1)
    expect(onRendered).toHaveBeenCalledWith(b.location)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reports the first render when nothing was held', () => {
    const { initial, source, onRendered, listener } = setup()
    source.rendered(initial.location)
    expect(onRendered).toHaveBeenCalledTimes(1)
    expect(onRendered).toHaveBeenCalledWith(initial.location)
    expect(listener).not.toHaveBeenCalled()
    expect(source.get()).toBe(initial)
  })

  it('publishes at once after hydration, and reports each render', () => {
    const { initial, source, onRendered, listener } = setup()
    source.rendered(initial.location)
    onRendered.mockClear()

    const a = at('/blog/a')
    source.set(a)
    expect(source.get()).toBe(a)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(onRendered).not.toHaveBeenCalled()

    source.rendered(a.location)
    expect(onRendered).toHaveBeenCalledWith(a.location)

    const b = at('/blog', NavigationType.Pop)
    source.set(b)
    expect(source.get()).toBe(b)
    expect(source.get().navigationType).toBe(NavigationType.Pop)
    expect(listener).toHaveBeenCalledTimes(2)
    source.rendered(b.location)
    expect(onRendered).toHaveBeenCalledTimes(2)
    expect(onRendered).toHaveBeenLastCalledWith(b.location)
  })

  it('does not notify when the same location object is set again', () => {
    const { initial, source, listener } = setup()
    // Before hydration: the initial location set again (a StrictMode re-run of the shell's effect).
    source.set({ ...initial })
    source.rendered(initial.location)
    expect(listener).not.toHaveBeenCalled()

    const a = at('/blog/a')
    source.set(a)
    source.set({ ...a, navigationType: NavigationType.Replace })
    source.set(a)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(source.get()).toBe(a)
  })

  it('publishes a new navigator for the same location', () => {
    const { initial, source, listener } = setup()
    source.rendered(initial.location)
    const next = { ...initial, navigator: { ...navigator } }
    source.set(next)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(source.get()).toBe(next)
  })

  it('stops notifying a listener once unsubscribed', () => {
    const { initial, source, listener, unsubscribe } = setup()
    source.rendered(initial.location)
    const other = vi.fn()
    source.subscribe(other)
    unsubscribe()
    source.set(at('/blog/a'))
    expect(listener).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledTimes(1)
  })

  // Compared with the held location, not the published one: the latest always wins.
  it('delivers the latest location even when it is the initial one again', () => {
    const { initial, source, listener } = setup()
    source.set(at('/blog/a'))
    source.set(initial)
    source.rendered(initial.location)
    expect(source.get()).toBe(initial)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('staticLocationSource', () => {
  it('holds one fixed address', () => {
    const source = staticLocationSource('/blog/a')
    const { location, navigationType } = source.get()
    expect(location).toEqual({ pathname: '/blog/a', search: '', hash: '', state: null, key: 'default' })
    expect(navigationType).toBe(NavigationType.Pop)
    expect(source.get()).toBe(source.get())
  })

  it('makes links as plain hrefs', () => {
    const { navigator: links } = staticLocationSource('/').get()
    expect(links.createHref('/blog/a')).toBe('/blog/a')
    expect(links.createHref({ pathname: '/blog', search: '?page=2', hash: '#top' })).toBe('/blog?page=2#top')
    expect(links.createHref({ pathname: '/blog' })).toBe('/blog')
    expect(links.createHref({ search: '?q=1' })).toBe('?q=1')
  })

  it('cannot navigate', () => {
    const { navigator: links } = staticLocationSource('/').get()
    expect(() => links.push('/blog')).toThrow('A section rendered ahead of time cannot navigate')
    expect(() => links.replace('/blog')).toThrow('cannot navigate')
    expect(() => links.go(-1)).toThrow('cannot navigate')
  })

  it('never notifies, and ignores renders', () => {
    const source = staticLocationSource('/')
    const listener = vi.fn()
    const unsubscribe = source.subscribe(listener)
    source.rendered(source.get().location)
    unsubscribe()
    expect(listener).not.toHaveBeenCalled()
  })
})
