import type { TestProject } from 'vitest/node'
import type {} from './pg15-migrated.ts'
import { tempDir } from './targets.ts'

/** An empty folder for the migrated PostgreSQL 15 cluster; the build itself waits for a file that needs it. */
export default function setup(project: TestProject) {
  const dir = tempDir('pg15-template-')
  project.provide('pg15TemplateDir', dir.path)
  return () => dir.remove()
}
