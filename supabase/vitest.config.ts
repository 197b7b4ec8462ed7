import { defineConfig } from 'vitest/config'

// PGlite boots a whole PostgreSQL in WASM (seconds, hundreds of MB), so each test file
// shares one instance and files run in separate forks to keep WASM memory isolated.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/migrated-folder-setup.ts', 'test/helpers/pg15-template-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
})
