// npm run dev: the five remotes, the shell and the local backend at once, with named, coloured prefixes.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import concurrently from 'concurrently'
import { remotePackages } from './remote-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const colors = ['magenta', 'green', 'yellow', 'cyan', 'blue', 'white', 'red']

const usage = `Usage: npm run dev [-- options]
  Every app with hot reload: the site on http://localhost:5173, each remote's dev server on the
  next five ports, the local backend on 54321.

  --port <n>        the site's port (default 5173); the remotes' dev servers take the next five
  --api-port <n>    the local backend's port (default 54321)
  -h, --help        this text

Exit codes: 0 stopped (Ctrl-C), 1 a process failed, 2 bad options.`

/**
 * Dev keeps its own data folder (`.data/pglite-dev`), so it runs beside `npm start` (which holds
 * `.data/pglite`) instead of dying on "data folder in use". The backend and the shell's dev server
 * (which hands the browser that folder's anon key) get the same folder.
 */
export const devDataDir = process.env.LOCAL_BACKEND_DATA_DIR ?? `${root}.data/pglite-dev`

/** The processes of `npm run dev`, with the environment they share (DEV_PORT, DEV_API_PORT). */
export function devCommandsFor(env) {
  const shared = { LOCAL_BACKEND_DATA_DIR: devDataDir, ...env }
  return [
    { name: 'backend', command: 'npm run serve -w backend', env: { ...shared, ...(shared.DEV_API_PORT ? { PORT: shared.DEV_API_PORT } : {}) } },
    ...remotePackages.map((pkg) => ({ name: pkg.replace('remote-', ''), command: `npm run dev -w ${pkg}`, env: shared })),
    { name: 'shell', command: 'npm run dev -w shell', env: shared },
  ].map((c, i) => ({ ...c, prefixColor: colors[i % colors.length] }))
}

export const devCommands = devCommandsFor({})

/** Options as given, checked: a message and exit code 2 for anything wrong. */
function parseOptions(argv) {
  const fail = (message) => {
    console.error(`npm run dev: ${message}\n\n${usage}`)
    process.exit(2)
  }
  let values
  try {
    ;({ values } = parseArgs({ args: argv, options: { port: { type: 'string' }, 'api-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } } }))
  } catch (error) {
    fail(error.message)
  }
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  for (const name of ['port', 'api-port']) {
    const text = values[name]
    if (text !== undefined && !(/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65530)) fail(`--${name} must be a port number; it is "${text}"`)
  }
  return { port: values.port, apiPort: values['api-port'] }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseOptions(process.argv.slice(2))
  const env = { ...(options.port ? { DEV_PORT: options.port } : {}), ...(options.apiPort ? { DEV_API_PORT: options.apiPort } : {}) }
  const { result } = concurrently(devCommandsFor(env), { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 })
  const port = Number(options.port ?? 5173)
  console.log(`Site: http://localhost:${port}  (remotes on ${port + 1}-${port + remotePackages.length}, backend on ${options.apiPort ?? 54321}, data in ${devDataDir})`)
  result.catch(() => process.exit(1))
}
