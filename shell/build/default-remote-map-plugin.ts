import { defaultRemoteMap } from 'shared/helpers/remotes'
import type { Plugin } from 'vite'
import { parseRemoteMap } from '../src/federation/remote-map-problems'

/** dist/remotes.json, the map a shell build ships, from the one list of remotes (shared/src/helpers/remotes.ts). */
export function defaultRemoteMapPlugin(): Plugin {
  return {
    name: 'default-remote-map',
    apply: 'build',
    generateBundle() {
      // The strict reading: a bad entry in the list fails the build instead of shipping.
      const map = parseRemoteMap(defaultRemoteMap())
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: `${JSON.stringify(map, null, 2)}\n` })
    },
  }
}
