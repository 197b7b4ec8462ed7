import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstPaintPending, headScript, pageBootScript } from './page-boot'

/**
 * The boot script's held input, run in jsdom as the browser runs it. Its start (the shell's
 * import after the first paint) never runs here.
 */

type Listener = Parameters<typeof window.addEventListener>
let listening: Listener[] = []

function boot(): void {
  const add = (...args: Listener) => {
    listening.push(args)
    window.addEventListener(...args)
  }
  const remove = (...args: Listener) => {
    listening = listening.filter(([type, listener]) => type !== args[0] || listener !== args[1])
    window.removeEventListener(...args)
  }
  // The script's global add/removeEventListener, passed in so each test can count and clean up its own.
  new Function('addEventListener', 'removeEventListener', pageBootScript)(add, remove)
}

/** A page like a composed one: `#root` with a button up top and a deferred section below. */
function page(): { top: HTMLButtonElement; section: HTMLElement; inSection: HTMLButtonElement; clicks: Map<Element, number> } {
  document.body.innerHTML = `<div id="root">
    <button type="button" id="top"><span>Book a call</span></button>
    <a href="#faq" id="link">Questions</a>
    <div data-deferred="faq"><p id="text">Answers</p><button type="button" id="question">How do we start?</button><input id="field"></div>
  </div>`
  const clicks = new Map<Element, number>()
  for (const element of document.querySelectorAll('button, p')) {
    element.addEventListener('click', () => clicks.set(element, (clicks.get(element) ?? 0) + 1))
  }
  const get = (id: string) => document.getElementById(id) as HTMLElement
  return { top: get('top') as HTMLButtonElement, section: get('question').parentElement as HTMLElement, inSection: get('question') as HTMLButtonElement, clicks }
}

