import type { SupabaseClient } from '@supabase/supabase-js'
import { waitForAppOnGoto } from '../fixtures'
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'

export interface AnalyticsRow {
  event_name: string
  page_url: string
  referrer: string | null
  user_agent: string
  properties: Record<string, unknown>
}

/** Events from this test's browser: its user agent carries a unique marker (see openMarkedPage). */
export async function eventsFor(client: SupabaseClient, marker: string, eventName?: string): Promise<AnalyticsRow[]> {
  let query = client.from('analytics_events').select('created_at, event_name, page_url, referrer, user_agent, properties').like('user_agent', `%${marker}%`)
  if (eventName) query = query.eq('event_name', eventName)
  const { data, error } = await query.order('created_at', { ascending: true }).limit(500)
  if (error) throw new Error(`reading analytics_events: ${error.message}`)
  // Rows of one batch share created_at: the client's event_seq orders them (docs/analytics.md).
  const rows = (data ?? []) as (AnalyticsRow & { created_at: string })[]
  return rows.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || seqOf(a) - seqOf(b))
}

function seqOf(row: AnalyticsRow): number {
  return Number(row.properties.event_seq)
}

/** Polls until at least `count` matching events are stored (the client batches for ~2 s). */
export async function waitForEvents(client: SupabaseClient, marker: string, eventName: string, count = 1): Promise<AnalyticsRow[]> {
  let rows: AnalyticsRow[] = []
  await expect
    .poll(async () => {
      rows = await eventsFor(client, marker, eventName)
      return rows.length
    }, { timeout: 20_000, message: `${eventName} events for ${marker}` })
    .toBeGreaterThanOrEqual(count)
  return rows
}

/** A fresh page whose user agent carries a unique marker, so its stored events can be told apart. */
export async function openMarkedPage(browser: Browser, clientIp: string, options: BrowserContextOptions = {}): Promise<{ page: Page; id: string; context: BrowserContext }> {
  const id = marker()
  const context = await browser.newContext({
    ...options,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 e2e/${id}`,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  })
  return { page: waitForAppOnGoto(await context.newPage()), id, context }
}

/**
 * Closes the page as a visitor closing the tab does (its unload handlers run) and waits until it has
 * gone: `page.close({ runBeforeUnload: true })` alone returns before, while the page may still be
 * sending its last request.
 */
export async function closeTab(page: Page): Promise<void> {
  const gone = page.waitForEvent('close')
  await page.close({ runBeforeUnload: true })
  await gone
}

/**
 * Takes the page's load of the site's analytics code (`site-analytics.ts`, which the shell imports
 * when the browser is first idle after a page rendered); call it before the page is opened. The
 * returned wait resolves once that code has run: its listeners (scroll, clicks, errors) are then in
 * place, or would be were tracking allowed.
 */
export function siteAnalyticsRun(page: Page): () => Promise<void> {
  const loaded = page.waitForResponse((response) => /\/assets\/site-analytics-[^/]+\.js$/.test(response.url()))
  return async () => {
    const url = (await loaded).url()
    // Importing the module again settles once it has run; a task later, what the shell chained on
    // its import (the page's analytics) has run too.
    await page.evaluate(`import(${JSON.stringify(url)}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`)
  }
}

/**
 * Opens `path` in a new page of the same browser and waits until its view is stored: an event that
 * comes after anything the test's earlier, closed pages sent (their last request left as they
 * closed, before this page was opened). A test that says an earlier page sent nothing reads the
 * stored rows after this, not after a while.
 */
export async function laterViewStored(context: BrowserContext, client: SupabaseClient, marker: string, path: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(`${path}?m=1`)
  await expect
    .poll(async () => (await eventsFor(client, marker, 'page_view')).some((row) => row.properties.path === path), { timeout: 20_000, message: `the later view of ${path}` })
    .toBe(true)
}

/** The stored rows of any event sent from a page other than `path` (by their page_url). */
export async function eventsNotFrom(client: SupabaseClient, marker: string, path: string): Promise<AnalyticsRow[]> {
  return (await eventsFor(client, marker)).filter((row) => new URL(row.page_url, 'http://unknown').pathname !== path)
}

export const marker = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
