import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export { freePort } from './free-port'

export const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')

/** Runs a TypeScript entry point of this package in a separate Node process (tsx as a loader). */
export function spawnScript(script: string, args: string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: packageDir,
    env: { ...process.env, ...env },
  })
}

export function waitForOutput(child: ChildProcessWithoutNullStreams, pattern: RegExp, timeoutMs = 170_000): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output so far:\n${seen}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (pattern.test(seen)) {
        clearTimeout(timer)
        resolvePromise(seen)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (!pattern.test(seen)) reject(new Error(`process exited (${code}) before ${pattern}; output:\n${seen}`))
    })
  })
}

export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnScript(script, args, env)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolvePromise) => child.on('exit', resolvePromise))
  return { code, stdout, stderr }
}

/** Resolves with the exit code and signal once the child has exited (at once if it already has). */
export function exited(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  return new Promise((resolvePromise) => child.once('exit', (code, signal) => resolvePromise({ code, signal })))
}
