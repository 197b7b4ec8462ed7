import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { startLocalBackend, type LocalBackend } from '../index.ts'
import { repoRoot } from '../paths.ts'
import { runLoadScenario, type LoadReport } from './load-scenario.ts'
import { summarise, type LatencySummary } from './stats.ts'

/**
 * `npm run bench -w supabase`: submit_marketing_audit through supabase-js against the local API
 * over HTTP (fresh temp data folder, random port), sequential and 20-way concurrent, each
 * submission from its own client IP (trusted x-forwarded-for) so the rate limit never kicks in;
 * then the issue 11 load scenario (500 submissions from 100 IPs, 50 in flight; a rate-limited
 * 6th per IP; submissions with and without a 1,000-event analytics burst, see load-scenario.ts);
 * then cold start on the now-existing folder. Table on stdout, JSON in bench-results/backend.json.
 */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200)
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT ?? 500)
const CONCURRENCY = 20
const COLD_STARTS = 3
const quiet = { info: () => undefined, warn: console.warn, error: console.error }

class NoRealtime {
  constructor() {
    throw new Error('unused')
  }
}

async function serve(backend: LocalBackend) {
  const server = createServer((req, res) => void backend.handle(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

let ipCounter = 0
function nextIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

function client(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
    global: {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers)
        headers.set('x-forwarded-for', nextIp())
        return fetch(input, { ...init, headers })
      },
    },
  })
}

function audit(i: number) {
  return {
    first_name: 'Bench',
    last_name: `Runner${i}`,
    email: `bench${i}@example.com`,
    phone: '512-555-0100',
    business_name: 'Benchmark Clinic',
    website: 'https://bench.example',
    current_marketing: 'Referrals only',
    monthly_budget: '2k-5k',
    goals: 'Measure throughput',
    questionnaire_score: '60',
    answers: { roi: 2, presence: 2, leads: 2, followup: 1, audience: 2 },
  }
}

