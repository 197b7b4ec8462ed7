import type { Page } from '@playwright/test'
import { brokenImagesAfterScrolling, watchResources } from './page-resources'

/** Every main route: the home page, each remote's own page, an article, the audit form. */
export const mainRoutes = ['/', '/services', '/blog', '/blog/how-to-launch-a-telehealth-practice', '/pharmacy-partners', '/telehealth-empire', '/marketing-audit'] as const

/**
 * Everything a visitor's browser reports as wrong on a page: each Content-Security-Policy
 * violation (the `securitypolicyviolation` event, which names the directive and what it blocked),
 * each console error (Chromium also logs a CSP refusal and every failed load there), each
 * uncaught exception, and each image, stylesheet, script or font that did not load. Call before
 * the first page is opened; `faults()` lists what happened since, on every page of `page`.
 */
export async function watchBrowserFaults(page: Page): Promise<{ faults: () => string[] }> {
  const faults: string[] = []
  const resources = watchResources(page)
  await page.exposeFunction('reportCspViolation', (line: string) => faults.push(`CSP: ${line}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${document.location.pathname}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`)
  })
  page.on('pageerror', (error) => faults.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`))
  return { faults: () => [...faults, ...resources.failures()] }
}

/**
 * The third-party widget hosts (booking calendar, onboarding form, their embed script) answer with
 * an empty page or script: the test machine is offline, and their absence is not the site's fault.
 * The Content-Security-Policy is enforced before a request reaches this route, so a widget the
 * policy blocks is still reported.
 */
export async function standInForThirdParties(page: Page): Promise<void> {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const type = route.request().resourceType()
      const contentType = type === 'script' ? 'text/javascript' : type === 'document' ? 'text/html' : 'text/plain'
      return route.fulfill({ status: 200, contentType, body: type === 'document' ? '<!doctype html><title>Stand-in</title>' : '' })
    },
  )
}

/**
 * Opens each path as a reader does (waits for the app, scrolls to the end so lazy images and
 * deferred sections load) and returns the faults seen, with every image that shows no picture.
 */
export async function faultsOverRoutes(page: Page, paths: readonly string[], waitForApp: (page: Page) => Promise<void>): Promise<string[]> {
  await standInForThirdParties(page)
  const watch = await watchBrowserFaults(page)
  const broken: string[] = []
  for (const path of paths) {
    const response = await page.goto(path)
    if (response?.status() !== 200) broken.push(`${path}: HTTP ${response?.status()}`)
    await waitForApp(page)
    broken.push(...(await brokenImagesAfterScrolling(page)).map((line) => `${path}: ${line}`))
  }
  return [...watch.faults(), ...broken]
}
