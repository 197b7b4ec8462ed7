import { PGlite } from '@electric-sql/pglite'
import { migrationsDir } from '../paths.ts'
import { claimDataFolder, narrowDataFolder } from './data-folder.ts'
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
 * Locks the data folder, opens PGlite on it and brings the schema up to date. The folder is
 * claimed first (its owner's only, data-folder.ts); the lock is taken before PGlite touches the
 * folder and released only after PGlite has closed it.
 */
export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  const inMemory = dataDir.startsWith('memory://')
  let lock: DataDirLock | null = null
  if (!inMemory) {
    claimDataFolder(dataDir)
    lock = acquireLock(dataDir)
  }
  let db: PGlite | null = null
  try {
    db = await PGlite.create(dataDir)
    // PGlite lays down a new folder's first files (and its first WAL segment) as 666; anything an
    // earlier run left open is narrowed too. The folder has been 700 since claimDataFolder, so
    // nobody else could reach them meanwhile.
    if (!inMemory) narrowDataFolder(dataDir)
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
