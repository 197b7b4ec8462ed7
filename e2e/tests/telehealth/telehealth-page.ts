import type { Page } from '@playwright/test'
import { expect } from '../../fixtures'

export const BOOKING = '#telehealth-booking-calendar'

/**
 * Opens /telehealth-empire and waits until it is interactive. The page is prerendered, so the h1 shows
 * before React has hydrated and a click that early does nothing. The booking widget's call/text
 * fallback (its host is unreachable in tests) is set by an effect, so once it shows the page is live.
 */
export async function openTelehealthPage(page: Page): Promise<void> {
  await page.goto('/telehealth-empire')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator(BOOKING).getByRole('status').filter({ hasText: 'The booking calendar could not load right now.' })).toBeAttached({ timeout: 20_000 })
}