async function timedSubmit(sb: ReturnType<typeof client>, i: number): Promise<number> {
  const started = performance.now()
  const { error } = await sb.rpc('submit_marketing_audit', audit(i))
  const elapsed = performance.now() - started
  if (error) throw new Error(`submission ${i} failed: ${error.code} ${error.message}`)
  return elapsed
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'backend-bench-'))
  const dataDir = join(dir, 'pglite')
  try {
    let started = performance.now()
    let backend = await startLocalBackend({ dataDir, trustProxyHeader: 'x-forwarded-for', logger: quiet })
    const firstStartMs = performance.now() - started
    let http = await serve(backend)
    const sb = client(http.url, backend.anonKey)

    for (let i = 0; i < 10; i++) await timedSubmit(sb, -1 - i) // warm-up (JIT, plan caches)

    const sequentialLatencies: number[] = []
    started = performance.now()
    for (let i = 0; i < SEQUENTIAL; i++) sequentialLatencies.push(await timedSubmit(sb, i))
    const sequential = summarise(sequentialLatencies, performance.now() - started)

    const concurrentLatencies: number[] = []
    let next = 0
    started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CONCURRENT_TOTAL) {
          const i = SEQUENTIAL + next++
          concurrentLatencies.push(await timedSubmit(sb, i))
        }
      }),
    )
    const concurrent = summarise(concurrentLatencies, performance.now() - started)

    const { outcomes: _outcomes, burstStatuses, ...load } = await runLoadScenario(http.url, backend, { ipBlock: 200, marker: 'bench' })
    const loadProblems = loadCorrectness(load, burstStatuses)
    await http.close()
    await backend.close()

    const coldStartsMs: number[] = []
    let firstRequestMs = 0
    for (let i = 0; i < COLD_STARTS; i++) {
      started = performance.now()
      backend = await startLocalBackend({ dataDir, trustProxyHeader: 'x-forwarded-for', logger: quiet })
      coldStartsMs.push(performance.now() - started)
      if (i === 0) {
        http = await serve(backend)
        firstRequestMs = await timedSubmit(client(http.url, backend.anonKey), 1_000_000)
        await http.close()
      }
      await backend.close()
    }
    const sortedCold = [...coldStartsMs].sort((a, b) => a - b)

    const results = {
      measuredAt: new Date().toISOString(),
      // Load average at the end of the run: numbers taken on a busy machine are not comparable.
      machine: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      },
      workload: 'submit_marketing_audit via supabase-js 2.109 -> local API over HTTP (127.0.0.1) -> PGlite on disk',
      firstStartFreshDataDirMs: Math.round(firstStartMs),
      sequential,
      concurrent: { concurrency: CONCURRENCY, ...concurrent },
      coldStartExistingDataDirMs: { runs: coldStartsMs.map(Math.round), median: Math.round(sortedCold[1] ?? sortedCold[0] ?? 0) },
      firstRequestAfterColdStartMs: Math.round(firstRequestMs * 100) / 100,
      load: { ...load, correct: loadProblems.length === 0, problems: loadProblems },
    }

    const row = (label: string, s: LatencySummary) =>
      `${label.padEnd(26)} ${String(s.count).padStart(5)} ${s.perSecond.toFixed(1).padStart(9)} ${s.p50Ms.toFixed(2).padStart(8)} ${s.p95Ms.toFixed(2).padStart(8)} ${s.maxMs.toFixed(2).padStart(8)}`
    console.log(`\nLocal backend benchmark (${results.machine.cpus} CPU, Node ${process.version}, load avg ${results.machine.loadAverage1m})\n`)
    console.log(`${'submit_marketing_audit'.padEnd(26)} ${'n'.padStart(5)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`)
    console.log(row('sequential', sequential))
    console.log(row(`concurrent (${CONCURRENCY} in flight)`, concurrent))
    console.log(`\nload: ${load.wave.submissions} submissions from ${load.wave.clientIps} IPs, ${load.wave.concurrency} in flight`)
    console.log(row('  acknowledged', load.wave.latency), `  ${load.wave.acknowledged} ok, ${load.wave.storedExactlyOnce} stored exactly once`)
    console.log(row('  6th per IP (rate limit)', load.rateLimitWave.latency), `  ${load.rateLimitWave.rateLimited} x 429, ${load.rateLimitWave.stored} stored`)
    const burst = load.analyticsBurst
    console.log(row('  analytics batches (10)', burst.burstLatency), `  ${burst.stored}/${burst.events} events stored`)
    console.log(
      `  submission p95 without burst ${burst.submissionP95WithoutBurstMs} ms, with burst ${burst.submissionP95WithBurstMs} ms ` +
        `(bound: ${burst.bound}: ${burst.withinBound ? 'within' : 'EXCEEDED'})`,
    )
    if (loadProblems.length) console.log(`  CORRECTNESS PROBLEMS: ${loadProblems.join('; ')}`)
    console.log(`\nfirst start, fresh folder (initdb + migrations): ${results.firstStartFreshDataDirMs} ms`)
    console.log(`cold start, existing folder: ${results.coldStartExistingDataDirMs.runs.join(' / ')} ms (median ${results.coldStartExistingDataDirMs.median} ms)`)
    console.log(`first request after cold start: ${results.firstRequestAfterColdStartMs} ms`)

    const outDir = resolve(repoRoot, 'bench-results')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, 'backend.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\nwritten to ${join(outDir, 'backend.json')}`)
    // Timing is reported; correctness fails the run.
    if (loadProblems.length) process.exitCode = 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What must hold whatever the timing: the load run's correctness (also asserted by test/reliability/load.test.ts). */
function loadCorrectness(load: LoadReport, burstStatuses: number[]): string[] {
  const problems: string[] = []
  if (load.wave.acknowledged !== load.wave.submissions) problems.push(`${load.wave.submissions - load.wave.acknowledged} submissions not acknowledged`)
  if (load.wave.storedExactlyOnce !== load.wave.acknowledged) problems.push('an acknowledged submission is not stored exactly once')
  if (load.rateLimitWave.rateLimited !== load.rateLimitWave.submissions) problems.push('the rate limit admitted more than 5 per IP')
  if (load.rateLimitWave.stored !== 0) problems.push('a rate-limited submission was stored')
  if (load.analyticsBurst.stored !== load.analyticsBurst.events || burstStatuses.some((status) => status !== 201)) problems.push('analytics events lost')
  return problems
}

await main()
