import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { composeLoadOptions } from './compose-load-options'
import { repoRoot } from './paths'

/**
 * `npm run bench -w e2e`: the Lighthouse and interaction bench (main.ts), then the composition
 * server's load test (compose-load.ts), the failing-section part (section-failure.ts), the dev
 * loop (dev-loop.ts) and the release command's start (release-command.ts; these two not with
 * --only-compose); `--only-compose` runs the load test alone,
 * `--only-interactions` the interaction timings alone (main.ts without Lighthouse, no load test). Each runs as its own process with
 * only its own options (`--runs 1 --duration 5` splits into `--runs 1` and `--duration 5`): both
 * parse strictly, and a `&&` chain in package.json would hand every option to the last script.
 */
const composeNames = new Set(Object.keys(composeLoadOptions))
const lighthouseArgs: string[] = []
const composeArgs: string[] = []
let onlyCompose = false
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? ''
  const name = arg.startsWith('--') ? arg.slice(2).split('=')[0] ?? '' : ''
  if (name === 'only-compose') {
    onlyCompose = true
  } else if (composeNames.has(name)) {
    composeArgs.push(arg)
    // A string option written `--name value` takes the next argument with it.
    const option = composeLoadOptions[name as keyof typeof composeLoadOptions]
    if (option.type === 'string' && !arg.includes('=') && i + 1 < args.length) composeArgs.push(args[(i += 1)] ?? '')
  } else {
    lighthouseArgs.push(arg)
  }
}

function run(script: string, scriptArgs: string[]): void {
  const file = fileURLToPath(new URL(script, import.meta.url))
  // `--import tsx` resolves from the repo root, as the bench's servers start (servers.ts).
  const { status, signal } = spawnSync(process.execPath, ['--import', 'tsx', file, ...scriptArgs], { cwd: repoRoot, stdio: 'inherit' })
  if (status !== 0) {
    console.error(`${script} ${signal ? `stopped by ${signal}` : `exited with ${status}`}`)
    process.exit(status ?? 1)
  }
}

if (onlyCompose && lighthouseArgs.length) console.warn(`--only-compose: ignoring the Lighthouse options ${lighthouseArgs.join(' ')}`)
const onlyInteractions = lighthouseArgs.includes('--only-interactions')
if (!onlyCompose) run('./main.ts', lighthouseArgs)
if (!onlyInteractions) run('./compose-load.ts', composeArgs)
// A section whose origin hangs after a good read, next to the same page healthy (section-failure.ts;
// alone: npm run bench:section-failure -w e2e).
if (!onlyInteractions) run('./section-failure.ts', [])
// What a preview or a canary costs a request next to a live one (rollout-cost.ts; alone: npm run bench:rollout -w e2e).
if (!onlyInteractions) run('./rollout-cost.ts', [])
// How fast npm run dev is to work in (dev-loop.ts; alone: npm run bench:dev -w e2e).
if (!onlyInteractions && !onlyCompose) run('./dev-loop.ts', [])
// How fast npm run release answers, built and through tsx (release-command.ts; alone: npm run bench:release -w e2e).
if (!onlyInteractions && !onlyCompose) run('./release-command.ts', [])
