import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Lines of each process's output a failure shows. */
const TAIL_LINES = 30
/** Output kept per process (the tail is what matters). */
const KEEP_CHARS = 64 * 1024

export interface GroupProcess {
  name: string
  child: ChildProcess
  /** Its output so far (stdout and stderr, interleaved), at most the last 64 KiB. */
  output(): string
  /** Resolves once it has exited. */
  exited: Promise<void>
}

/**
 * Processes a test starts and must stop, each in a process group of its own (so `npm run …` and
 * what it runs stop together), with their output kept: a failure names the process and shows its
 * last lines.
 */
export class ProcessGroup {
  private readonly processes: GroupProcess[] = []

  start(name: string, command: string, args: string[], options: SpawnOptions = {}): GroupProcess {
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEEP_CHARS)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.once('error', (error) => {
        keep(Buffer.from(`\n[spawn failed: ${error.message}]\n`))
        resolve()
      })
    })
    const started: GroupProcess = { name, child, output: () => output, exited }
    this.processes.push(started)
    return started
  }

  /** The process's name, state and last lines of output, for an error message. */
  describe(proc: GroupProcess): string {
    const state = proc.child.exitCode !== null || proc.child.signalCode !== null ? `exited (${proc.child.exitCode ?? proc.child.signalCode})` : `running (pid ${proc.child.pid})`
    const tail = proc.output().trimEnd().split('\n').slice(-TAIL_LINES).join('\n')
    return `--- ${proc.name}: ${state}; last output:\n${tail || '(none)'}`
  }

  /** Every process, as `describe` shows it. */
  report(): string {
    return this.processes.map((proc) => this.describe(proc)).join('\n')
  }

  /** Resolves once `ready` is true; fails naming the process, with its output, when it exits first or time runs out. */
  async waitFor(proc: GroupProcess, what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`${proc.name} exited before ${what}\n${this.describe(proc)}`)
      try {
        if (await ready()) return
      } catch {
        // Not answering yet.
      }
      if (Date.now() > deadline) throw new Error(`${proc.name}: no ${what} within ${timeoutMs / 1000} s\n${this.describe(proc)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Resolves once `url` answers 2xx. */
  waitForUrl(proc: GroupProcess, url: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(proc, `answer from ${url}`, async () => (await fetch(url)).ok, timeoutMs)
  }

  /** Stops one process (its whole group) with `signal`, and SIGKILL if it is still there after 5 s. */
  async stop(proc: GroupProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null || proc.child.pid === undefined) return
    const pid = proc.child.pid
    const signalGroup = (sig: NodeJS.Signals) => {
      try {
        process.kill(-pid, sig)
      } catch {
        // Already gone.
      }
    }
    signalGroup(signal)
    const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000)
    await proc.exited
    clearTimeout(timer)
    // What it started in its group (npm's child, nginx's workers) goes with it.
    signalGroup('SIGKILL')
  }

  /** Stops every process (all at once). */
  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((proc) => this.stop(proc)))
  }
}
