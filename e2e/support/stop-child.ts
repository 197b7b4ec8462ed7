import type { ChildProcess } from 'node:child_process'

/**
 * Stops a server a test started: SIGTERM, then waits for it to exit (SIGKILL after `graceMs`), so
 * that its data folder is deleted only once nothing writes to it and no process is left behind.
 */
export async function stopChild(child: ChildProcess | null | undefined, graceMs = 20_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
