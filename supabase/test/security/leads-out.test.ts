import { chmodSync, lstatSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runScript } from '../helpers/processes.ts'
import { tempDir } from '../helpers/targets.ts'

/**
 * `npm run leads -- --out FILE` writes personal data: the file is its owner's alone whatever was at
 * FILE before. (An empty data folder is enough: the table is written either way.)
 */
describe('leads --out FILE', () => {
  const dir = tempDir('leads-out-')
  const env = { LOCAL_BACKEND_DATA_DIR: join(dir.path, 'never-started'), LOCAL_BACKEND_JWT_SECRET: '' }
  afterAll(() => dir.remove())

  it('replaces an existing file other users could read with one of mode 600', async () => {
    const out = join(dir.path, 'open.txt')
    writeFileSync(out, 'old contents')
    chmodSync(out, 0o666)
    const result = await runScript('src/cli/leads.ts', ['--out', out], env)
    expect(result.code, result.stderr).toBe(0)
    expect(lstatSync(out).mode & 0o777).toBe(0o600)
    expect(readFileSync(out, 'utf8')).toBe('No audit requests yet.\n')
  })

  it('never writes through a symlink at FILE: the link is replaced, its target untouched', async () => {
    const victim = join(dir.path, 'victim.txt')
    writeFileSync(victim, 'not yours')
    chmodSync(victim, 0o644)
    const out = join(dir.path, 'link.txt')
    symlinkSync(victim, out)
    const result = await runScript('src/cli/leads.ts', ['--out', out], env)
    expect(result.code, result.stderr).toBe(0)
    expect(readFileSync(victim, 'utf8')).toBe('not yours')
    expect(lstatSync(victim).mode & 0o777).toBe(0o644)
    expect(lstatSync(out).isSymbolicLink()).toBe(false)
    expect(lstatSync(out).mode & 0o777).toBe(0o600)
    // No temporary file is left behind.
    expect(readdirSync(dir.path).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})
