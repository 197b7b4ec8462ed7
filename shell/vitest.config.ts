import { defineTestConfig } from 'shared/testing/test-config'
import { mergeConfig } from 'vitest/config'

// The shell also tests its composition server, its dev composition, release check and release command (in Node, see each file's pragma).
export default mergeConfig(defineTestConfig(), { test: { include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'dev/**/*.test.ts', 'release-check/**/*.test.ts', 'release/**/*.test.ts', 'compose-static/**/*.test.ts'] } })
