import type { Plugin } from 'vite'
import { optionalShared, sourceOfSharedModule, type federationShared } from './federation'

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
        this.error(`${remoteName} imports ${module}, a singleton it does not share: add it to the \`shares\` of its entry in shared/src/helpers/remotes.ts.`)
      }
      return null
    },
  }
}
