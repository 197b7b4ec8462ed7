import { spawn } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeJwt, jwtVerify } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { localKeys } from '../src/server/jwt-keys.ts'
import { repoRoot } from '../src/paths.ts'
import { tempDir } from './helpers/targets.ts'

/**
 * `npm run keys -- --jwt-secret-file F`: the anon and service keys of a self-hosted PostgREST,
 * minted from its JWT secret as the embedded backend mints its own, refusing the secrets it refuses.
 */
function keys(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return run(join(repoRoot, 'node_modules/.bin/tsx'), ['supabase/src/cli/keys.ts', ...args])
}

/** The command itself, as `npm run --silent keys` runs it, or any other. */
function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot })
    const out = { stdout: '', stderr: '' }
    child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()))
    child.on('close', (status) => resolve({ status, ...out }))
  })
}

const dir = tempDir('keys-cli-')
afterAll(() => dir.remove())
const secretFile = (name: string, content: string, mode = 0o600) => {
  const file = join(dir.path, name)
  writeFileSync(file, content)
  chmodSync(file, mode)
  return file
}

describe('npm run keys', () => {
  it('prints the anon and service keys, HS256 JWTs with their roles, signed with the file\'s secret', async () => {
    const secret = 'Zk8s1l2QmVt4xq9nB7cW3yR6uE0pA5dJhT2gL8oN4iK1'
    // A trailing newline, as `openssl rand … > F` leaves one: the secret is the first line (PostgREST reads it the same way).
    const run = await keys('--jwt-secret-file', secretFile('secret', `${secret}\n`))
    expect(run.status, run.stderr).toBe(0)
    expect(run.stderr).toBe('')
    const lines = Object.fromEntries(run.stdout.trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
    expect(Object.keys(lines)).toEqual(['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'])
    const key = new TextEncoder().encode(secret)
    expect((await jwtVerify(lines.SUPABASE_ANON_KEY!, key, { algorithms: ['HS256'] })).payload.role).toBe('anon')
    expect((await jwtVerify(lines.SUPABASE_SERVICE_ROLE_KEY!, key, { algorithms: ['HS256'] })).payload.role).toBe('service_role')
    // Exactly the embedded backend's keys for that secret, and the same on every run.
    expect(lines.SUPABASE_ANON_KEY).toBe(localKeys(secret).anonKey)
    const json = await keys('--jwt-secret-file', secretFile('secret', `${secret}\n`), '--json')
    expect(JSON.parse(json.stdout)).toEqual(localKeys(secret))
    expect(decodeJwt(lines.SUPABASE_SERVICE_ROLE_KEY!).exp).toBeGreaterThan(Date.now() / 1000)
  })

  it('refuses a short secret, a publicly known one and a missing file (exit 2), and warns about a file others can read', async () => {
    const [short, demo, missing, none, help, open] = await Promise.all([
      keys('--jwt-secret-file', secretFile('short', 'too-short-a-secret')),
      keys('--jwt-secret-file', secretFile('demo', 'super-secret-jwt-token-with-at-least-32-characters-long')),
      keys('--jwt-secret-file', join(dir.path, 'nonexistent')),
      keys(),
      run('npm', ['run', '--silent', 'keys', '--', '--help']),
      keys('--jwt-secret-file', secretFile('open', 'x'.repeat(12) + 'Zk8s1l2QmVt4xq9nB7cW3yR6', 0o644)),
    ])
    expect([short.status, short.stdout]).toEqual([2, ''])
    expect(short.stderr).toMatch(/Refusing .*short: the JWT secret must be at least 32 characters long\. Create a new one: \(umask 077; openssl rand -base64 48/)
    expect([demo.status, demo.stdout]).toEqual([2, ''])
    expect(demo.stderr).toMatch(/publicly known demo secret/)
    expect([missing.status, missing.stderr]).toEqual([2, `Cannot read the JWT secret file ${join(dir.path, 'nonexistent')}: no such file\n`])
    expect([none.status, none.stderr]).toEqual([2, '--jwt-secret-file is required (npm run keys -- --help)\n'])
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('--jwt-secret-file FILE')
    expect(open.status).toBe(0)
    expect(open.stderr).toMatch(/is readable by other users: chmod 600/)
  })
})
