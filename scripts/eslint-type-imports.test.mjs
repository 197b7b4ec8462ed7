import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import projectConfig from '../eslint.config.js'

// The project's cycle rule, exactly as eslint.config.js configures it, run on two small files.
const cycleBlock = projectConfig.find((block) => block.rules && Object.keys(block.rules).some((rule) => rule.endsWith('no-cycle')))

async function lintPair(files) {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-rule-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, { ...cycleBlock, files: ['**/*.ts'] }],
  })
  try {
    const results = await eslint.lintFiles(Object.keys(files))
    return Object.fromEntries(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.line}: ${m.message} (${m.ruleId})`)]))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the lint rule against import cycles', () => {
  it('reports a cycle made of type-only imports, on both files', async () => {
    const messages = await lintPair({
      'a.ts': "import type { B } from './b.ts'\nexport interface A { b?: B }\n",
      'b.ts': "import { type A } from './a.ts'\nexport interface B { a?: A }\n",
    })
    assert.deepEqual(messages, {
      'a.ts': ['1: Dependency cycle detected (cycles/no-cycle)'],
      'b.ts': ['1: Dependency cycle detected (cycles/no-cycle)'],
    })
  })

  it('reports a cycle of a dynamic import one way and a type-only import back', async () => {
    const messages = await lintPair({
      'client.ts': "import type { Request } from './wire.ts'\nexport const load = () => import('./wire.ts')\nexport type { Request }\n",
      'wire.ts': "import type { load } from './client.ts'\nexport interface Request { loader?: typeof load }\n",
    })
    assert.deepEqual(messages, {
      // One report a file: import-x does not walk a module again for the file's second import of it.
      'client.ts': ['1: Dependency cycle detected (cycles/no-cycle)'],
      'wire.ts': ['1: Dependency cycle detected (cycles/no-cycle)'],
    })
  })

  it('passes modules that share a type through a third one', async () => {
    const messages = await lintPair({
      'shape.ts': 'export interface Shape { side: number }\n',
      'a.ts': "import type { Shape } from './shape.ts'\nimport { b } from './b.ts'\nexport const a = (s: Shape) => b(s)\n",
      'b.ts': "import type { Shape } from './shape.ts'\nexport const b = (s: Shape) => s.side\n",
    })
    assert.deepEqual(messages, { 'a.ts': [], 'b.ts': [], 'shape.ts': [] })
  })
})
