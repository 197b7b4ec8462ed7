// `npm run release`: the release command as built JavaScript (shell/dist-release/main.js), run in this
// process, so a call costs node's start and no TypeScript compile. It is built first when missing or
// older than its sources, as build-missing.mjs does for the other builds, but alone (a second or two).
import { execFileSync } from 'node:child_process'
import { existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildEnv } from './build-env.mjs'
import { newestMtime } from './build-missing.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const shell = join(root, 'shell')
export const releaseBuild = join(shell, 'dist-release/main.js')
// What the command bundles: its own code, the release check, shared and the embedded backend's tools.
const sources = ['shell/release', 'shell/release-check', 'shell/vite.release.config.ts', 'shell/package.json', 'shared/src', 'supabase/src']

export function releaseBuildStale() {
  if (!existsSync(releaseBuild)) return true
  const built = statSync(releaseBuild).mtimeMs
  return sources.some((source) => newestMtime(join(root, source)) > built)
}

/**
 * Builds the command into a folder of its own and then puts it in place: a command started
 * meanwhile (a pipeline's calls at once) never finds a half-written build.
 */
function buildRelease() {
  // On stderr, as the build's own output: stdout is the command's result (--json).
  console.error('Building the release command (shell/dist-release/main.js)…')
  const fresh = join(shell, `dist-release.${process.pid}`)
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--config', 'vite.release.config.ts', '--outDir', fresh, '--logLevel', 'warn'], { cwd: shell, stdio: ['ignore', 2, 2], env: buildEnv() })
    rmSync(dirname(releaseBuild), { recursive: true, force: true })
    try {
      renameSync(fresh, dirname(releaseBuild))
    } catch (error) {
      // Another call built it at the same moment and put its build in place first: the same build.
      if (!existsSync(releaseBuild)) throw error
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (releaseBuildStale()) buildRelease()
  await import(pathToFileURL(releaseBuild).href)
}
