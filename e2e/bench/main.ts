import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { remotes } from 'shared/build/federation'
import { medianOf, runLighthouse, type RunMetrics } from './lighthouse-run'
import { repoRoot, resultsDir } from './paths'
import { consoleTable, htmlReport, type BenchResult } from './report'
import { COMPOSED_PORT, PLAIN_PORT, startSite, startWidgetStub } from './servers'
import { misses } from './targets'

/**
 * `npm run bench`: builds the composed site and the same pages as one plain app, serves both, and
 * runs Lighthouse mobile on each route (median of --runs). Prints a table, the targets missed and
 * the composed/plain ratios; writes bench-results/bench.json (previous run kept) and report.html.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    plain: { type: 'string', default: '/,/services,/marketing-audit,/pharmacy-partners,/telehealth-empire,/blog,/blog/how-to-launch-a-telehealth-practice' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const npm = (args: string[], env: Record<string, string> = {}) => execFileSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })

if (!values['skip-build']) {
  npm(['run', 'build'])
  npm(['run', 'build:plain', '-w', 'shell'])
  npm(['run', 'prerender', '-w', 'shell'], { SHELL_DIST: join(repoRoot, 'shell/dist-plain'), PRERENDER_PLAIN: '1' })
}

const allRoutes = remotes.map((r) => r.pkg).flatMap((pkg) =>
  (JSON.parse(readFileSync(join(repoRoot, pkg, 'dist/routes.json'), 'utf8')) as { pages: { path: string }[] }).pages.map((p) => p.path),
)
const routes = values.routes ? values.routes.split(',') : allRoutes
const plainRoutes = values.plain === 'none' ? [] : values.plain === 'all' ? routes : (values.plain ?? '').split(',').filter((r) => routes.includes(r))

const widget = await startWidgetStub()
const composedDist = join(repoRoot, 'shell/dist')
const plainDist = join(repoRoot, 'shell/dist-plain')
const composedSite = await startSite(COMPOSED_PORT)
const plainSite = plainRoutes.length ? await startSite(PLAIN_PORT, plainDist) : null

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
    if (plainRoutes.includes(route)) {
      const { median: plain } = await measure(PLAIN_PORT, plainDist, route)
      result.plain[route] = plain
      result.ratios[route] = { lcp: composed.lcp / plain.lcp, tbt: plain.tbt > 0 ? composed.tbt / plain.tbt : composed.tbt === 0 ? 1 : Infinity, jsBytes: composed.jsBytes / plain.jsBytes }
    }
  }
} finally {
  composedSite.kill('SIGTERM')
  plainSite?.kill('SIGTERM')
  widget.close()
}

console.log(`\nComposed site — Lighthouse mobile, median of ${runs} run(s); JS/CSS = gzip bytes of the files loaded (CSS includes the stylesheets inlined in the page); CPU = Lighthouse's benchmarkIndex of the machine (higher is faster; TBT follows it)\n`)
console.log(consoleTable(result.composed))
const speeds = Object.values(result.composed).map((m) => m.cpu)
console.log(`\nMachine speed (benchmarkIndex, median per route): ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}`)
const worst = Object.entries(worstByRoute).sort((a, b) => a[1] - b[1])[0]
if (worst) console.log(`\nLowest Performance score of any single run: ${worst[1]} (${worst[0]})`)
if (plainRoutes.length) {
  console.log('\nPlain (non-federated) build of the same pages\n')
  console.log(consoleTable(result.plain))
  console.log('\nComposed / plain')
  for (const [route, r] of Object.entries(result.ratios)) console.log(`  ${route.padEnd(45)} LCP ${r.lcp.toFixed(2)}  TBT ${r.tbt.toFixed(2)}  JS ${r.jsBytes.toFixed(2)}`)
}
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
