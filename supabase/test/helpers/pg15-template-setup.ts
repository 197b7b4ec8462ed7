import type { TestProject } from 'vitest/node'
import { tempDir } from './targets.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's migrated PostgreSQL 15 cluster is built, once, by the first file that needs it (pg15-cluster.ts). */
    pg15TemplateDir: string
  }
}

/** An empty folder for the migrated PostgreSQL 15 cluster; the build itself waits for a file that needs it. */
export default function setup(project: TestProject) {
  const dir = tempDir('pg15-template-')
  project.provide('pg15TemplateDir', dir.path)
  return () => dir.remove()
}
