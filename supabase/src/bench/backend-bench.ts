import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { openDatabase } from '../db/open.ts'
import { startLocalBackend } from '../index.ts'
import { repoRoot } from '../paths.ts'
import { runDeliveryScenario } from './delivery-scenario.ts'
import { folderBytes, runVisitor, type FloodClientsReport, type FloodOptions } from './flood-scenario.ts'
import { runLoadScenario, type LoadReport } from './load-scenario.ts'
import { summarise, type LatencySummary } from './stats.ts'

/**
 * `npm run bench -w backend`: submit_marketing_audit through supabase-js against the local API
 * over HTTP (fresh temp data folder, random port), sequential and 20-way concurrent, each
 * submission from its own client IP (trusted x-forwarded-for) so the rate limit never kicks in;
 * then the issue 11 load scenario (500 submissions from 100 IPs, 50 in flight; a rate-limited
 * 6th per IP; submissions with and without a 1,000-event analytics burst, see load-scenario.ts);
 * then cold start on the now-existing folder. Table on stdout, JSON in bench-results/backend.json.
 * Then the analytics flood (see runFlood): JSON in bench-results/flood.json.
 * BENCH_SCENARIO=flood runs the flood alone.
 */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200)
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT ?? 500)
const CONCURRENCY = 20
const COLD_STARTS = 3
const DELIVERY_SUBMISSIONS = Number(process.env.BENCH_DELIVERY ?? 500)
const quiet = { info: () => undefined, warn: console.warn, error: console.error }

class NoRealtime {
  constructor() {
    throw new Error('unused')
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

const FLOOD_CLIENTS = Number(process.env.BENCH_FLOOD_CLIENTS ?? 16)
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 4)
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20)
const FLOOD_ROWS = Number(process.env.BENCH_FLOOD_ROWS ?? 25)
const FLOOD_PROPERTIES_BYTES = Number(process.env.BENCH_FLOOD_PROPERTIES_BYTES ?? 1500)

function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  }
}

/** Starts the flood's attackers in their own process (flood-worker.ts) and resolves with their report. */
function floodInChildProcess(options: FloodOptions): Promise<FloodClientsReport> {
  const worker = join(dirname(fileURLToPath(import.meta.url)), 'flood-worker.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`flood worker exited with ${code}`))
      else done(JSON.parse(out.trim().split('\n').pop() ?? '{}') as FloodClientsReport)
    })
  })
}

/**
 * The analytics flood: FLOOD_CLIENTS attackers x FLOOD_CONNECTIONS connections for FLOOD_SECONDS,
 * each attacker from its own address posting FLOOD_ROWS-row batches, while one visitor submits
 * audits back to back (fresh address each). Fresh data folder, so its growth is the flood's.
 * Target: submission p95 < 1 s and no failed submission.
 */
