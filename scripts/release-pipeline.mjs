#!/usr/bin/env node
// A section team's release, start to finish, from its own CI (docs/deploying.md, "Release a remote").
// Node rather than sh: it reads the ledger's JSON (the canary's figures) with no jq on the runner,
// and it owns the local origin's process (`serve`) for as long as the release needs it.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const help = `Usage: node scripts/release-pipeline.mjs <remote> [options]

Runs, for one remote: build -> serve (or upload) -> register -> preview -> canary -> settle -> promote --wait.
Stops at the first failing step, names it, and exits with its code; a failure once the canary has
started aborts the canary (best effort) first.

  --dir <dir>          RELEASE_DIR             a release already built: skip the build (default: build into a new temp folder)
  --upload <command>   RELEASE_UPLOAD          upload instead of serving: a shell command; {dir} is the release folder, quoted
                                               (e.g. "rsync -a {dir}/ cdn:/srv/blog/v$CI_PIPELINE_ID/")
  --url <url>          RELEASE_URL             where the upload is served from (required with --upload)
  --port <n>           RELEASE_SERVE_PORT      without --upload: serve the folder on 127.0.0.1:<n> (default 4180), for a
                                               site on this machine; once promoted, it serves on until Ctrl-C or SIGTERM
  --percent <n>        RELEASE_CANARY_PERCENT  the canary's share of visitors, 1-99 (default 10)
  --canary-for <s>     RELEASE_CANARY_FOR      how long the canary runs before promote, in seconds (default 600)
  --canary-views <n>   RELEASE_CANARY_VIEWS    promote earlier, once the candidate has served this many requests
  --site <url>         RELEASE_SITE            the site (default http://127.0.0.1:4173)
  -h, --help

RELEASE_CREDENTIAL (a CI secret) is the team's credential. While the canary runs, its status is read
every 5 s: a canary the guard (or anyone) aborted fails the "canary" step.

Exit codes, the failing step's: 0 done; 1 refused (a failed build or check, the guard aborted the
canary); 2 bad arguments or settings; 3 the ledger or the site could not be reached (or --wait ran out);
130 or 143 canceled (Ctrl-C, SIGTERM).`

const root = fileURLToPath(new URL('..', import.meta.url))
const env = process.env

function usage(message) {
  console.error(`release-pipeline: ${message}\n\n${help}`)
  process.exit(2)
}

let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: env.RELEASE_DIR },
      upload: { type: 'string', default: env.RELEASE_UPLOAD },
      url: { type: 'string', default: env.RELEASE_URL },
      port: { type: 'string', default: env.RELEASE_SERVE_PORT ?? '4180' },
      percent: { type: 'string', default: env.RELEASE_CANARY_PERCENT ?? '10' },
      'canary-for': { type: 'string', default: env.RELEASE_CANARY_FOR ?? '600' },
      'canary-views': { type: 'string', default: env.RELEASE_CANARY_VIEWS },
      site: { type: 'string', default: env.RELEASE_SITE },
      help: { type: 'boolean', short: 'h' },
    },
  })
} catch (error) {
  usage(error.message)
}
const { values: o, positionals } = parsed
if (o.help) {
  console.log(help)
  process.exit(0)
}
if (positionals.length !== 1) usage('name one remote, e.g. remoteBlog')
const [remote] = positionals
const whole = (name, text, min, max) => {
  const n = Number(text)
  if (!Number.isInteger(n) || n < min || n > max) usage(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  return n
}
const canaryFor = whole('canary-for', o['canary-for'], 0, 86_400)
const canaryViews = o['canary-views'] === undefined ? null : whole('canary-views', o['canary-views'], 1, 1e9)
whole('percent', o.percent, 1, 99)
if (o.upload && !o.url) usage('--upload needs --url (RELEASE_URL): where the uploaded folder is served from')
if (o.url && !o.upload) usage('--url names an upload: give --upload (RELEASE_UPLOAD) too, or neither to serve the folder here')
if (!o.upload) whole('port', o.port, 1, 65_535)

const site = o.site ? ['--site', o.site] : []
let canaryStarted = false
let origin = null

/** Runs one step's command with its output shown; resolves to its exit code and its stdout. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.on('error', () => resolve({ code: 3, stdout }))
    child.on('close', (code) => resolve({ code: code ?? 3, stdout }))
  })
}
let live = false
let current = 'build'
// A canceled job (SIGTERM, Ctrl-C) leaves no canary behind; once live, it stops the local origin.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (live) return origin?.kill('SIGTERM')
    console.error(`release-pipeline: ${signal} during the ${current} step.`)
    fail(current, signal === 'SIGINT' ? 130 : 143)
  })
}
const release = (args, options) => run(process.execPath, ['scripts/release.mjs', ...args, ...site], options)

let stopping = null
/** Ends the run once: a step that fails while the first failure (or a cancel) is aborting the canary waits for it. */
function fail(step, code) {
  stopping ??= (async () => {
    console.error(`release-pipeline: the ${step} step failed (exit ${code}).`)
    if (canaryStarted) {
      console.error(`release-pipeline: aborting ${remote}'s canary.`)
      await release(['abort', remote, '--reason', `release pipeline: the ${step} step failed`])
    }
    origin?.kill('SIGTERM')
    process.exit(code)
  })()
  return stopping
}
async function step(name, args, options) {
  console.log(`==> ${name}`)
  current = name
  const result = await release(args, options)
  if (result.code !== 0) await fail(name, result.code)
  return result.stdout
}

