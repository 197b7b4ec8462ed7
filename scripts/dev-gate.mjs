// A remote's dev server, started when the site first asks for it: `node scripts/dev-gate.mjs <port>
// <program> <args…>` holds <port> until a connection comes, then starts the command (a dev server that
// listens on that port) and hands it the connections that came while it started. `npm run dev` runs
// every remote behind one, so its first page waits for the shell and the one section it shows, not
// for all of them at once on two cores; the site wakes the others after that page.
import { spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'

const usage = `Usage: node scripts/dev-gate.mjs <port> <program> <args…>
  Holds 127.0.0.1:<port> and starts <program> (a server that listens there) on the first connection.
Exit codes: the program's own, 0 when stopped before it started, 1 the port is taken, 2 bad arguments.`
const [portText, ...command] = process.argv.slice(2)
if (portText === '-h' || portText === '--help') {
  console.log(usage)
  process.exit(0)
}
const port = Number(portText)
const host = '127.0.0.1'
if (!/^\d+$/.test(portText ?? '') || port < 1 || port > 65535 || command.length === 0) {
  console.error(`dev-gate: ${command.length === 0 && portText ? 'no program to start' : `the port must be a number from 1 to 65535; it is "${portText ?? ''}"`}\n\n${usage}`)
  process.exit(2)
}

/** Connections that came before the dev server listened, passed on once it does. */
const waiting = []
let child = null
let stopping = false

const gate = createServer({ pauseOnConnect: true }, (socket) => {
  socket.on('error', () => undefined)
  waiting.push(socket)
  if (!child) start()
})
gate.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: is another npm run dev running?` : String(error))
  process.exit(1)
})
gate.listen(port, host, () => console.log(`Starts when the site first needs it (port ${port}).`))

function start() {
  gate.close()
  // Without a shell between: a stop signal reaches the dev server itself.
  const [program, ...args] = command
  child = spawn(program, args, { stdio: 'inherit' })
  child.on('error', (error) => {
    console.error(`Could not start ${program}: ${error.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))))
  void handOver()
}

/** Waits for the dev server's port, then joins each waiting connection to a connection of its own. */
async function handOver() {
  while (!stopping && !(await accepts())) await new Promise((resolve) => setTimeout(resolve, 100))
  for (const socket of waiting.splice(0)) {
    if (socket.destroyed) continue
    const upstream = connect(port, host)
    upstream.on('error', () => socket.destroy())
    socket.on('close', () => upstream.destroy())
    upstream.on('close', () => socket.destroy())
    socket.pipe(upstream).pipe(socket)
    socket.resume()
  }
}

function accepts() {
  return new Promise((resolve) => {
    const probe = connect(port, host)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true
    if (!child) process.exit(0)
    child.kill(signal)
  })
}
