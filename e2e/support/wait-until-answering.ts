import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once `url` answers 2xx (or as `answered` says). Rejects with `exitMessage` (plus the exit code) as soon as the
 * server process exits without having answered, and after `timeoutMs` otherwise. Used for servers a
 * test or the bench starts itself.
 */
export async function waitUntilAnswering(
  child: ChildProcess,
  url: string,
  timeoutMs: number,
  exitMessage: string,
  answered: (response: Response) => boolean = (response) => response.ok,
): Promise<void> {
  let exited: number | null | undefined
  child.on('exit', (code) => (exited = code))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${exitMessage} (exit code ${exited})`)
    try {
      if (answered(await fetch(url))) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
