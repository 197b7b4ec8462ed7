import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { remotes } from 'shared/build/federation'
import { medianOf, runLighthouse, type RunMetrics } from './lighthouse-run'
import { repoRoot, resultsDir } from './paths'
import { consoleTable, htmlReport, type BenchResult } from './report'
import { COMPOSED_PORT, startSite, startWidgetStub, widgetConfig } from './servers'
import { misses } from './targets'

/**
 * `npm run bench`: builds the composed site, serves it, and runs Lighthouse mobile on each route
 * (median of --runs). Prints a table and the targets missed; writes bench-results/bench.json
 * (previous run kept) and report.html. (The plain-app comparison is retired:
 * docs/decisions/plain-build-retired.md.)
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const npm = (args: string[], env: Record<string, string> = {}) => execFileSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })

if (!values['skip-build']) {
  // The remotes render their pages with the site settings the server will serve (the widget stand-in).
  npm(['run', 'build'], { SITE_CONFIG_JSON: JSON.stringify(widgetConfig) })
}

const allRoutes = remotes.map((r) => r.pkg).flatMap((pkg) =>
  (JSON.parse(readFileSync(join(repoRoot, pkg, 'dist/routes.json'), 'utf8')) as { pages: { path: string }[] }).pages.map((p) => p.path),
)
const routes = values.routes ? values.routes.split(',') : allRoutes

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
try {
  for (const route of routes) {
    process.stdout.write(`measuring ${route} …\n`)
    const { median: composed, worstPerformance } = await measure(COMPOSED_PORT, composedDist, route)
    result.composed[route] = composed
    worstByRoute[route] = worstPerformance
    result.misses[route] = misses(route, composed, worstPerformance)
  }
} finally {
  composedSite.kill('SIGTERM')
  widget.close()
}

console.log(`\nComposed site — Lighthouse mobile, median of ${runs} run(s); JS/CSS = gzip bytes of the files loaded (CSS includes the stylesheets inlined in the page); CPU = Lighthouse's benchmarkIndex of the machine (higher is faster; TBT follows it)\n`)
console.log(consoleTable(result.composed))
const speeds = Object.values(result.composed).map((m) => m.cpu)
console.log(`\nMachine speed (benchmarkIndex, median per route): ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}`)
const worst = Object.entries(worstByRoute).sort((a, b) => a[1] - b[1])[0]
if (worst) console.log(`\nLowest Performance score of any single run: ${worst[1]} (${worst[0]})`)
const missed = Object.entries(result.misses).filter(([, m]) => m.length)
console.log(missed.length ? `\nTargets missed:\n${missed.map(([r, m]) => `  ${r}: ${m.join('; ')}`).join('\n')}` : '\nAll targets met.')

mkdirSync(resultsDir, { recursive: true })
const latest = join(resultsDir, 'bench.json')
let previous: BenchResult | null = null
if (existsSync(latest)) {
  previous = JSON.parse(readFileSync(latest, 'utf8')) as BenchResult
  renameSync(latest, join(resultsDir, 'bench-previous.json'))
}
writeFileSync(latest, JSON.stringify(result, null, 2))
writeFileSync(join(resultsDir, 'report.html'), htmlReport(result, previous))
console.log(`\nWrote ${latest} and ${join(resultsDir, 'report.html')}`)
