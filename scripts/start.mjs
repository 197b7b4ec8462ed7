// npm start: build whatever is missing or stale, then run the site as production runs it, each part a
// process of its own: the local backend (`npm run serve -w backend`: the data folder's database served
// by pglite-socket, and PostgREST 12 as its own process over it), the lead worker with the release
// guard (`npm run worker`, through the owner socket in the data folder) and the composer
// (shell/dist-server/main.js), which passes /rest/v1 to that PostgREST as nginx does in production.
// Site settings that name a backend (backend.url) start the composer alone, against that backend.
// A part that exits on its own starts again, as production's units do. One stream of JSON lines;
// one Ctrl-C or SIGTERM stops them all, composer first, so the requests it is still answering
// reach the API.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { buildMissing } from './build-missing.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsx = ['--import', 'tsx']

/** The backend the site settings name, if any (the composer checks the settings properly). */
function namedBackend(env) {
  try {
    const text = env.SITE_CONFIG_JSON || (env.SITE_CONFIG_FILE ? readFileSync(env.SITE_CONFIG_FILE, 'utf8') : '{}')
    return JSON.parse(text)?.backend?.url ?? null
  } catch {
    return null
  }
}

let stopping = false

/** As production's units (Restart=always, deploy/systemd): a part that stops on its own starts again; one that keeps failing stops the site. */
const restartDelayMs = 1000
const restartBurst = 5
const restartWindowMs = 10_000

function log(level, event, fields, msg) {
  console.error(JSON.stringify({ level, time: new Date().toISOString(), name: 'start', event, ...fields, msg }))
}

/**
 * A part of the site, started again whenever it exits on its own. `detached`: out of the terminal's
 * process group, so Ctrl-C reaches it only through this script, in order. `onStart` sees each
 * process as it starts (the first and every restart).
 */
function run(name, args, env, { pipeOut = false, onStart = () => undefined, ready = true } = {}) {
  const starts = []
  // `ready`: false until the part says it has started (the backend's started line); one that
  // fails before that is not started again: the reason it gave stands.
  const part = { child: null, ready }
  const launch = () => {
    starts.push(Date.now())
    const child = spawn(process.execPath, args, { cwd: root, env: typeof env === 'function' ? env() : env, detached: true, stdio: ['ignore', pipeOut ? 'pipe' : 'inherit', 'inherit', 'ipc'] })
    part.child = child
    onStart(child)
    child.on('exit', (code, signal) => {
      if (stopping) return
      if (!part.ready) {
        void stop('SIGTERM', code || 1)
        return
      }
      const recent = starts.filter((at) => at > Date.now() - restartWindowMs)
      if (recent.length >= restartBurst) {
        log('error', 'part-exited', { part: name, code, signal }, `${name} exited (${signal ?? `code ${code}`}) ${recent.length} times within ${restartWindowMs / 1000} s: stopping the site`)
        void stop('SIGTERM', code || 1)
        return
      }
      log('warn', 'part-restarting', { part: name, code, signal }, `${name} exited (${signal ?? `code ${code}`}): starting it again in ${restartDelayMs / 1000} s`)
      setTimeout(() => {
        if (!stopping) launch()
      }, restartDelayMs)
    })
  }
  launch()
  return part
}

/** Resolves with the backend's `started` line; every line goes on to standard output as it comes. */
function backendStarted(child) {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      process.stdout.write(`${line}\n`)
      try {
        const entry = JSON.parse(line)
        if (entry.event === 'started' && entry.name === 'local-backend') resolve(entry)
      } catch {
        // Not a JSON line (a library printing on its own): passed on as it is.
      }
    })
    child.on('exit', () => reject(new Error('the local backend exited before it started')))
  })
}

async function stopChild(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill(signal)
  })
}

/** Composer first (it drains), then the worker (its POSTs in flight), then the backend (it closes the database). */
async function stop(signal, code = 0) {
  if (stopping) return
  stopping = true
  for (const part of [composer, worker, backend]) if (part) await stopChild(part.child, signal)
  process.exit(code)
}

buildMissing()
const env = { NODE_ENV: 'production', ...process.env }
let backend = null
let worker = null
let composer = null
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
// Whoever read the output has gone (`npm start | head`): the site stops as it does on a Ctrl-C,
// rather than this process dying of the write and leaving its parts to find out on their own.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') void stop('SIGTERM')
  else throw error
})
// `kill -TERM <pid of npm start>` ends npm without passing the signal on: this process is then
// orphaned (its parent changes). A supervisor that stops the pid it started must stop everything.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop('SIGTERM')
}, 250).unref()

// The composer's settings first, checked by the composer itself (`--check`): one that cannot be used
// stops here, before the backend creates or opens a data folder. The API it will be given is not
// known yet; a placeholder stands in for it (the check opens nothing).
const local = !namedBackend(env)
const check = spawnSync(process.execPath, ['shell/dist-server/main.js', '--check'], {
  cwd: root,
  env: local ? { ...env, API_UPSTREAM: 'http://127.0.0.1:1', API_ANON_KEY: 'pending' } : env,
  stdio: 'inherit',
})
if (check.status !== 0) process.exit(check.status ?? 1)

const composerEnv = { ...env }
if (local) {
  const workerRuns = env.LEAD_DELIVERY_WORKER !== 'off'
  // PostgREST keeps its port when the backend starts again, so the composer's API_UPSTREAM stays right.
  let postgrestPort = env.LOCAL_POSTGREST_PORT
  let firstStart
  const started = new Promise((resolve, reject) => (firstStart = { resolve, reject }))
  backend = run(
    'local backend',
    [...tsx, 'supabase/src/cli/serve.ts'],
    () => ({
      ...env,
      // Loopback only, on a free port: only the composer and the owner's tools reach it.
      PORT: env.LOCAL_BACKEND_PORT ?? '0',
      HOST: '127.0.0.1',
      ...(postgrestPort ? { LOCAL_POSTGREST_PORT: postgrestPort } : {}),
      LOCAL_BACKEND_SEED_MAP: fileURLToPath(new URL('../shell/dist/remotes.json', import.meta.url)),
      // The backend's own front (the owner's tools) takes a loopback proxy's X-Forwarded-For as the client.
      LOCAL_BACKEND_TRUST_PROXY_HEADER: 'x-forwarded-for',
      LOCAL_BACKEND_TRUSTED_PROXIES: 'loopback',
    }),
    {
      pipeOut: true,
      ready: false,
      onStart: (child) =>
        backendStarted(child).then(
          (line) => {
            postgrestPort ??= new URL(line.postgrestUrl).port
            backend.ready = true
            firstStart.resolve(line)
          },
          (error) => firstStart.reject(error),
        ),
    },
  )
  let first
  try {
    first = await started
  } catch (error) {
    if (!stopping) console.error(error.message)
    await stop('SIGTERM', 1)
    process.exit(1)
  }
  if (workerRuns) worker = run('lead worker', [...tsx, 'supabase/src/cli/worker.ts'], env)
  Object.assign(composerEnv, {
    API_UPSTREAM: first.postgrestUrl,
    API_ANON_KEY: first.anonKey,
    ...(first.composerCredentialFile && !env.RELEASE_COMPOSER_CREDENTIAL ? { RELEASE_COMPOSER_CREDENTIAL_FILE: env.RELEASE_COMPOSER_CREDENTIAL_FILE ?? first.composerCredentialFile } : {}),
  })
}
composer = run('composer', ['shell/dist-server/main.js'], composerEnv)
