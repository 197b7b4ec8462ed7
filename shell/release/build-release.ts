import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { remotes } from 'shared/helpers/remotes'
import { buildEnv } from '../../scripts/build-env.mjs'
import type { Outcome } from './commands'
import { UsageError } from './errors'

/** The repository root: this file and its build (dist-release/main.js) both sit two levels below it. */
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')

/** `remoteBlog` or `remote-blog`: the remote, or exit 2 listing them. */
export function findRemote(name: string): (typeof remotes)[number] {
  const remote = remotes.find((r) => r.name === name || r.pkg === name)
  if (!remote) throw new UsageError(`Unknown remote "${name}". Remotes: ${remotes.map((r) => `${r.name} (${r.pkg})`).join(', ')}.`)
  return remote
}

/** A path the caller typed, from the folder the command was typed in (npm runs scripts elsewhere and says where in INIT_CWD). */
export function callerPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * The candidate's folder: new, or empty (the build empties it first, so a folder with files in it is
 * refused rather than wiped), and never the remote's own dist/, which a running `npm start` serves
 * as the live release.
 */
function candidateFolder(remote: (typeof remotes)[number], dir: string): string {
  const folder = callerPath(dir)
  const live = join(repoRoot, remote.pkg, 'dist')
  if (inside(live, folder) || inside(folder, live)) throw new UsageError(`<dir> ${folder} is or holds ${remote.pkg}/dist, what the running site serves: build the candidate into a folder of its own.`)
  const stats = statSync(folder, { throwIfNoEntry: false })
  if (stats && !stats.isDirectory()) throw new UsageError(`<dir> ${folder} is a file: name a new or empty folder.`)
  if (stats && readdirSync(folder).length > 0) throw new UsageError(`<dir> ${folder} is not empty: name a new or empty folder (the build would replace what is in it).`)
  return folder
}

/**
 * `build <remote> <dir>`: the remote's release, built as its own build script builds it, into `dir`
 * (Vite's --outDir; every step after the bundle, the rendered pages, release.json and the
 * precompressed twins, writes where the bundle went). The remote's dist/ is not touched.
 */
export async function buildRelease(name: string, dir: string, progress: (line: string) => void): Promise<Outcome> {
  const remote = findRemote(name)
  const folder = candidateFolder(remote, dir)
  progress(`Building ${remote.name} (${remote.pkg}) into ${folder} …`)
  const code = await new Promise<number | null>((done, fail) => {
    // The build's own output goes to stderr: stdout stays the command's result.
    const child = spawn('npm', ['run', 'build', '-w', remote.pkg, '--', '--outDir', folder], { cwd: repoRoot, stdio: ['ignore', 2, 2], env: buildEnv() })
    child.on('error', fail)
    child.on('close', done)
  })
  const missing = ['remoteEntry.js', 'mf-manifest.json', 'release.json'].filter((file) => !existsSync(join(folder, file)))
  if (code !== 0 || missing.length > 0) {
    const why = code !== 0 ? `its build exited with ${code}` : `the build wrote no ${missing.join(', ')}`
    return { code: 1, lines: [`Not built: ${remote.name} into ${folder}: ${why} (its output is above).`], json: { remote: remote.name, dir: folder, built: false } }
  }
  return {
    code: 0,
    lines: [
      `Built ${remote.name} into ${folder}; ${remote.pkg}/dist (what the running site serves) is unchanged.`,
      `Next: upload the folder, or serve it (npm run release -- serve ${dir} --port 4180), then npm run release -- register ${remote.name} <its URL>.`,
    ],
    json: { remote: remote.name, dir: folder, built: true },
  }
}
