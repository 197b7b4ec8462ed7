// Builds each app whose build is missing or older than its sources (shared counts as a source of all).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildEnv } from './build-env.mjs'
import { remotePackages } from './remote-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// The shell's build writes three: the browser's (dist/), the composition server's (dist-server/),
// which also bundles the embedded backend (supabase/src), and the release command's (dist-release/).
// The release command's is not a marker here: scripts/release.mjs keeps it fresh itself, and in a
// folder of its own, so a stale release command never rebuilds the site a server is serving.
export const apps = [
  ...remotePackages.map((pkg) => ({ pkg, markers: ['dist/release.json'], sources: [] })),
  { pkg: 'shell', markers: ['dist/index.html', 'dist-server/main.js'], sources: ['supabase/src'] },
]

/** The newest modification time of a file, or of the files in a folder (builds and dependencies aside). */
export function newestMtime(dir) {
  let newest = 0
  if (!existsSync(dir)) return newest
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.') || entry.name === 'test-results') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

export function staleApps() {
  const sharedMtime = Math.max(newestMtime(join(root, 'shared/src')), newestMtime(join(root, 'shared/build')))
  return apps.filter(({ pkg, markers, sources }) => {
    const built = markers.map((marker) => join(root, pkg, marker))
    if (!built.every((file) => existsSync(file))) return true
    // The whole package counts (sources, public files, vite config, build plugins), not just src/.
    const newest = Math.max(sharedMtime, newestMtime(join(root, pkg)), ...sources.map((dir) => newestMtime(join(root, dir))))
    return built.some((file) => newest > statSync(file).mtimeMs)
  })
}

/** Builds what is stale. Each remote's build renders its own pages; the server composes them per request. */
export function buildMissing() {
  for (const { pkg } of staleApps()) {
    console.log(`Building ${pkg}…`)
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit', env: buildEnv() })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing()
