import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const runtimePackage = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/

/**
 * The federation plugin imports @module-federation/runtime's package.json into the shell's entry
 * only to read its `version`, and the whole file (scripts, exports map, authors) ships on every
 * page. Loaded here as its name and version alone, the only fields the runtime reads.
 */
export function runtimeVersionPlugin(): Plugin {
  return {
    name: 'federation-runtime-version-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!runtimePackage.test(file)) return null
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string }
      return JSON.stringify({ name, version })
    },
  }
}
