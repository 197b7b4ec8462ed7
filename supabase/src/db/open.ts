import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { migrationsDir } from '../paths.ts'
import { acquireLock, type DataDirLock } from './lock.ts'
import { applyMigrations, loadMigrations, type Migration } from './migrate.ts'

export interface OpenDatabase {
  db: PGlite
  dataDir: string
  /** Migrations applied by this open (empty when the folder was already up to date). */
  applied: Migration[]
  close(): Promise<void>
}

/**
 * Locks the data folder, opens PGlite on it and brings the schema up to date. The lock is taken
 * before PGlite touches the folder and released only after PGlite has closed it.
 */
export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  const inMemory = dataDir.startsWith('memory://')
  let lock: DataDirLock | null = null
  if (!inMemory) {
    lock = acquireLock(dataDir)
    mkdirSync(dataDir, { recursive: true })
  }
  let db: PGlite | null = null
  try {
    db = await PGlite.create(dataDir)
    const applied = await applyMigrations(db, loadMigrations(migrationsDir))
    const opened = db
    let closing: Promise<void> | null = null
    return {
      db: opened,
      dataDir,
      applied,
      close() {
        closing ??= (async () => {
          try {
            await opened.close()
          } finally {
            lock?.release()
          }
        })()
        return closing
      },
    }
  } catch (error) {
    await db?.close().catch(() => undefined)
    lock?.release()
    throw error
  }
}
