import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { optionalShared, type federationShared } from './federation'

const exportsOfShared = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { exports: Record<string, string> }
).exports

/** The source file behind a `shared/...` module name, as the package's `exports` map it. */
export function sourceOfSharedModule(module: string): string {
  const target = exportsOfShared[`./${module.slice('shared/'.length)}`]
  if (!target) throw new Error(`shared/package.json exports no ${module}`)
  return fileURLToPath(new URL(`../${target.slice(2)}`, import.meta.url))
}

/**
 * Fails the build of a remote that reaches an optional singleton it does not share. Unshared, the
 * module would be bundled into the remote as a copy of its own, with its own client and state beside
 * the shell's: the very fork a singleton exists to prevent, and one nothing else would notice.
 */
export function undeclaredSharesPlugin(remoteName: string, shared: Partial<typeof federationShared>): Plugin {
  const undeclared = new Map(optionalShared.filter((module) => !(module in shared)).map((module) => [sourceOfSharedModule(module), module]))
  return {
    name: 'undeclared-shares',
    transform(_code, id) {
      const module = undeclared.get(id.split('?')[0] ?? id)
      if (module) {
        this.error(`${remoteName} imports ${module}, a singleton it does not share: add it to the \`shares\` of its entry in shared/build/federation.ts.`)
      }
      return null
    },
  }
}