// 1. Build, apart from the remote's live dist/.
const dir = o.dir ?? join(mkdtempSync(join(tmpdir(), `release-${remote}-`)), 'release')
if (o.dir) console.log(`==> build: skipped, the release is ${dir}`)
else await step('build', ['build', remote, dir])

// 2. Upload it (the team's command), or serve it here.
let url = o.url
if (o.upload) {
  console.log('==> upload')
  current = 'upload'
  const quoted = `'${dir.replaceAll("'", "'\\''")}'`
  const uploaded = await run('sh', ['-c', o.upload.replaceAll('{dir}', quoted)])
  if (uploaded.code !== 0) await fail('upload', 1)
} else {
  console.log('==> serve')
  current = 'serve'
  url = `http://127.0.0.1:${o.port}/`
  origin = spawn(process.execPath, ['scripts/release.mjs', 'serve', dir, '--port', o.port], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] })
  const served = await new Promise((resolve) => {
    let said = ''
    origin.stderr.on('data', (chunk) => {
      process.stderr.write(chunk)
      said += chunk
      if (said.includes('Serving ')) resolve(0)
    })
    origin.on('close', (code) => resolve(code || 3))
  })
  if (served !== 0) await fail('serve', served)
}

// 3. Register: the release check runs against the live site.
const registered = await step('register', ['register', remote, url])
const id = /^Registered \S+ release (\d+)/m.exec(registered)?.[1]
if (!id) await fail('register', 3)

// 4. A preview link for the team (the CI log shows it).
await step('preview', ['preview', remote, id])

// 5. Canary, then let it settle: its status every 5 s until --canary-for passes or it has enough views.
await step('canary', ['canary', remote, id, o.percent])
canaryStarted = true
current = 'settle'
console.log(`==> settle: up to ${canaryFor} s${canaryViews ? `, or ${canaryViews} candidate requests` : ''}`)
const until = Date.now() + canaryFor * 1000
for (;;) {
  const status = await release(['status', remote, '--json'], { quiet: true })
  if (status.code !== 0) await fail('settle', status.code)
  let canary
  try {
    canary = JSON.parse(status.stdout)[0]?.canary
  } catch {
    await fail('settle', 3)
  }
  if (stopping) await stopping
  if (canary?.release !== Number(id)) {
    canaryStarted = false
    console.error(`The canary of ${remote} release ${id} ended before its promote (the guard aborted it, or someone did): npm run release -- history ${remote}`)
    await fail('canary', 1)
  }
  const requests = canary.candidate.requests ?? 0
  console.log(`    candidate: ${requests} requests, ${canary.candidate.serverFailures ?? '?'} failures`)
  if (Date.now() >= until || (canaryViews !== null && requests >= canaryViews)) break
  await new Promise((resolve) => setTimeout(resolve, Math.min(5000, Math.max(0, until - Date.now()))))
}

// 6. Promote, and wait until the site serves it.
await step('promote', ['promote', remote, id, '--wait'])
canaryStarted = false
console.log(`==> done: ${remote} release ${id} is live`)
if (origin) {
  // The live site now loads the section from this origin: keep it up until Ctrl-C or SIGTERM.
  console.log(`Serving ${url} until Ctrl-C or SIGTERM.`)
  live = true
  origin.on('close', (code) => process.exit(code ?? 0))
}
