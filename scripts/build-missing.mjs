// Builds each app whose build is missing or older than its sources (shared counts as a source of all).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { remotePackages } from './remote-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
export const apps = [...remotePackages.map((pkg) => ({ pkg, marker: 'dist/release.json' })), { pkg: 'shell', marker: 'dist/index.html' }]

function newestMtime(dir) {
  let newest = 0
  if (!existsSync(dir)) return newest
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.') || entry.name === 'test-results') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

export function staleApps() {
  const sharedMtime = Math.max(newestMtime(join(root, 'shared/src')), newestMtime(join(root, 'shared/build')))
  return apps.filter(({ pkg, marker }) => {
    const built = join(root, pkg, marker)
    if (!existsSync(built)) return true
    // The whole package counts (sources, public files, vite config, build plugins), not just src/.
    const sources = Math.max(sharedMtime, newestMtime(join(root, pkg)))
    return sources > statSync(built).mtimeMs
  })
}

/** Builds what is stale. Each remote's build renders its own pages; the server composes them per request. */
export function buildMissing() {
  for (const { pkg } of staleApps()) {
    console.log(`Building ${pkg}…`)
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing()
