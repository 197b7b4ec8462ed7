// npm run dev: the site composed on the server from the current sources (the shell's dev server),
// the remotes' dev servers (each on the site's first need) and the local backend, with named,
// coloured prefixes.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import concurrently from 'concurrently'
import { buildEnv } from './build-env.mjs'
import { staleApps } from './build-missing.mjs'
import { remotePackages } from './remote-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const colors = ['magenta', 'green', 'yellow', 'cyan', 'blue', 'white', 'red']

const usage = `Usage: npm run dev [-- options]
  Composes every page on the server from the current sources, as npm start does from the builds,
  on http://localhost:5173; edits update the page without a reload.

  --only <remote>   run only this remote's dev server (remote-blog, or blog); the other sections
                    come from this checkout's builds (each built first if it has none)
  --site <url>      with --only: the other sections come from this deployed site's map and
                    releases instead (read only; forms and analytics go to the local backend)
  --port <n>        the site's port (default 5173); the remotes' dev servers take the next five
  --api-port <n>    the local backend's port (default 54321)
  -h, --help        this text

Exit codes: 0 stopped (Ctrl-C), 1 a process failed or the site cannot be read, 2 bad options.`

/**
 * Dev keeps its own data folder (`.data/pglite-dev`), so it runs beside `npm start` (which holds
 * `.data/pglite`) instead of dying on "data folder in use". The backend and the shell's dev server
 * (which hands the browser that folder's anon key) get the same folder.
 */
export const devDataDir = process.env.LOCAL_BACKEND_DATA_DIR ?? `${root}.data/pglite-dev`

/**
 * A package's own dev script, run in its folder as npm runs it, without npm: an npm process per dev
 * server costs the start most of a second of CPU each, on a machine that has two cores for all of them.
 */
