import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startReleaseOrigin } from '../support/release-origin'
import { freePort } from '../support/free-port'
import { stopChild } from '../support/stop-child'
import { repoRoot, resultsDir } from './paths'
import { startSite } from './servers'

/**
 * `npm run bench:section-failure -w e2e` (also a part of `npm run bench`): what a section whose
 * origin hangs after a good read costs its visitors. The blog's build is served from an origin of
 * its own on loopback and the site's map points at it; one composition server, as `npm start`
 * runs it with its default limits, is loaded first while that origin is healthy, then while it
 * accepts connections and never answers. Prints p50/p95 of each (same run, same page) and writes
 * bench-results/section-failure.json.
 */
const { values } = parseArgs({
  options: {
    /** Seconds of load per phase. */
    duration: { type: 'string', default: '10' },
    /** Requests in flight at once. */
    connections: { type: 'string', default: '8' },
    page: { type: 'string', default: '/blog/how-to-launch-a-telehealth-practice' },
  },
})
const durationMs = Number(values.duration) * 1000
const connections = Number(values.connections)
if (!(durationMs > 0) || !Number.isInteger(connections) || connections < 1) throw new Error('--duration and --connections must be positive numbers')

interface Phase {
  p50: number
  p95: number
  requests: number
  /** Responses by status and X-Section-Source, e.g. `200 last-known-good`. */
  answers: Record<string, number>
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
const round = (ms: number) => Math.round(ms * 10) / 10

/** `connections` loops requesting the page for `ms`; each latency counted to the last byte. */
async function load(url: string, ms = durationMs): Promise<Phase> {
  const latencies: number[] = []
  const answers: Record<string, number> = {}
  const ends = Date.now() + ms
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < ends) {
        const started = performance.now()
        const response = await fetch(url)
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        const key = `${response.status} ${response.headers.get('x-section-source') ?? '-'}`
        answers[key] = (answers[key] ?? 0) + 1
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), requests: latencies.length, answers }
}

const loadAverageBefore = loadavg()[0] ?? 0
const work = mkdtempSync(join(tmpdir(), 'bench-section-failure-'))
const mapFile = join(work, 'remotes.json')
const origin = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist') })
let site: ChildProcess | null = null
let healthy: Phase
let hung: Phase
try {
  const map = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<string, { entry: string }>
  if (map.remoteBlog) map.remoteBlog.entry = `${origin.url}/remoteEntry.js`
  writeFileSync(mapFile, JSON.stringify(map))
  process.env.REMOTE_MAP_FILE = mapFile
  process.env.TMPDIR = work
  const port = await freePort()
  process.stdout.write('starting the composition server …\n')
  site = await startSite(port)
  const url = `http://127.0.0.1:${port}${values.page}`
  const first = await fetch(url)
  if (first.status !== 200 || first.headers.get('x-section-source') !== 'release') throw new Error(`${values.page} answered ${first.status} ${first.headers.get('x-section-source')}, not 200 from the release`)

  // Untimed first: compiled hot paths and open sockets, so the healthy phase is not the cold one.
  await load(url, 3000)
  process.stdout.write(`healthy origin: ${connections} connections for ${values.duration} s …\n`)
  healthy = await load(url)
  origin.mode = 'hang'
  process.stdout.write(`origin hanging after a good read: ${connections} connections for ${values.duration} s …\n`)
  hung = await load(url)
} finally {
  await origin.close()
  await stopChild(site)
  rmSync(work, { recursive: true, force: true })
}

const rows = [
  ['section origin', 'p50 ms', 'p95 ms', 'requests', 'answers'],
  ['healthy', String(healthy.p50), String(healthy.p95), String(healthy.requests), JSON.stringify(healthy.answers)],
  ['hangs after a good read', String(hung.p50), String(hung.p95), String(hung.requests), JSON.stringify(hung.answers)],
]
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
process.stdout.write(`\n${values.page}, load average ${loadAverageBefore.toFixed(2)} before the run\n`)
for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`)
const delta = round(hung.p95 - healthy.p95)
process.stdout.write(`p95 with the origin hanging: ${delta >= 0 ? '+' : ''}${delta} ms against the healthy page (target: within 50 ms)\n`)
mkdirSync(resultsDir, { recursive: true })
writeFileSync(join(resultsDir, 'section-failure.json'), `${JSON.stringify({ at: new Date().toISOString(), page: values.page, connections, durationSeconds: durationMs / 1000, loadAverageBefore, healthy, hung }, null, 2)}\n`)
if (delta > 50) process.exitCode = 1
