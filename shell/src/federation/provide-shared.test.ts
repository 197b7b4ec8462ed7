// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { providedSharedModules } from './provide-shared'

const root = fileURLToPath(new URL('../../../', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Runtime (non-type) imports of shared subpaths in these folders. */
function sharedImports(dirs: string[]): Set<string> {
  const found = new Set<string>()
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(shared\/[^']+)'/gm)) found.add(match[1] as string)
  }
  return found
}

describe('shared modules provided by the shell', () => {
  it('covers every shared module the remotes and shared itself import at run time', () => {
    const remotes = ['remote-marketing', 'remote-audit', 'remote-pharmacy', 'remote-telehealth', 'remote-blog'].map((r) => join(root, r, 'src'))
    const used = sharedImports([...remotes, join(root, 'shared/src')])
    used.delete('shared/standalone') // only for running a remote alone, never through the shell
    const missing = [...used].filter((m) => !(m in providedSharedModules))
    expect(missing).toEqual([])
  })
})
