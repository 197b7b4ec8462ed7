import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { shellShared } from 'shared/build/federation'
import { PROVIDES_FILE, type ShellProvides } from 'shared/helpers/release-manifest'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const sharedVersion = (JSON.parse(readFileSync(require.resolve('shared/package.json'), 'utf8')) as { version: string }).version

/**
 * dist/provides.json: the shared singletons this shell build provides, at their exact versions. A
 * section team's release check compares its release's needs with it before flipping the map.
 */
export function providesPlugin(): Plugin {
  return {
    name: 'shell-provides',
    apply: 'build',
    generateBundle() {
      const shared = Object.fromEntries(
        Object.keys(shellShared()).map((module) => [module, module.startsWith('shared/') ? sharedVersion : (require(`${module}/package.json`) as { version: string }).version]),
      )
      const provides: ShellProvides = { shared }
      this.emitFile({ type: 'asset', fileName: PROVIDES_FILE, source: `${JSON.stringify(provides, null, 2)}\n` })
    },
  }
}
