import type { Page, Response } from '@playwright/test'
import { expect, scrollToEmbed } from '../../fixtures'

/**
 * Opens a page of the composed site and waits until React has hydrated the prerendered page: the
 * h1 is in the HTML at once, but clicks before hydration do nothing, so tests wait for React to
 * own the node (a fiber key on the element) before interacting.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('main h1')
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'))
    },
    undefined,
    { timeout: 20_000 },
  )
  return response
}

/**
 * The calendar host is unreachable in tests, so every embed settles on its call/text fallback.
 * Waiting for it keeps axe scans and layout checks deterministic.
 */
export async function waitForEmbedFallback(page: Page, purpose: string): Promise<void> {
  await scrollToEmbed(page, purpose)
  await expect(page.getByRole('status').filter({ hasText: `The ${purpose} could not load right now.` })).toBeVisible({ timeout: 15_000 })
}
