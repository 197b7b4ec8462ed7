import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { startPg15Cluster, writeMigratedData, type Pg15Cluster, type Pg15ClusterOptions } from './pg15-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's migrated PostgreSQL 15 cluster is built, once, by the first file that needs it. */
    pg15TemplateDir: string
  }
}

/**
 * A PostgreSQL 15 cluster that starts as a copy of the run's one migrated cluster: for every file
 * that tests something other than the migration itself, which costs an initdb and the whole chain
 * through the Supabase CLI. The first file to ask builds it (holding a lock folder in the folder
 * pg15-template-setup.ts provides); the others wait for it.
 */
export function startMigratedPg15Cluster(options: Omit<Pg15ClusterOptions, 'from'> = {}): Pg15Cluster {
  const root = inject('pg15TemplateDir')
  const ready = join(root, 'ready.json')
  const failed = join(root, 'failed')
  let builder = true
  try {
    mkdirSync(join(root, 'building'))
  } catch {
    builder = false
  }
  if (builder) {
    try {
      // Written aside, then renamed: a waiter that sees ready.json reads it whole.
      writeFileSync(`${ready}.part`, JSON.stringify(writeMigratedData(join(root, 'data'))))
      renameSync(`${ready}.part`, ready)
    } catch (error) {
      writeFileSync(failed, (error as Error).message)
      throw error
    }
  }
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const deadline = Date.now() + 300_000
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`The migrated PostgreSQL 15 cluster could not be built: ${readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error('Timed out waiting for the migrated PostgreSQL 15 cluster')
    Atomics.wait(pause, 0, 0, 200)
  }
  return startPg15Cluster({ ...options, from: JSON.parse(readFileSync(ready, 'utf8')) })
}
