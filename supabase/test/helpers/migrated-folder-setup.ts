import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startLocalBackend } from '../../src/index.ts'
import { tempDir, testJwtSecret, testLogger } from './targets.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder initialised, migrated and closed once for the whole run (see startLocalTarget's `fromMigrated`). */
    migratedDataDir: string
  }
}

/**
 * Makes the migrated data folder once per run, before any test file: a new PGlite folder costs an
 * initdb and every migration (seconds of CPU), and most files need a backend, not a first start.
 */
export default async function setup(project: TestProject) {
  const dir = tempDir('local-backend-migrated-')
  const dataDir = join(dir.path, 'pglite')
  const backend = await startLocalBackend({ dataDir, jwtSecret: testJwtSecret, logger: testLogger })
  await backend.close()
  project.provide('migratedDataDir', dataDir)
  return () => dir.remove()
}
