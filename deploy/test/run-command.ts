import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Whether nothing listens on `port` of loopback now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

export interface Started {
  child: ChildProcess
  output(): string
  /** SIGTERM, then the exit code (null: killed after `withinMs`). */
  stop(withinMs?: number): Promise<number | null>
}

/** Starts `argv` in `cwd` with exactly `env` (plus PATH), collecting its output. */
export function start(argv: readonly string[], cwd: string, env: Record<string, string>): Started {
  const child = spawn(argv[0]!, argv.slice(1), { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    async stop(withinMs = 15_000) {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), withinMs)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}

/** Resolves once `check` passes; fails with the process's output if it exits or the time runs out. */
export async function waitUntil(started: Started, what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`exited (${started.child.exitCode}) before ${what}:\n${started.output()}`)
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms:\n${started.output()}`)
    try {
      if (await check()) return
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first of the worker's JSON log lines (backend/log) whose `event` is `event`, parsed. */
export function workerLine(output: string, event: string): Record<string, string> | undefined {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    const parsed = JSON.parse(line) as Record<string, string>
    if (parsed.name === 'lead-worker' && parsed.event === event) return parsed
  }
  return undefined
}
