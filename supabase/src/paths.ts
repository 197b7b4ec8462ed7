import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Monorepo root (this file lives in <repo>/supabase/src). */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')

export const migrationsDir = resolve(repoRoot, 'supabase/migrations')

/** The API roles a bare PostgreSQL needs before the first migration (the Supabase CLI's `roles.sql`). */
export const rolesFile = resolve(repoRoot, 'supabase/roles.sql')

/** Git-ignored (`.data/` in the root .gitignore) so leads never end up in a commit. */
export const defaultDataDir = resolve(repoRoot, '.data/pglite')

/** The data folder a process should use: explicit option, then env, then the default. */
export function resolveDataDir(option?: string): string {
  const chosen = option ?? process.env.LOCAL_BACKEND_DATA_DIR ?? defaultDataDir
  if (chosen.startsWith('memory://')) return chosen
  // The folder's real path: PGlite's file system cannot follow a symlinked data folder.
  try {
    return realpathSync(chosen)
  } catch {
    return resolve(chosen)
  }
}
