import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { remotes } from 'shared/helpers/remotes'
import { CPU_THROTTLE, interactionCases, interactionTargets, measureInteractions, VIEWPORT, type InteractionResult } from './interactions'
import { medianOf, runLighthouse, type RunMetrics } from './lighthouse-run'
import { repoRoot, resultsDir } from './paths'
import { consoleTable, htmlReport, type BenchResult } from './report'
import { COMPOSED_PORT, startSite, startWidgetStub, widgetConfig } from './servers'
import { jsGrowth, misses } from './targets'

/**
 * `npm run bench`: builds the composed site, serves it, runs Lighthouse mobile on each route
 * (median of --runs), then times the key interactions (interactions.ts, --runs each). Prints one
 * table (each route's Lighthouse figures, its interactions under it) and the targets missed;
 * writes bench-results/bench.json (previous run kept) and report.html. `--only-interactions`
 * skips Lighthouse; `--interactions a,b` picks interactions by name (a part of it); `--routes`
 * limits both, and writes bench-routes.json instead (bench.json stays the last full run). (The plain-app comparison is retired: docs/decisions/plain-build-retired.md.)
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'only-interactions': { type: 'boolean', default: false },
    interactions: { type: 'string' },
  },
})
const runs = Number(values.runs)
const onlyInteractions = values['only-interactions']
const npm = (args: string[], env: Record<string, string> = {}) => execFileSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })

if (!values['skip-build']) {
  // The remotes render their pages with the site settings the server will serve (the widget stand-in).
  npm(['run', 'build'], { SITE_CONFIG_JSON: JSON.stringify(widgetConfig) })
}

const allRoutes = remotes.map((r) => r.pkg).flatMap((pkg) =>
  (JSON.parse(readFileSync(join(repoRoot, pkg, 'dist/routes.json'), 'utf8')) as { pages: { path: string }[] }).pages.map((p) => p.path),
)
const routes = values.routes ? values.routes.split(',') : allRoutes
const pickedNames = values.interactions?.split(',')
const cases = interactionCases.filter((c) => routes.includes(c.route) && (!pickedNames || pickedNames.some((n) => c.name.includes(n))))

const widget = await startWidgetStub()
const composedDist = join(repoRoot, 'shell/dist')
const composedSite = await startSite(COMPOSED_PORT)

async function measure(port: number, dist: string, route: string): Promise<{ median: RunMetrics; worstPerformance: number }> {
  const results: RunMetrics[] = []
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(`http://127.0.0.1:${port}${route}`, dist))
  return { median: medianOf(results), worstPerformance: Math.min(...results.map((r) => r.performance)) }
}

const worstByRoute: Record<string, number> = {}
const result: BenchResult = { at: new Date().toISOString(), runs, composed: {}, plain: {}, ratios: {}, misses: {}, worstPerformance: worstByRoute }
let interactions: InteractionResult[] = []
try {
  for (const route of onlyInteractions ? [] : routes) {
    process.stdout.write(`measuring ${route} …\n`)
    const { median: composed, worstPerformance } = await measure(COMPOSED_PORT, composedDist, route)
    result.composed[route] = composed
    worstByRoute[route] = worstPerformance
    result.misses[route] = misses(route, composed, worstPerformance)
  }
  if (cases.length) {
    process.stdout.write(`timing ${cases.length} interaction(s), ${runs} run(s) each …\n`)
    interactions = await measureInteractions(`http://127.0.0.1:${COMPOSED_PORT}`, cases, runs)
    result.interactions = interactions
    for (const i of interactions) if (i.misses.length) (result.misses[i.route] ??= []).push(...i.misses.map((m) => `${i.name}: ${m}`))
  }
} finally {
  composedSite.kill('SIGTERM')
  widget.close()
}

console.log(
  `\nComposed site — ${onlyInteractions ? 'interactions only (no Lighthouse); ' : ''}Lighthouse mobile, median of ${runs} run(s); JS/CSS = gzip bytes of the files loaded (CSS includes the stylesheets inlined in the page); CPU = Lighthouse's benchmarkIndex of the machine (higher is faster; TBT follows it).` +
    `\nUnder each route, its interactions: Event Timing duration at ${CPU_THROTTLE}x CPU throttle, ${VIEWPORT.width} px, first visit each run: median, max and every run (target: median <= ${interactionTargets.median} ms, no run over ${interactionTargets.max} ms)\n`,
)
console.log(consoleTable(result.composed, interactions))
const speeds = Object.values(result.composed).map((m) => m.cpu)
if (speeds.length) console.log(`\nMachine speed (benchmarkIndex, median per route): ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}`)
const worst = Object.entries(worstByRoute).sort((a, b) => a[1] - b[1])[0]
if (worst) console.log(`\nLowest Performance score of any single run: ${worst[1]} (${worst[0]})`)
const latest = join(resultsDir, 'bench.json')
const last = existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as BenchResult) : null
for (const [route, miss] of Object.entries(jsGrowth(result.composed, last?.composed))) (result.misses[route] ??= []).push(miss)
const missed = Object.entries(result.misses).filter(([, m]) => m.length)
console.log(missed.length ? `\nTargets missed:\n${missed.map(([r, m]) => `  ${r}: ${m.join('; ')}`).join('\n')}` : '\nAll targets met.')

mkdirSync(resultsDir, { recursive: true })
if (onlyInteractions) {
  // Not a full bench: bench.json (the last full run, which budgets are set from) stays as it is.
  const file = join(resultsDir, 'interactions.json')
  writeFileSync(file, JSON.stringify({ at: result.at, runs, interactions }, null, 2))
  console.log(`\nWrote ${file}`)
  process.exit(0)
}
if (values.routes) {
  // Some routes only: compared with the last full run, which stays the one the next full run compares with.
  const file = join(resultsDir, 'bench-routes.json')
  writeFileSync(file, JSON.stringify(result, null, 2))
  writeFileSync(join(resultsDir, 'report.html'), htmlReport(result, last))
  console.log(`\nWrote ${file} and ${join(resultsDir, 'report.html')} (bench.json, the last full run, is kept)`)
  process.exit(0)
}
if (last) renameSync(latest, join(resultsDir, 'bench-previous.json'))
writeFileSync(latest, JSON.stringify(result, null, 2))
writeFileSync(join(resultsDir, 'report.html'), htmlReport(result, last))
console.log(`\nWrote ${latest} and ${join(resultsDir, 'report.html')}`)
