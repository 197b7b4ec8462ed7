import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../../src/paths.ts'

export interface DbCliRun {
  status: number | null
  stdout: string
  stderr: string
}

/**
 * `npm run db -- …` as an operator or a developer runs it, without npm's own second of start-up
 * (the script is exactly tsx src/cli/db.ts: supabase/package.json). Several may run at once.
 */
export function dbCli(...args: string[]): Promise<DbCliRun> {
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['supabase/src/cli/db.ts', ...args], { cwd: repoRoot })
    const out = { stdout: '', stderr: '' }
    child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()))
    child.on('close', (status) => resolve({ status, ...out }))
  })
}
