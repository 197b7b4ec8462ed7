import { defineConfig } from 'vitest/config'

// The tests start the built composition server, PostgREST and the worker as their units and the
// image would: seconds each, so one file at a time.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], maxWorkers: 1, testTimeout: 120_000, hookTimeout: 120_000 },
})