async function runFlood() {
  const dir = mkdtempSync(join(tmpdir(), 'backend-flood-'))
  const dataDir = join(dir, 'pglite')
  try {
    const backend = await startLocalBackend({ dataDir, trustProxyHeader: 'x-forwarded-for', logger: quiet })
    for (let i = 0; i < 10; i++) await timedSubmit(client(backend.url, backend.anonKey), -100 - i)
    const bytesBefore = folderBytes(dataDir)
    const eventName = 'flood_bench'
    let flooding = true
    const attackers = floodInChildProcess({
      url: backend.url,
      anonKey: backend.anonKey,
      clients: FLOOD_CLIENTS,
      connectionsPerClient: FLOOD_CONNECTIONS,
      durationMs: FLOOD_SECONDS * 1000,
      rowsPerBatch: FLOOD_ROWS,
      propertiesBytes: FLOOD_PROPERTIES_BYTES,
      ipBlock: 240,
      eventName,
    }).finally(() => (flooding = false))
    // The attackers need a moment to start (tsx); the visitor starts once they are sending.
    await new Promise((done) => setTimeout(done, 1500))
    const visitor = await runVisitor(backend.url, backend.anonKey, { until: () => flooding, marker: 'flood', ipBlock: 241 })
    const flood = await attackers
    await backend.close()

    const database = await openDatabase(dataDir)
    const { rows } = await database.db.query<{ stored: number; table_bytes: number; database_bytes: number }>(
      `select (select count(*)::int from public.analytics_events where event_name = $1) as stored,
              pg_total_relation_size('public.analytics_events')::float8 as table_bytes,
              pg_database_size(current_database())::float8 as database_bytes`,
      [eventName],
    )
    await database.close()
    const bytesAfter = folderBytes(dataDir)
    const db = rows[0]!
    const results = {
      measuredAt: new Date().toISOString(),
      machine: machine(),
      workload:
        `${FLOOD_CLIENTS} attackers x ${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s posting ${FLOOD_ROWS}-row analytics batches (properties ~${FLOOD_PROPERTIES_BYTES} B per row) ` +
        '(raw fetch, own process, one address each) while one visitor submits audits sequentially through supabase-js; local API over HTTP -> PGlite on disk',
      flood,
      rowsStored: db.stored,
      tooManyRequests: flood.statuses['429'] ?? 0,
      shed: flood.statuses['503'] ?? 0,
      tableBytesAfter: db.table_bytes,
      databaseBytesAfter: db.database_bytes,
      dataFolderBytes: { before: bytesBefore, after: bytesAfter, growth: bytesAfter - bytesBefore },
      submissions: visitor,
      target: 'submission p95 < 1000 ms and no failed submission',
      targetMet: visitor.latency.p95Ms < 1000 && visitor.succeeded === visitor.attempted,
    }
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
    console.log(`\nAnalytics flood (${results.machine.cpus} CPU, load avg ${results.machine.loadAverage1m}): ${results.workload}`)
    console.log(`  flood: ${flood.requests} requests of ${flood.requestBytes} bytes, statuses ${JSON.stringify(flood.statuses)}`)
    console.log(`  rows stored ${results.rowsStored}, 429s ${results.tooManyRequests}, shed (503) ${results.shed}`)
    console.log(`  data folder ${mb(bytesBefore)} -> ${mb(bytesAfter)} (+${mb(bytesAfter - bytesBefore)}), analytics_events ${mb(db.table_bytes)}`)
    const s = visitor.latency
    console.log(
      `  submissions: ${visitor.succeeded}/${visitor.attempted} ok, failures ${JSON.stringify(visitor.failures)}, ` +
        `p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, max ${s.maxMs} ms (${results.targetMet ? 'target met' : 'TARGET MISSED'})`,
    )
    const outDir = resolve(repoRoot, 'bench-results')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, 'flood.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`  written to ${join(outDir, 'flood.json')}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'backend-bench-'))
  const dataDir = join(dir, 'pglite')
  try {
    let started = performance.now()
    let backend = await startLocalBackend({ dataDir, trustProxyHeader: 'x-forwarded-for', logger: quiet })
    const firstStartMs = performance.now() - started
    // The backend's front: /rest/v1 passed to its PostgREST.
    const sb = client(backend.url, backend.anonKey)

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

    const { outcomes: _outcomes, burstStatuses, ...load } = await runLoadScenario(backend.url, backend, { ipBlock: 200, marker: 'bench' })
    const loadProblems = loadCorrectness(load, burstStatuses)
    await backend.close()

    const coldStartsMs: number[] = []
    let firstRequestMs = 0
    for (let i = 0; i < COLD_STARTS; i++) {
      started = performance.now()
      backend = await startLocalBackend({ dataDir, trustProxyHeader: 'x-forwarded-for', logger: quiet })
      coldStartsMs.push(performance.now() - started)
      if (i === 0) firstRequestMs = await timedSubmit(client(backend.url, backend.anonKey), 1_000_000)
      await backend.close()
    }
    const sortedCold = [...coldStartsMs].sort((a, b) => a - b)

    // Lead delivery: commit -> receipt at the webhook receiver, on a fresh backend of its own.
    const delivery = await runDeliveryScenario(DELIVERY_SUBMISSIONS)
    if (delivery.delivered !== delivery.submissions || delivery.duplicates > 0 || delivery.badSignatures > 0) {
      loadProblems.push(`lead delivery: ${delivery.delivered}/${delivery.submissions} delivered, ${delivery.duplicates} duplicates, ${delivery.badSignatures} bad signatures`)
    }

    const results = {
      measuredAt: new Date().toISOString(),
      // Load average at the end of the run: numbers taken on a busy machine are not comparable.
      machine: machine(),
      workload: 'submit_marketing_audit via supabase-js 2.109 -> local API over HTTP (127.0.0.1) -> PGlite on disk',
      firstStartFreshDataDirMs: Math.round(firstStartMs),
      sequential,
      concurrent: { concurrency: CONCURRENCY, ...concurrent },
      coldStartExistingDataDirMs: { runs: coldStartsMs.map(Math.round), median: Math.round(sortedCold[1] ?? sortedCold[0] ?? 0) },
      firstRequestAfterColdStartMs: Math.round(firstRequestMs * 100) / 100,
      load: { ...load, correct: loadProblems.length === 0, problems: loadProblems },
      delivery,
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
    console.log(
      `\nlead delivery: ${delivery.delivered}/${delivery.submissions} delivered (${delivery.duplicates} duplicates), ` +
        `commit -> receipt p50 ${delivery.latency.p50Ms} ms, p95 ${delivery.latency.p95Ms} ms, max ${delivery.latency.maxMs} ms ` +
        `(one worker, poll ${delivery.worker.pollMs} ms, batches of ${delivery.worker.batchSize})`,
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

if (process.env.BENCH_SCENARIO !== 'flood') await main()
await runFlood()
