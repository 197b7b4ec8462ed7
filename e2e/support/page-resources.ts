import type { Page } from '@playwright/test'

/** What a visitor sees broken when it does not load: a missing image, unstyled text, a dead section, a fallback face. */
const watchedTypes = new Set(['image', 'stylesheet', 'script', 'font'])

/**
 * Records every image, stylesheet, script and font the page requests that does not load (an HTTP
 * error or a failed request). Call before the page is opened; read the list at the end.
 */
export function watchResources(page: Page): { failures: () => string[] } {
  const failures: string[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (watchedTypes.has(type) && response.status() >= 400) failures.push(`${type} ${response.url()}: HTTP ${response.status()}`)
  })
  page.on('requestfailed', (request) => {
    const type = request.resourceType()
    const error = request.failure()?.errorText ?? 'failed'
    // A request the page itself gave up (a lazy image scrolled past) is not a broken file.
    if (watchedTypes.has(type) && error !== 'net::ERR_ABORTED') failures.push(`${type} ${request.url()}: ${error}`)
  })
  return { failures: () => [...failures] }
}

/**
 * Scrolls the page to its end a screen at a time, so lazy images and deferred sections load as they
 * would for a reader, then names every image the page shows that has no picture.
 */
export async function brokenImagesAfterScrolling(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => `img ${image.currentSrc || image.getAttribute('src') || '(no src)'} does not show`),
  )
}
