import { createHash } from 'node:crypto'
import { brandFamilies, cachedFaces, isLateFamily } from 'shared/helpers/brand-fonts'
import { PAGE_VIEW_ATTRIBUTE as pageViewAttribute } from '../src/analytics/page-view-mark'
import { COMPOSED_SETTINGS_ID } from '../src/composed-settings'

/**
 * Set on `<html>` by the head's script and cleared when the boot script starts (once the first
 * paint is on screen): while it is set, the page's bands render only near the viewport
 * (`shell/src/styles.css`), so the first frame lays out the first screen, not the whole page.
 */
export const firstPaintPending = 'data-first-paint-pending'

/** The REST insert the boot script's page view goes to: the columns of the row it builds. */
const pageViewInsertPath = `/rest/v1/analytics_events?columns=${encodeURIComponent(['event_name', 'page_url', 'referrer', 'user_agent', 'properties'].map((name) => `"${name}"`).join(','))}`

/** The families whose files are fetched after the page is live, drawn from the next load (`late`). */
const lateFamilies = brandFamilies.filter(isLateFamily).map((family) => family.family)

/**
 * The script as every page carries it: without its whole-line comments and indentation, which are
 * for the readers of this file, not for each visitor's download. (Its text has no template or
 * multi-line string a line's leading spaces could belong to.)
 */
function shipped(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trimStart())
    .filter((line) => !line.startsWith('//'))
    .join('\n')
}

/**
 * The boot script, a prerendered page's inline script at the end of its body (the other is the
 * head's script for the brand faces, below). It runs after the HTML is parsed and waits for the
 * first paint to be on screen before it asks for any JavaScript, so the page's content never queues
 * behind the shell, the federation runtime or a remote's chunks; then it starts the shell and
 * preloads the page's other modules (the remote entry and the page's chunks included). Before starting, each inlined stylesheet gets a disabled twin `<link>` with its
 * absolute URL: the federation runtime skips a stylesheet already in the document, so it neither
 * fetches the remote's CSS a second time nor restyles the whole page when it arrives.
 *
 * Until the part of the page a tap lands on is live, the tap is held and given again once it is:
 * before then nothing handles it, so it would be lost (or, on a radio, shown checked but unknown to
 * the app). Links are left alone, and so are the buttons that open or close a popover (the phone's
 * menu, a dialog's openers, `popovertarget`): the browser does both without scripts, so such a tap
 * acts at once. The page is live at `data-app-ready`; a deferred section (`deferSection()`,
 * docs/decisions/deferred-sections.md) once it marks its wrapper `data-live`, which can be long
 * after. In such a section any click is held, and so is a
 * control's own key (arrows, Home, End); typing, Tab, and Enter or Space (the browser makes them a
 * click, held as one) keep their native behavior. This is the page's one replay, and inline because
 * nothing else runs before the app's code arrives. Once the page and all its sections are live it
 * stops listening: no work is left on every click and key.
 *
 * It finds its own element as the last `script[data-entry]` of the document: the server writes it
 * after everything else, a section's body included, and the parser keeps that order, so markup in a
 * release's body (which may hold such a script) can never stand in for it (docs/security.md).
 *
 * Kept as plain ES2020 text because the composition server allows exactly this script by its hash
 * in the Content-Security-Policy (no 'unsafe-inline'); a page's entry and preloads vary per page and
 * travel in data attributes, which the hash does not cover.
 */
