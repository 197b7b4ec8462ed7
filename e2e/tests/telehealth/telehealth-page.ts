import type { Page } from '@playwright/test'
import { expect, waitForApp } from '../../fixtures'

export const BOOKING = '#telehealth-booking-calendar'

/**
 * Opens /telehealth-empire and waits until it is interactive. The page is prerendered, so the h1 shows
 * before React has hydrated and a click that early does nothing: wait for the shell's ready mark.
 */
export async function openTelehealthPage(page: Page): Promise<void> {
  await page.goto('/telehealth-empire')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await waitForApp(page)
}