/** Lets the script's mutation observer run, and anything it gives again with it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const markAppReady = () => document.documentElement.setAttribute('data-app-ready', 'true')

function press(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event
}

beforeEach(() => {
  // No paint timing: the script falls back to a frame, which never comes, and to a 1.5 s timer,
  // which is left out. Either would import the shell's entry.
  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] })
  vi.stubGlobal('requestAnimationFrame', () => 0)
  const realSetTimeout = globalThis.setTimeout
  vi.stubGlobal('setTimeout', (handler: () => void, ms?: number) => (ms === 1500 ? 0 : realSetTimeout(handler, ms)))
})
afterEach(() => {
  for (const args of listening) window.removeEventListener(...args)
  listening = []
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-app-ready')
  document.body.innerHTML = ''
})

describe('the boot script, before a part of the page is live', () => {
  it('holds a tap on a button and gives it once the page is live, once however often it was tapped', async () => {
    const { top, clicks } = page()
    boot()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    top.querySelector('span')?.dispatchEvent(tap)
    top.click()
    expect(tap.defaultPrevented).toBe(true)
    expect(clicks.get(top)).toBeUndefined()
    markAppReady()
    await settle()
    expect(clicks.get(top)).toBe(1)
    await settle()
    expect(clicks.get(top), 'given once, not twice').toBe(1)
    top.click()
    expect(clicks.get(top), 'live: a tap acts at once').toBe(2)
  })

  it('leaves a link alone: it works without scripts', () => {
    page()
    boot()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('link')?.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(false)
  })

  it("leaves a popover's own button alone, in a deferred section too: the browser opens and closes it", () => {
    const { section } = page()
    section.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="menu" id="opener"><span>Menu</span></button>')
    boot()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('#opener span')?.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(false)
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('question')?.dispatchEvent(plain)
    expect(plain.defaultPrevented, 'its neighbor is held').toBe(true)
  })

  it('holds a tap in a deferred section after the page is live, until the section is', async () => {
    const { section, inSection, clicks } = page()
    boot()
    markAppReady()
    await settle()
    inSection.click()
    document.getElementById('text')?.click()
    await settle()
    expect(clicks.get(inSection)).toBeUndefined()
    section.setAttribute('data-live', '')
    await settle()
    expect(clicks.get(inSection)).toBe(1)
    expect(clicks.get(document.getElementById('text') as HTMLElement)).toBe(1)
  })

  it('gives a tap in a deferred section made before the page was live once, when both are live', async () => {
    const { section, inSection, clicks } = page()
    boot()
    inSection.click()
    markAppReady()
    await settle()
    expect(clicks.get(inSection), 'the section is not live yet').toBeUndefined()
    section.setAttribute('data-live', '')
    await settle()
    await settle()
    expect(clicks.get(inSection)).toBe(1)
  })

  it("holds a control's own keys in a deferred section; typing, Tab and Enter keep their native behavior", async () => {
    const { section, inSection } = page()
    boot()
    markAppReady()
    await settle()
    const given: string[] = []
    inSection.addEventListener('keydown', (event) => given.push(event.key))
    expect(press(inSection, 'ArrowDown').defaultPrevented).toBe(true)
    expect(press(inSection, 'End').defaultPrevented).toBe(true)
    expect(press(inSection, 'Tab').defaultPrevented).toBe(false)
    expect(press(inSection, 'Enter').defaultPrevented).toBe(false)
    expect(press(document.getElementById('field') as HTMLElement, 'a').defaultPrevented).toBe(false)
    expect(given).toEqual(['Tab', 'Enter'])
    section.setAttribute('data-live', '')
    await settle()
    expect(given, 'held keys given once each, in order').toEqual(['Tab', 'Enter', 'ArrowDown', 'End'])
  })

  it('leaves keys outside deferred sections alone', () => {
    const { top } = page()
    boot()
    expect(press(top, 'ArrowDown').defaultPrevented).toBe(false)
  })

  it('drops a tap on what left the page meanwhile', async () => {
    const { top, clicks } = page()
    boot()
    top.click()
    top.remove()
    markAppReady()
    await settle()
    expect(clicks.get(top)).toBeUndefined()
  })

  it('stops listening once the page and every deferred section are live', async () => {
    const { section } = page()
    boot()
    // The leave listener stays: it acts once, as the page goes, and never on a tap.
    expect(listening.map(([type]) => type)).toEqual(['pagehide', 'click', 'keydown'])
    markAppReady()
    await settle()
    expect(listening, 'a section is not live yet').toHaveLength(3)
    section.setAttribute('data-live', '')
    await settle()
    expect(listening.map(([type]) => type)).toEqual(['pagehide'])
  })
})

describe('the boot script, when the visitor leaves before the app starts', () => {
  const settings = (backend: Record<string, unknown>) =>
    `<script type="application/json" id="composed-settings">${JSON.stringify({ remoteMap: null, config: { ok: true, overrides: { backend } } })}</script>`
  let sent: { url: string; init: RequestInit }[] = []
  beforeEach(() => {
    sent = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return Promise.resolve(new Response(null, { status: 201 }))
    })
    window.history.replaceState(null, '', '/services?m=1#pricing')
  })
  afterEach(() => {
    document.documentElement.removeAttribute('data-page-view')
    window.history.replaceState(null, '', '/')
  })

  it('sends the page view with keepalive and the API key headers as the page goes, once', () => {
    document.body.innerHTML = `<div id="root" data-cohorts="7c"></div>${settings({ url: 'https://api.example/', anonKey: 'anon-key' })}`
    boot()
    window.dispatchEvent(new Event('pagehide'))
    window.dispatchEvent(new Event('pagehide'))
    expect(sent).toHaveLength(1)
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }]
    expect(url).toBe('https://api.example/rest/v1/analytics_events?columns=%22event_name%22%2C%22page_url%22%2C%22referrer%22%2C%22user_agent%22%2C%22properties%22')
    expect(init).toMatchObject({ method: 'POST', keepalive: true })
    expect(init.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key', Prefer: 'return=minimal' })
    expect(JSON.parse(String(init.body))).toEqual([
      {
        event_name: 'page_view',
        page_url: 'http://localhost:3000/services?m=1#pricing',
        referrer: null,
        user_agent: navigator.userAgent,
        properties: { path: '/services', search: '?m=1', hash: '#pricing', cohorts: '7c', event_seq: 1 },
      },
    ])
    expect(document.documentElement.getAttribute('data-page-view')).toBe('sent')
  })

  it('sends nothing once the app has the view, under GPC, or without a backend key', () => {
    document.body.innerHTML = `<div id="root"></div>${settings({ url: null, anonKey: 'anon-key' })}`
    boot()
    document.documentElement.setAttribute('data-page-view', 'tracked')
    window.dispatchEvent(new Event('pagehide'))
    document.documentElement.removeAttribute('data-page-view')
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { globalPrivacyControl: true }))
    window.dispatchEvent(new Event('pagehide'))
    vi.stubGlobal('navigator', window.navigator)
    document.getElementById('composed-settings')?.remove()
    document.body.insertAdjacentHTML('beforeend', settings({ url: null, anonKey: '' }))
    window.dispatchEvent(new Event('pagehide'))
    expect(sent).toEqual([])
  })
})

describe("the boot script's own data", () => {
  it('adds the page\'s module preloads once it starts, one per task, in their order', async () => {
    const realSetTimeout = globalThis.setTimeout
    const timers: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (next: () => void) => next())
    vi.stubGlobal('setTimeout', (handler: () => void) => void timers.push(handler))
    document.head.innerHTML = ''
    document.body.innerHTML = `<div id="root"></div><script type="module" data-entry="/assets/index.js" data-preload="/assets/a.js /assets/b.js /assets/c.js"></script>`
    const script = pageBootScript.replace('import(boot.dataset.entry)', 'void 0')
    new Function('addEventListener', 'removeEventListener', script)(() => undefined, () => undefined)
    const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname)
    timers.shift()?.() // the start, after the first frame
    expect(preloaded()).toEqual([])
    timers.pop()?.() // the timer the start set (the 1.5 s fallback start waits before it): the first preload
    expect(preloaded()).toEqual(['/assets/a.js'])
    await new Promise((resolve) => realSetTimeout(resolve, 50))
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
    expect(document.head.querySelector<HTMLLinkElement>('link[rel=modulepreload]')?.crossOrigin).toBe('')
  })

  it('lets the bands below the first screen wait for the first paint: the head sets the mark, the start clears it', () => {
    const timers: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (next: () => void) => next())
    vi.stubGlobal('setTimeout', (handler: () => void) => void timers.push(handler))
    document.body.innerHTML = `<div id="root"></div><script type="module" data-entry="/assets/index.js" data-preload=""></script>`
    new Function(headScript)()
    expect(document.documentElement.hasAttribute(firstPaintPending)).toBe(true)
    const script = pageBootScript.replace('import(boot.dataset.entry)', 'void 0')
    new Function('addEventListener', 'removeEventListener', script)(() => undefined, () => undefined)
    expect(document.documentElement.hasAttribute(firstPaintPending)).toBe(true)
    timers.shift()?.() // the start, after the first frame
    expect(document.documentElement.hasAttribute(firstPaintPending)).toBe(false)
    // The stylesheet defers the bands under this mark only: a page without the head's script renders as always.
    const css = readFileSync(join(import.meta.dirname, '../src/styles.css'), 'utf8')
    expect(css).toMatch(new RegExp(`html\\[${firstPaintPending}\\] :is\\(\\[data-slot="section"\\], footer#contact\\) \\{\\s*content-visibility: auto;`))
  })

  it('is the last script[data-entry] of the page: a section body holding one cannot stand in for it', async () => {
    vi.stubGlobal('requestAnimationFrame', (next: () => void) => next())
    vi.stubGlobal('setTimeout', (handler: () => void) => void queueMicrotask(handler))
    document.body.innerHTML = `<div id="root"><div data-section-root><script data-entry="https://evil.example/x.js"></script></div></div>
      <div id="page-end" hidden></div><script type="module" data-entry="/assets/index.js" data-preload=""></script>`
    const imported: string[] = []
    const script = pageBootScript.replace('import(boot.dataset.entry)', 'imported.push(boot.dataset.entry)')
    new Function('addEventListener', 'removeEventListener', 'imported', script)(() => undefined, () => undefined, imported)
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    await Promise.resolve()
    expect(imported).toEqual(['/assets/index.js'])
  })

  it('is carried without the comments and indentation of its source', () => {
    const lines = pageBootScript.split('\n')
    expect(lines.filter((line) => line.startsWith('//'))).toEqual([])
    expect(lines.filter((line) => /^\s/.test(line))).toEqual([])
    // Still the whole script: its last statement is there.
    expect(pageBootScript).toMatch(/\.observe\(document\.documentElement, \{[^}]*\}\)$/)
  })
})