export const pageBootScript = shipped(`const boot = [...document.querySelectorAll('script[data-entry]')].pop()
let started = false
function start() {
  if (started) return
  started = true
  // The first paint is on screen: every band renders now, before any of the app's code runs.
  document.documentElement.removeAttribute(${JSON.stringify(firstPaintPending)})
  for (const style of document.querySelectorAll('style[data-href]')) {
    const twin = document.createElement('link')
    twin.rel = 'stylesheet'
    twin.disabled = true
    twin.setAttribute('href', new URL(style.dataset.href, location.href).href)
    style.after(twin)
  }
  import(boot.dataset.entry)
  // Preloads flatten the module graph into one round of requests. One per task: starting a
  // request costs the main thread a few milliseconds, and several in one task counted as blocking
  // time on a slow phone. A message channel yields without the delay nested timers get.
  const preloads = (boot.dataset.preload || '').split(' ').filter(Boolean)
  const channel = new MessageChannel()
  const preloadNext = () => {
    const href = preloads.shift()
    if (!href) return channel.port1.close()
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
    channel.port2.postMessage(0)
  }
  channel.port1.onmessage = preloadNext
  setTimeout(preloadNext, 0)
}
// Start once the first contentful paint has been presented (the paint entry arrives after it is on
// screen; an animation frame comes before it). The timer covers browsers without paint timing and
// tabs opened in the background, which do not paint until shown.
if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(start, 0)
  }).observe({ type: 'paint', buffered: true })
} else {
  requestAnimationFrame(() => setTimeout(start, 0))
}
setTimeout(start, 1500)
// The view of a visitor who leaves before the app has taken it over (the app starts after the
// first paint, so a quick visit often ends first): sent as the page is hidden or goes, with a
// keepalive fetch, which can carry the API's key headers where sendBeacon cannot
// (docs/decisions/analytics-on-close.md). Sent only without GPC or Do Not Track, as the app's own
// events; once the app's client has the view (data-page-view on <html>) this does nothing.
const sendViewOnLeave = () => {
  const html = document.documentElement
  const nav = navigator
  if (html.hasAttribute(${JSON.stringify(pageViewAttribute)}) || nav.globalPrivacyControl === true || ['1', 'yes'].includes(nav.doNotTrack) || nav.msDoNotTrack === '1' || window.doNotTrack === '1') return
  try {
    const config = JSON.parse(document.getElementById(${JSON.stringify(COMPOSED_SETTINGS_ID)}).textContent).config
    const backend = config.ok && config.overrides.backend
    if (!backend || !backend.anonKey) return
    html.setAttribute(${JSON.stringify(pageViewAttribute)}, 'sent')
    const cohorts = document.getElementById('root').dataset.cohorts
    const properties = { path: location.pathname, search: location.search, hash: location.hash, event_seq: 1 }
    if (cohorts) properties.cohorts = cohorts
    const row = { event_name: 'page_view', page_url: location.href.slice(0, 2048), referrer: document.referrer.slice(0, 2048) || null, user_agent: navigator.userAgent.slice(0, 512), properties }
    fetch((backend.url || location.origin).replace(/\\/+$/, '') + ${JSON.stringify(pageViewInsertPath)}, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: backend.anonKey, Authorization: 'Bearer ' + backend.anonKey, 'Content-Type': 'application/json', 'Content-Profile': 'public', Prefer: 'return=minimal' },
      body: JSON.stringify([row]),
    }).catch(() => undefined)
  } catch {}
}
addEventListener('pagehide', sendViewOnLeave)
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sendViewOnLeave())
const notLive = '[data-deferred]:not([data-live])'
const waiting = (node) => !document.documentElement.hasAttribute('data-app-ready') || node.closest(notLive)
let held = []
const hold = (event) => {
  const target = event.target
  if (!(target instanceof Element) || !target.closest('#root') || target.closest('a[href], [popovertarget]') || !waiting(target)) return
  const section = target.closest(notLive)
  const input = event.type === 'click'
    ? target.closest('button, label, input[type=radio], input[type=checkbox], [role=button]') || section && target
    : section && !target.closest('input, textarea, select, [contenteditable]') && !['Tab', 'Enter', ' '].includes(event.key) && event
  if (!input) return
  event.preventDefault()
  event.stopPropagation()
  // A second tap because nothing seemed to happen asks for the same thing once.
  if (!held.includes(input)) held.push(input)
}
addEventListener('click', hold, true)
addEventListener('keydown', hold, true)
// The copy's face, drawn from the next page load on: fetched once this page is live and the
// browser idle, so it never queues before this page's own files nor relays it out when it arrives
// (docs/decisions/brand-fonts.md); the head's script reads the flag before the next first layout.
let facesAsked = false
const cacheFaces = () => {
  if (facesAsked || !document.fonts || document.documentElement.hasAttribute(${JSON.stringify(cachedFaces.attribute)})) return
  facesAsked = true
  const idle = window.requestIdleCallback || ((run) => setTimeout(run, 1))
  idle(() => {
    Promise.all(${JSON.stringify(lateFamilies)}.map((family) => document.fonts.load('1em "' + family + '"'))).then((loaded) => {
      if (loaded.every((faces) => faces.length)) localStorage.setItem(${JSON.stringify(cachedFaces.storageKey)}, '1')
    }).catch(() => undefined)
  }, { timeout: 5000 })
}
new MutationObserver((records, observer) => {
  if (!waiting(document.body)) cacheFaces()
  held = held.filter((input) => {
    const target = input instanceof Event ? input.target : input
    if (!target.isConnected) return false
    if (waiting(target)) return true
    if (input instanceof Event) target.dispatchEvent(new KeyboardEvent('keydown', input))
    else target.click()
  })
  if (waiting(document.body) || document.querySelector(notLive)) return
  observer.disconnect()
  removeEventListener('click', hold, true)
  removeEventListener('keydown', hold, true)
}).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-app-ready', 'data-live'] })`)

