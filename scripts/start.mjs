// npm start: build whatever is missing or stale, then serve the composed site (with its embedded
// backend unless the site settings name one) from the shell's server build: plain node on built files.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildMissing } from './build-missing.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
buildMissing()
// The IPC channel lets the server notice if this process dies without a chance to stop it.
// Production React: the server renders the shell's frame of each page. LOCAL_BACKEND=on: with no
// backend in the site settings, this is the embedded database on purpose, not a production composer
// missing its settings (which stops).
const env = { NODE_ENV: 'production', LOCAL_BACKEND: 'on', ...process.env }
const server = spawn(process.execPath, ['shell/dist-server/main.js'], { cwd: root, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  server.kill(signal)
}
// Ctrl-C reaches the server directly (same process group); forward other stops and mirror its exit.
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => undefined)
// `kill -TERM <pid of npm start>` ends npm without passing the signal on: this process is then
// orphaned (its parent changes). A supervisor that stops the pid it started must stop everything.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM')
}, 250).unref()
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
