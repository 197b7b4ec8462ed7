// npm start: build whatever is missing or stale, then serve the composed site with its embedded backend.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildMissing } from './build-missing.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
buildMissing()
const server = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], { cwd: root, stdio: 'inherit' })
// Ctrl-C reaches the server directly (same process group); forward other stops and mirror its exit.
process.on('SIGTERM', () => server.kill('SIGTERM'))
process.on('SIGINT', () => undefined)
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
