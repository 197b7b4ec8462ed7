import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, WEBHOOK_PORT } from './support/ports'

const isCI = !!process.env.CI

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  // One retry on CI absorbs a machine hiccup; a real failure still fails twice and is reported.
  retries: isCI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace costs every test about a tenth of its time (snapshots and screenshots of
    // each step); on CI a failing test is retried, and the retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (the package chromium-headless-shell), which is what Playwright's
      // own headless runs use: the same Blink at a good deal less CPU per test, and the suite is
      // CPU-bound (docs/decisions/ci-time.md). The bench and the screenshots keep the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The composed site exactly as `npm start` serves it, on its own port and a throwaway data folder.
      command: 'node support/start-e2e-server.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/config.json`,
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'pipe',
    },
    {
      command: 'node support/webhook-receiver.mjs',
      url: `http://127.0.0.1:${WEBHOOK_PORT}/received`,
      reuseExistingServer: !isCI,
    },
  ],
})
