import { execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { freePort } from '../support/free-port'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { stopChild } from '../support/stop-child'
import { composeLoadOptions } from './compose-load-options'
import { composeLoadTable, composeLoadTargets, invalidRuns, loadTargets, pageResult, type ComposeLoadResult, type PageLoadResult } from './compose-load-report'
import { measureLoad, warmUp, type LoadSettings, type LoadStats } from './load-test'
import { benchEncoding, nginxVersion, startNginx, type NginxSite } from './nginx-server'
import { repoRoot, resultsDir } from './paths'
import { SERVER_BUILD, startSite } from './servers'
import { rawGet, snapshotPages, startStaticSite, type StaticSite } from './static-site'

/**
 * `npm run bench:compose -w e2e` (also the last part of `npm run bench`): what the composition
 * server costs per request next to a static server sending the same bytes. For each page, one
 * after the other: the composition server with its cache warm, the same server started with
 * COMPOSE_CACHE=off (cold: every answer composed and compressed anew, remote releases revalidated
 * per request), nginx serving a snapshot of the warm server's pages as precompressed files (the
 * baseline the targets hold the warm server to), and sirv serving the same folder. Every request
 * asks for brotli (gzip when nginx has no brotli_static module), so the warm server, nginx and sirv
 * send the same compressed bytes (the cold server its quick first pass of them). Prints
 * a table per page and writes bench-results/compose-load.json beside the Lighthouse bench's results
 * (previous run kept).
 */
const { values } = parseArgs({ options: composeLoadOptions })
const wholeNumber = (name: string, raw: string, min: number): number => {
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number >= ${min} (got "${raw}")`)
  return n
}
const settings: LoadSettings = { connections: wholeNumber('connections', values.connections, 1), durationSeconds: wholeNumber('duration', values.duration, 1) }
const warmupRequests = wholeNumber('warmup', values.warmup, 0)
const pages = values.pages.split(',').map((p) => p.trim()).filter(Boolean)
const coldEnv = { COMPOSE_CACHE: 'off' }
const encoding = benchEncoding()
settings.headers = { 'accept-encoding': encoding }

// Build only when nothing is built: a rebuild here could catch another change to the site half-done,
// and the load test measures the server, whichever build it serves.
if (!existsSync(join(repoRoot, 'shell/dist/index.html')) || !existsSync(join(repoRoot, SERVER_BUILD))) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })

/**
 * startSite passes this process's environment to the server; setting a variable only around its
 * start gives one server COMPOSE_CACHE=off without the other inheriting it. The warm server starts
 * with the variable removed, so a COMPOSE_CACHE in the caller's shell cannot turn warm into cold.
 */
async function withEnv<T>(name: string, value: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env[name]
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
  try {
    return await run()
  } finally {
    if (before === undefined) delete process.env[name]
    else process.env[name] = before
  }
}

// Load generator and servers share this machine: whatever else runs on it shows in the figures, so
// the result records how busy it was before the bench began.
const loadAverageBefore = loadavg()[0] ?? 0
const snapshotDir = mkdtempSync(join(tmpdir(), 'bench-compose-pages-'))
// startSite makes each server a fresh data folder under os.tmpdir(), which follows TMPDIR: pointing
// TMPDIR here while they start puts both folders in one place this script removes when done.
const dataRoot = mkdtempSync(join(tmpdir(), 'bench-compose-data-'))
const startComposition = (port: number, composeCache: string | undefined) =>
  withEnv('TMPDIR', dataRoot, () => withEnv('COMPOSE_CACHE', composeCache, () => startSite(port)))
const servers: ChildProcess[] = []
let sirv: StaticSite | null = null
let nginx: NginxSite | null = null
let baseline = ''
const pageResults: Record<string, PageLoadResult> = {}
try {
  process.stdout.write('starting the composition server (warm) …\n')
  const warmPort = await freePort()
  servers.push(await startComposition(warmPort, undefined))
  const warmUrl = `http://127.0.0.1:${warmPort}`

  process.stdout.write('starting the composition server with COMPOSE_CACHE=off (cold) …\n')
  const coldPort = await freePort()
  servers.push(await startComposition(coldPort, coldEnv.COMPOSE_CACHE))
  const coldUrl = `http://127.0.0.1:${coldPort}`

  const snapshots = await snapshotPages(warmUrl, pages, snapshotDir, encoding)
  nginx = await startNginx(snapshotDir)
  baseline = `${nginxVersion()}, 1 worker, ${encoding === 'br' ? 'brotli_static' : 'gzip_static'}`
  sirv = await startStaticSite(snapshotDir)
  // A baseline is only a baseline if it answers each path with exactly the snapshotted bytes, and
  // the cold server only counts if it answers the page too.
  for (const path of pages) {
    for (const [name, site] of [['nginx', nginx], ['sirv', sirv]] as const) {
      const got = await rawGet(new URL(path, site.url).href, settings.headers)
      if (got.status !== 200 || got.headers['content-encoding'] !== encoding || !got.body.equals(snapshots[path]?.encoded ?? Buffer.alloc(0))) {
        throw new Error(`${name} does not serve the ${encoding} snapshot of ${path} (status ${got.status}, ${got.headers['content-encoding'] ?? 'unencoded'})`)
      }
    }
    const fromCold = await rawGet(new URL(path, coldUrl).href, settings.headers)
    if (fromCold.status !== 200) throw new Error(`${path} answered ${fromCold.status} on the cold composition server`)
  }

  const [warmServer, coldServer] = servers as [ChildProcess, ChildProcess]
  const targets: [label: string, baseUrl: string, server: ChildProcess | null][] = [
    ['compose warm', warmUrl, warmServer],
    ['compose cold', coldUrl, coldServer],
    ['nginx', nginx.url, null],
    ['sirv', sirv.url, null],
  ]
  for (const path of pages) {
    const stats: LoadStats[] = []
    for (const [label, baseUrl, server] of targets) {
      const url = new URL(path, baseUrl).href
      process.stdout.write(`${path}: ${label}, ${settings.connections} connections for ${settings.durationSeconds} s …\n`)
      try {
        await warmUp(url, warmupRequests, settings)
        stats.push(await measureLoad(url, settings))
      } catch (error) {
        // Refused connections usually mean the server died under load: say so, not just the count.
        if (server && (server.exitCode !== null || server.signalCode !== null)) throw new Error(`The ${label} server exited (${server.exitCode ?? server.signalCode}): see its output above`, { cause: error })
        throw error
      }
    }
    const byTarget = Object.fromEntries(loadTargets.map((target, i) => [target, stats[i] as LoadStats])) as Record<(typeof loadTargets)[number], LoadStats>
    pageResults[path] = pageResult(snapshots[path]?.html.length ?? 0, snapshots[path]?.encoded.length ?? 0, byTarget)
  }
} finally {
  sirv?.stop()
  await nginx?.stop()
  // Each data folder is removed next: a server still draining could write to it.
  await Promise.all(servers.map((server) => stopChild(server, 10_000)))
  rmSync(snapshotDir, { recursive: true, force: true })
  rmSync(dataRoot, { recursive: true, force: true })
}

const result: ComposeLoadResult = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageBefore: Math.round(loadAverageBefore * 100) / 100,
  connections: settings.connections,
  durationSeconds: settings.durationSeconds,
  warmupRequests,
  encoding,
  baseline,
  coldEnv,
  targets: composeLoadTargets,
  pages: pageResults,
  invalidRuns: invalidRuns(pageResults),
}

console.log(`\nComposition server vs nginx (${baseline}) — Accept-Encoding: ${encoding}; load generator (autocannon) on this machine, ${result.cpus} CPUs (1-min load average ${result.loadAverageBefore} before the bench), Node ${result.node}; one target at a time, after ${warmupRequests} warm-up requests each\n`)
console.log(composeLoadTable(result))
if (result.invalidRuns.length) console.log(`\nRuns with failed requests (their figures are not comparable):\n${result.invalidRuns.map((r) => `  ${r}`).join('\n')}`)
const missed = Object.entries(result.pages).filter(([, p]) => !p.throughputMet || !p.p99Met)
console.log(missed.length ? `\nTargets missed on: ${missed.map(([path]) => path).join(', ')}` : '\nAll compose load targets met.')

// Beside bench.json and the backend's results, the previous run kept as the Lighthouse bench keeps its own.
mkdirSync(resultsDir, { recursive: true })
const latest = join(resultsDir, 'compose-load.json')
if (existsSync(latest)) renameSync(latest, join(resultsDir, 'compose-load-previous.json'))
writeFileSync(latest, JSON.stringify(result, null, 2))
console.log(`\nWrote ${latest}`)
