import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Unit and component tests of an app, without federation: `shared` resolves as a plain workspace
 * package. jsdom plus Testing Library's matchers (see ./test-setup.ts).
 */
export function defineTestConfig() {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: [new URL('./test-setup.ts', import.meta.url).pathname],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: false,
      // Page tests type and click through a whole funnel: on a loaded 2-core machine one takes
      // several seconds, and the 5 s default failed them for slowness alone.
      testTimeout: 15_000,
      // Vitest's default on 2 cores is one worker; a file's jsdom set-up and its servers' start-up
      // leave the second core idle.
      maxWorkers: 2,
    },
  })
}
