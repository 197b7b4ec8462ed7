import { screen, waitFor } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferSection, useDeferredSections, type DeferredSection } from './deferred-section'

/** An IntersectionObserver the test moves by hand: `reveal()` brings every observed element near. */
class ManualObserver {
  static instances: ManualObserver[] = []
  elements: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    ManualObserver.instances.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {
    this.elements = []
  }
  static reveal() {
    for (const o of ManualObserver.instances) {
      const entries = o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver)
    }
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  )
}

function isHydrated(element: Element | null): boolean {
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

/** Renders in a fresh root outside act(), so React's retry after a suspension runs as in a browser. */
function mount(ui: React.ReactNode): void {
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(ui)
}

/**
 * Prerenders a section as the prerenderer does (its own instance: the server's module), then
 * hydrates that HTML in the document with a fresh instance, as a visitor's browser does.
 */
async function hydratePrerendered(load: () => Promise<typeof Counter>): Promise<{ client: DeferredSection<{ label: string }>; root: Root }> {
  const server = deferSection('counter', async () => Counter)
  const { prelude } = await prerender(<server.Section label="Clicked" />)
  const container = document.createElement('div')
  container.innerHTML = await new Response(prelude).text()
  document.body.append(container)
  const client = deferSection('counter', load)
  const root = hydrateRoot(container, <client.Section label="Clicked" />)
  // The wrapper is hydrated at once (the section inside it waits for its code).
  await waitFor(() => expect(isHydrated(container.querySelector('[data-deferred]'))).toBe(true))
  return { client, root }
}

beforeEach(() => {
  ManualObserver.instances = []
  vi.stubGlobal('IntersectionObserver', ManualObserver)
  // React retries a suspended section when its code arrives; act() would hold that retry back.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false)
})
afterEach(() => {
  history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('deferSection', () => {
  it('on a client-side visit, renders the section as soon as its code is in', async () => {
    const load = vi.fn(async () => Counter)
    const counter = deferSection('client-visit', load)
    function Page() {
      useDeferredSections([counter])
      return (
        <main>
          <h1>Page</h1>
          <counter.Section label="Clicked" />
        </main>
      )
    }
    mount(
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>,
    )
    // The page shows whole: heading and section together.
    await screen.findByRole('heading', { name: 'Page' })
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a prerendered section as it is, loading its code only when the visitor nears it', async () => {
    const load = vi.fn(async () => Counter)
    const { client } = await hydratePrerendered(load)
    expect(client.pending()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(load).not.toHaveBeenCalled()

    ManualObserver.reveal()
    await waitFor(() => expect(isHydrated(screen.getByRole('button'))).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
    screen.getByRole('button').click()
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
  })

  it('focus moving into it before its code is in hydrates the served HTML in place, never rendering it again', async () => {
    const server = deferSection('counter', async () => Counter)
    const { prelude } = await prerender(<server.Section label="Clicked" />)
    const container = document.createElement('div')
    container.innerHTML = await new Response(prelude).text()
    document.body.append(container)
    const served = container.querySelector('button')!
    const errors: unknown[] = []
    // The code arrives a moment after it is asked for, while React is hydrating for the focus.
    const client = deferSection('counter', () => new Promise<typeof Counter>((resolve) => setTimeout(() => resolve(Counter), 5)))
    hydrateRoot(container, <client.Section label="Clicked" />, { onRecoverableError: (error) => errors.push(error) })
    await waitFor(() => expect(isHydrated(container.querySelector('[data-deferred]'))).toBe(true))

    served.focus()
    await waitFor(() => expect(isHydrated(screen.getByRole('button', { name: 'Clicked 0' }))).toBe(true))
    expect(errors).toEqual([])
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBe(served)
    expect(document.activeElement).toBe(served)
  })

  it('left before it was neared, loads at once when the page is visited again client-side', async () => {
    const load = vi.fn(async () => Counter)
    const { client } = await hydratePrerendered(load)
    document.body.innerHTML = '' // the visitor moved to another page
    await client.pending()
    expect(load).toHaveBeenCalledTimes(1)
    mount(<client.Section label="Back" />)
    expect(await screen.findByRole('button', { name: 'Back 0' })).toBeInTheDocument()
  })

  it('not yet neared, renders at once on another page of the same template, visited client-side', async () => {
    const load = vi.fn(async () => Counter)
    const { client, root } = await hydratePrerendered(load)
    // The next page is rendered while the page being left, and its section's wrapper, are still there.
    history.pushState(null, '', '/another-page')
    expect(client.pending()).not.toBeNull()
    root.render(<client.Section label="Another" />)
    expect(await screen.findByRole('button', { name: 'Another 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('marks its wrapper live once the section is, for the page to give the input it held meanwhile', async () => {
    let arrive: (component: typeof Counter) => void = () => undefined
    await hydratePrerendered(() => new Promise((resolve) => (arrive = resolve)))
    const wrapper = document.querySelector('[data-deferred="counter"]')
    ManualObserver.reveal()
    await new Promise((resolve) => setTimeout(resolve, 100)) // effects run after the hydration commit
    expect(wrapper).not.toHaveAttribute('data-live')
    arrive(Counter)
    await waitFor(() => expect(wrapper).toHaveAttribute('data-live'))
    expect(isHydrated(screen.getByRole('button', { name: 'Clicked 0' }))).toBe(true)
  })

  it('says so, with a reload link, when its code fails to load twice; the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn(async () => Promise.reject(new Error('chunk gone')))
    const broken = deferSection('broken', load)
    mount(
      <>
        <h1>Page</h1>
        <broken.Section />
      </>,
    )
    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('This part of the page could not load.')
    expect(screen.getByRole('link', { name: 'Reload the page' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
