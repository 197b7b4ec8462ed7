import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Locator, type Page, type Response } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { readLocalKeys } from 'backend'
import { E2E_DATA_DIR, E2E_PORT, WEBHOOK_PORT } from './support/ports'

/** One request the webhook receiver got (support/webhook-receiver.mjs): from the server's lead worker. */
export interface WebhookRequest {
  at: number
  method: string
  /** Lower-case names, as Node reports them. */
  headers: Record<string, string | undefined>
  /** The exact body text: the signature covers these bytes. */
  rawBody: string
  body: Record<string, unknown>
  malformed: boolean
  /** Why the standardwebhooks package refused the request, or null when it verified. */
  verifyError: string | null
  /** What the receiver answered: 200, 401 when it did not verify, or 503 while told to fail (`failNext`). */
  status: number
}

export interface WebhookInbox {
  /** Bodies of the deliveries accepted so far whose text contains this (e.g. a unique email). */
  bodiesContaining(text: string): Promise<Record<string, unknown>[]>
  /** Every request so far whose body contains this text, accepted or not, oldest first. */
  requestsContaining(text: string): Promise<WebhookRequest[]>
  /** Answers 503 to the next `times` deliveries whose body contains this text. */
  failNext(text: string, times: number): Promise<void>
}

interface Fixtures {
  /** A client IP unique to this test, sent as X-Forwarded-For (the e2e server trusts that header). */
  clientIp: string
  /** supabase-js with the local service-role key: reads what the anon key may not. */
  serviceClient: SupabaseClient
  webhook: WebhookInbox
}

let ipCounter = 0

/** The keys of the e2e server's data folder (its own generated secret). */
export function e2eKeys(): { anonKey: string; serviceRoleKey: string } {
  const keys = readLocalKeys(E2E_DATA_DIR)
  if (!keys) throw new Error(`The e2e server has not started on ${E2E_DATA_DIR} yet`)
  return keys
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the tests')
  }
}

export const test = base.extend<Fixtures>({
  clientIp: async ({}, use, testInfo) => {
    ipCounter += 1
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`)
  },
  page: async ({ page, clientIp }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp })
    await use(waitForAppOnGoto(page))
  },
  serviceClient: async ({}, use) => {
    const client = createClient(`http://127.0.0.1:${E2E_PORT}`, e2eKeys().serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      // No realtime here; Node 20 has no global WebSocket for supabase-js to find.
      realtime: { transport: NoRealtime as never },
    })
    await use(client)
  },
  webhook: async ({}, use) => {
    const requestsContaining = async (text: string) => {
      const response = await fetch(`http://127.0.0.1:${WEBHOOK_PORT}/received`)
      const all = (await response.json()) as WebhookRequest[]
      return all.filter((r) => r.rawBody.includes(text))
    }
    await use({
      requestsContaining,
      async bodiesContaining(text) {
        return (await requestsContaining(text)).filter((r) => r.status === 200).map((r) => r.body)
      },
      async failNext(text, times) {
        const response = await fetch(`http://127.0.0.1:${WEBHOOK_PORT}/fail?${new URLSearchParams({ match: text, times: String(times) })}`, { method: 'POST' })
        if (response.status !== 204) throw new Error(`webhook receiver /fail answered ${response.status}`)
      },
    })
  },
})

export { expect }

/**
 * Pages are prerendered, so content shows before the app is interactive. After every goto, wait
 * until the shell marks the routed content live (html[data-app-ready]); a click earlier than a
 * visitor could make would otherwise be lost.
 */
export function waitForAppOnGoto(page: Page): Page {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForApp(page)
    return response
  }
  return page
}

/**
 * A page in a browser with JavaScript turned off, in a context of its own (the suite's page fixture
 * waits for the app, which never starts here). `close` ends the context.
 */
export async function openWithoutJs(
  browser: Browser,
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; response: Response | null; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport && { viewport }) })
  const page = await context.newPage()
  const response = await page.goto(path)
  return { page, response, close: () => context.close() }
}

/** A reader's own text spacing, the most WCAG 1.4.12 asks a page to take (`page.addStyleTag`). */
export const readerTextSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

/** Waits until the shell marks the routed content live (hydrated, interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 })
}

/**
 * Waits until the page has hydrated all it hydrates on its own: the app is live, and so is each
 * deferred section near the viewport (such a section loads its code as it is neared, 400 px ahead,
 * shared's deferred-section.tsx). A part reports a mismatch as it hydrates, before it is marked live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForApp(page)
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-deferred]'))
      .filter((section) => {
        const box = section.getBoundingClientRect()
        return box.top < window.innerHeight + 400 && box.bottom > -400
      })
      .every((section) => section.hasAttribute('data-live')),
  )
}

/**
 * Resolves after the page has painted two more frames: what an input does by default (a jump, the
 * start of a scroll) shows by then, so a test can say such an input did nothing.
 */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/** The layout-stable placeholder a section shows while its remote loads. */
export function sectionPlaceholder(page: Page): Locator {
  return page.locator('main [aria-busy="true"]:has(> [role="status"])')
}

/** The bar on a served page whose section's code could not load (its body stays readable). */
export function unfinishedSectionNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: "Part of this page didn't finish loading" })
}

/**
 * Pages as composed, minus the map and settings they carry: the browser then fetches /remotes.json
 * and /config.json, as a page composed elsewhere does, and a test can route those to serve a
 * deployment's faulty copy.
 */
export async function fetchSettingsLikeOtherPages(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(/<script type="application\/json" id="composed-settings">[\s\S]*?<\/script>/, '')
    await route.fulfill({ response, body })
  })
}

/** Holds back a remote's entry file (`pkg`: its folder, e.g. remote-pharmacy), as a slow origin would. */
export async function delayRemoteEntry(page: Page, pkg: string, ms: number): Promise<void> {
  await page.route(`**/remotes/${pkg}/remoteEntry.js*`, async (route) => {
    await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/**
 * Brings a booking calendar or onboarding form into view: a widget loads only as the visitor nears
 * it. The help line under every embed ("Trouble with the …?") is always there to scroll to.
 */
export async function scrollToEmbed(scope: Page | Locator, purpose: string): Promise<void> {
  await scope.getByText(`Trouble with the ${purpose}?`).first().scrollIntoViewIfNeeded()
}

/**
 * axe for a page of this site. Legacy mode runs `axe.run` in the page itself; the default mode
 * runs it per frame and then merges the results in a blank page it opens, for cross-origin frames,
 * which here could only be a third party's embed (not our markup). Same results on our pages in
 * half the time (docs/decisions/ci-time.md).
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true)
}

/** Fails with a readable list when axe finds any serious or critical violation on the page. */
/** `exclude`: a selector axe leaves out (a part of the page another test scans). */
export async function expectNoSeriousA11yViolations(page: Page, exclude?: string): Promise<void> {
  const builder = axeFor(page)
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(serious, serious.join('\n')).toEqual([])
}