/**
 * The head's one script, after the inlined stylesheets and before the first layout, so the page is
 * laid out once, in its faces. Plain ES2019 text, allowed by its hash.
 * - It marks the page as waiting for its first paint (`firstPaintPending`, which the boot script
 *   clears): the first frame then skips the bands far below the first screen. Set here rather
 *   than in the server's HTML, so a page whose scripts do not run renders as it always did.
 * - On a page load that finds the late brand faces cached (the boot script's flag), it sets the
 *   attribute that puts them into their font tokens. Storage that is off or full leaves the fallbacks.
 * - It registers the headings' subset, inlined in the CSS as a `data:` URL (in a `<style
 *   data-faces>` of its own, critical-path.ts, so it reads only those few kilobytes), again from
 *   the same bytes: Chromium loads a `data:` face only after the first style pass, sometimes after the
 *   first paint, and a heading that wraps differently in the fallback then moved what is below it
 *   (docs/decisions/brand-fonts.md). A face made from bytes is ready at once. The CSS face stays,
 *   for a page whose scripts do not run. The bytes are decoded natively where the browser can
 *   (`Uint8Array.fromBase64`): byte by byte in script it took a few milliseconds of a first visit.
 */
export const headScript =
  `document.documentElement.setAttribute(${JSON.stringify(firstPaintPending)},'');` +
  `try{if(localStorage.getItem(${JSON.stringify(cachedFaces.storageKey)}))document.documentElement.setAttribute(${JSON.stringify(cachedFaces.attribute)},'')}catch(e){}` +
  `try{for(var s=document.querySelectorAll('style[data-faces]'),i=0;i<s.length;i++){var r=/@font-face\\{([^}]*?)src:url\\("?data:font\\/woff2;base64,([^)"]+)"?\\)[^}]*?unicode-range:([^;}]+)/g,m;while(m=r.exec(s[i].textContent)){var U=Uint8Array,a;if(U.fromBase64)a=U.fromBase64(m[2]);else{var b=atob(m[2]);a=new U(b.length);for(var k=0;k<b.length;k++)a[k]=b.charCodeAt(k)}document.fonts.add(new FontFace(/font-family:([^;]+)/.exec(m[1])[1].replace(/"/g,''),a,{weight:/font-weight:([^;]+)/.exec(m[1])[1],unicodeRange:m[3]}))}}}catch(e){}`

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The CSP sources that allow the boot script and the head's script, and nothing else inline. */
export const inlineScriptCspSources = [cspHash(pageBootScript), cspHash(headScript)]