function devScript(pkg, env) {
  const { scripts } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'))
  return { command: scripts.dev, cwd: join(root, pkg), env: { ...env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` } }
}

/**
 * The backend at a lower CPU priority where there is `nice`: a composed page needs it only for forms
 * and analytics, and its start (PGlite opening its data) took the CPU the first page needs.
 */
const backendCommand = `${process.platform === 'win32' ? '' : 'nice -n 10 '}npm run serve -w backend`

/**
 * Each remote's dev server behind a gate (dev-gate.mjs) that starts it on the site's first request
 * for it: on two cores, six dev servers starting at once made the first page wait for all of them.
 * `ports` maps a remote package to its dev port. With `--only` the one remote starts at once.
 */
function gated(command, port) {
  return { ...command, command: `${JSON.stringify(process.execPath)} ${JSON.stringify(join(root, 'scripts/dev-gate.mjs'))} ${port} ${command.command}` }
}

/** The dev ports of the remote packages (shared/build/federation.ts `devPorts`, the one rule), for `env`. */
export async function remoteDevPorts(env) {
  const { tsImport } = await import('tsx/esm/api')
  const [{ devPorts }, { remotes }] = await Promise.all([tsImport('../shared/build/federation.ts', import.meta.url), tsImport('../shared/src/helpers/remotes.ts', import.meta.url)])
  const ports = devPorts({ ...process.env, ...env })
  return Object.fromEntries(remotes.map((remote) => [remote.pkg, ports.remotes[remote.name]]))
}

/**
 * The processes of `npm run dev` with `only` (a remote package, or null for all) and the environment
 * they share; `ports` (remoteDevPorts) puts every remote behind its gate.
 */
export function devCommandsFor(only, env, ports = null) {
  const shared = { LOCAL_BACKEND_DATA_DIR: devDataDir, ...env }
  return [
    { name: 'backend', command: backendCommand, env: { ...shared, ...(shared.DEV_API_PORT ? { PORT: shared.DEV_API_PORT } : {}) } },
    ...remotePackages
      .filter((pkg) => !only || pkg === only)
      .map((pkg) => ({ name: pkg.replace('remote-', ''), ...devScript(pkg, shared) }))
      .map((command) => (ports ? gated(command, ports[`remote-${command.name}`]) : command)),
    { name: 'shell', ...devScript('shell', shared) },
  ].map((c, i) => ({ ...c, prefixColor: colors[i % colors.length] }))
}

export const devCommands = devCommandsFor(null, {})

/** Options as given, checked: a message and exit code 2 for anything wrong. */
function parseOptions(argv) {
  const fail = (message) => {
    console.error(`npm run dev: ${message}\n\n${usage}`)
    process.exit(2)
  }
  let values
  try {
    ;({ values } = parseArgs({ args: argv, options: { only: { type: 'string' }, site: { type: 'string' }, port: { type: 'string' }, 'api-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } } }))
  } catch (error) {
    fail(error.message)
  }
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const only = values.only === undefined ? null : remotePackages.find((pkg) => pkg === values.only || pkg === `remote-${values.only}`)
  if (only === undefined) fail(`--only names no remote: "${values.only}" (one of ${remotePackages.join(', ')})`)
  if (values.site !== undefined && !only) fail('--site needs --only <remote>: the site gives the sections other than the one you work on')
  if (values.site !== undefined && !/^https?:\/\/[^/]/i.test(values.site)) fail(`--site must be an http:// or https:// address; it is "${values.site}"`)
  for (const name of ['port', 'api-port']) {
    const text = values[name]
    if (text !== undefined && !(/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65530)) fail(`--${name} must be a port number; it is "${text}"`)
  }
  return { only, site: values.site === undefined ? null : new URL(values.site).origin, port: values.port, apiPort: values['api-port'] }
}

/** --site: the site's map must be readable before anything starts; its public settings are used for rendering. */
async function siteEnvironment(site) {
  const { tsImport } = await import('tsx/esm/api')
  const { checkSite } = await tsImport('../shell/dev/site-preflight.ts', import.meta.url)
  const checked = await checkSite(site)
  if (!checked.ok) {
    console.error(`npm run dev: --site ${site}: ${checked.error}`)
    process.exit(1)
  }
  for (const problem of checked.problems) console.warn(`${site}/remotes.json: ${problem}`)
  console.log(`Site ${site}: ${checked.remotes.length} remotes in its map (${checked.remotes.join(', ')})`)
  if (checked.settingsProblem) console.warn(`${checked.settingsProblem}; rendering with this checkout's site settings`)
  if (!checked.settings || process.env.SITE_CONFIG_JSON || process.env.SITE_CONFIG_FILE) return {}
  return { SITE_CONFIG_JSON: JSON.stringify(checked.settings) }
}

/** --only without --site: the other sections are this checkout's builds, built here if there is none. */
function ensureBuilds(only) {
  const others = remotePackages.filter((pkg) => pkg !== only)
  for (const pkg of others) {
    if (existsSync(join(root, pkg, 'dist/release.json'))) continue
    console.log(`Building ${pkg} (no build yet)…`)
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit', env: buildEnv() })
  }
  const stale = staleApps().filter(({ pkg }) => others.includes(pkg)).map(({ pkg }) => pkg)
  if (stale.length) console.warn(`Older than their sources, shown as built: ${stale.join(', ')} (npm run build -w <remote> to refresh)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseOptions(process.argv.slice(2))
  const env = {
    ...(options.port ? { DEV_PORT: options.port } : {}),
    ...(options.apiPort ? { DEV_API_PORT: options.apiPort } : {}),
    ...(options.only ? { DEV_ONLY: options.only } : {}),
    ...(options.site ? { DEV_SITE: options.site, ...(await siteEnvironment(options.site)) } : {}),
  }
  if (options.only && !options.site) ensureBuilds(options.only)
  const ports = options.only ? null : await remoteDevPorts(env)
  const { result } = concurrently(devCommandsFor(options.only, env, ports), { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 })
  result.catch(() => process.exit(1))
  // Each dev server prints its own address as it starts.
  const others = options.only ? `${options.only} from its dev server, the other sections from ${options.site ?? "this checkout's builds"}; ` : ''
  console.log(`Site: http://localhost:${options.port ?? 5173}  (${others}backend on ${options.apiPort ?? 54321}, data in ${devDataDir})`)
}
