import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { readLocalKeys } from 'backend'
import { startReleaseOrigin } from '../support/release-origin'
import { freePort } from '../support/free-port'
import { stopChild } from '../support/stop-child'
import { repoRoot, resultsDir } from './paths'
import { startSite } from './servers'

/**
 * `npm run bench:rollout -w e2e` (also a part of `npm run bench`): what a preview or a canary
 * costs a request next to a live one, on one composition server (as `npm start` runs it, with its
 * embedded release ledger), warm, in the same run. The blog's candidate is its build on an origin
 * of its own with the index retitled. Loaded one after the other: the page before any canary, then
 * with a canary running for a visitor of each cohort, then with a preview cookie. Prints p50/p95
 * and throughput per visitor and writes bench-results/rollout-cost.json.
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
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
  requestsPerSecond: number
  requests: number
  /** Responses by status and the candidate or live title they carried. */
  answers: Record<string, number>
}

const candidateTitle = 'the candidate release'
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
const round = (ms: number) => Math.round(ms * 10) / 10

async function load(url: string, cookie: string | null, ms = durationMs): Promise<Phase> {
  const latencies: number[] = []
  const answers: Record<string, number> = {}
  const ends = Date.now() + ms
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < ends) {
        const started = performance.now()
        const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } })
        const html = await response.text()
        latencies.push(performance.now() - started)
        const key = `${response.status} ${html.includes(candidateTitle) ? 'candidate' : 'live'}`
        answers[key] = (answers[key] ?? 0) + 1
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), requestsPerSecond: Math.round(latencies.length / (ms / 1000)), requests: latencies.length, answers }
}

const loadAverageBefore = loadavg()[0] ?? 0
const work = mkdtempSync(join(tmpdir(), 'bench-rollout-'))
const dist = join(repoRoot, 'remote-blog/dist')
const origin = await startReleaseOrigin({ dir: dist })
const manifest = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { routes: { pages: { path: string; title: string }[] } }
for (const page of manifest.routes.pages) page.title = `${page.title.slice(0, 30)}, ${candidateTitle}`
origin.override('release.json', JSON.stringify(manifest))
let site: ChildProcess | null = null
const phases: Record<string, Phase> = {}
try {
  process.env.TMPDIR = work
  process.env.RELEASE_GUARD_EVERY_MS = 'off'
  const port = await freePort()
  process.stdout.write('starting the composition server …\n')
  site = await startSite(port)
  const siteUrl = `http://127.0.0.1:${port}`
  const dataDir = join(work, readdirSync(work).find((name) => name.startsWith('bench-pglite-')) ?? '')
  const keys = readLocalKeys(dataDir)
  if (!keys) throw new Error(`No keys in ${dataDir}`)
  const ledger = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${siteUrl}/rest/v1/rpc/${fn}`, { method: 'POST', headers: { apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}`, 'content-type': 'application/json' }, body: JSON.stringify(args) })
    if (response.status !== 200) throw new Error(`${fn}: HTTP ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const url = `${siteUrl}${values.page}`
  const measure = async (label: string, cookie: string | null, expect: 'candidate' | 'live') => {
    await load(url, cookie, 2000)
    process.stdout.write(`${label}: ${connections} connections for ${values.duration} s …\n`)
    const phase = await load(url, cookie)
    if (Object.keys(phase.answers).some((answer) => answer !== `200 ${expect}`)) throw new Error(`${label}: expected every answer to be 200 ${expect}, got ${JSON.stringify(phase.answers)}`)
    phases[label] = phase
  }

  await measure('live, no canary', null, 'live')
  const release = await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${origin.url}/remoteEntry.js`, check_ok: true, check_result: [] })
  const { canary } = await ledger<{ canary: number }>('release_canary', { remote: 'remoteBlog', release_id: release.id, percent: 50 })
  const { token } = await ledger<{ token: string }>('release_preview', { remote: 'remoteBlog', release_id: release.id })
  await measure('canary running, live cohort', `epp_cohort=${canary}l`, 'live')
  await measure('canary running, candidate cohort', `epp_cohort=${canary}c`, 'candidate')
  await measure('preview', `epp_preview=${token}`, 'candidate')
} finally {
  await origin.close()
  await stopChild(site)
  rmSync(work, { recursive: true, force: true })
}

const base = phases['live, no canary']
const rows = [['visitor', 'p50 ms', 'p95 ms', 'req/s', 'p95 vs live'], ...Object.entries(phases).map(([label, p]) => [label, String(p.p50), String(p.p95), String(p.requestsPerSecond), base ? `${p.p95 - base.p95 >= 0 ? '+' : ''}${round(p.p95 - base.p95)} ms` : ''])]
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
process.stdout.write(`\n${values.page}, warm, ${connections} connections, load average ${loadAverageBefore.toFixed(2)} before the run\n`)
for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`)
mkdirSync(resultsDir, { recursive: true })
writeFileSync(join(resultsDir, 'rollout-cost.json'), `${JSON.stringify({ at: new Date().toISOString(), page: values.page, connections, durationSeconds: durationMs / 1000, loadAverageBefore, phases }, null, 2)}\n`)
