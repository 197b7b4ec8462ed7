import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { median } from './median'
import { repoRoot, resultsDir } from './paths'

/**
 * `npm run bench:release -w e2e` (also a part of `npm run bench`): how long `npm run release` takes
 * to answer, `--help` and `status` (against a stand-in for the site's API on 127.0.0.1, answering
 * an empty ledger), each way it can be called: the TypeScript through tsx (as the command ran
 * before it was built), the built file with node, the launcher that builds it when stale
 * (scripts/release.mjs), and npm's script; beside node's own start. Runs interleave, so a busy
 * moment of the shared machine weighs on every way alike. Prints the medians with the load
 * average and writes bench-results/release-command.json (the previous run in
 * release-command-previous.json).
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, help: { type: 'boolean', short: 'h' } } })
if (values.help) {
  console.log('Usage: npm run bench:release -w e2e [-- --runs <n>]')
  process.exit(0)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; it is "${values.runs}"`)
  process.exit(2)
}

const api = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(request.url === '/rest/v1/rpc/release_status' ? 200 : 404, { 'content-type': 'application/json' })
    response.end(request.url === '/rest/v1/rpc/release_status' ? '[]' : '{"message":"not found"}')
  })
})
await new Promise<void>((done) => api.listen(0, '127.0.0.1', done))
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
const env = { ...process.env, RELEASE_CREDENTIAL: 'rt_bench', RELEASE_API_URL: apiUrl, RELEASE_ANON_KEY: 'anon', RELEASE_SITE: apiUrl, RELEASE_CREDENTIAL_FILE: '', NODE_OPTIONS: '' }

interface Way {
  name: string
  command: string
  args: string[]
  cwd: string
}
const shellDir = join(repoRoot, 'shell')
const ways: Way[] = [
  { name: 'node -e 0 (node\'s own start)', command: process.execPath, args: ['-e', '0'], cwd: repoRoot },
  { name: 'tsx shell/release/main.ts', command: process.execPath, args: ['--import', 'tsx', 'release/main.ts'], cwd: shellDir },
  { name: 'node shell/dist-release/main.js', command: process.execPath, args: ['shell/dist-release/main.js'], cwd: repoRoot },
  { name: 'node scripts/release.mjs', command: process.execPath, args: ['scripts/release.mjs'], cwd: repoRoot },
  { name: 'npm run --silent release --', command: 'npm', args: ['run', '--silent', 'release', '--'], cwd: repoRoot },
]
const commands = [['--help'], ['status']]

async function timed(way: Way, args: string[]): Promise<number> {
  const started = performance.now()
  await new Promise<void>((done, fail) =>
    execFile(way.command, [...way.args, ...(way.name.startsWith('node -e') ? [] : args)], { cwd: way.cwd, env }, (error, stdout, stderr) => {
      if (error) fail(new Error(`${way.name} ${args.join(' ')}: ${error.message}\n${stderr}`))
      else done()
    }),
  )
  return performance.now() - started
}

// Once each first: the launcher builds the command when it is stale, and that is not what is timed.
for (const args of commands) await timed(ways[3]!, args)
const loadBefore = loadavg()[0] ?? 0
const times: Record<string, Record<string, number[]>> = {}
for (let run = 0; run < runs; run++) {
  for (const args of commands) {
    for (const way of ways) {
      const key = args.join(' ')
      ;((times[way.name] ??= {})[key] ??= []).push(await timed(way, args))
    }
  }
}
const loadAfter = loadavg()[0] ?? 0
await new Promise<void>((done) => api.close(() => done()))

const medians = Object.fromEntries(Object.entries(times).map(([way, byCommand]) => [way, Object.fromEntries(Object.entries(byCommand).map(([command, list]) => [command, Math.round(median(list))]))]))
const rows = [['', ...commands.map((args) => `${args.join(' ')} (median)`)], ...ways.map((way) => [way.name, ...commands.map((args) => (way.name.startsWith('node -e') && args[0] !== '--help' ? '' : `${medians[way.name]?.[args.join(' ')]} ms`))])]
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
process.stdout.write(`\nThe release command's start, ${runs} run(s) each; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (2 cores)\n`)
for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`)

mkdirSync(resultsDir, { recursive: true })
const file = join(resultsDir, 'release-command.json')
if (existsSync(file)) renameSync(file, join(resultsDir, 'release-command-previous.json'))
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), runs, loadAverage: { before: loadBefore, after: loadAfter }, medians, times }, null, 2)}\n`)
process.stdout.write(`Wrote ${file}\n`)
