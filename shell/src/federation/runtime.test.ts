import { describe, expect, it } from 'vitest'
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime'
import { freshEntryOnRetry } from './runtime'

type Hook = NonNullable<ModuleFederationRuntimePlugin['afterLoadSnapshot']>
type Args = Parameters<Hook>[0]

/** What the runtime hands the hook: the registered remote and the manifest's snapshot of it. */
function afterLoadSnapshot(entry: string, remoteEntry: string): string {
  const args = { moduleInfo: { name: 'remoteBlog', entry }, remoteSnapshot: { remoteEntry } } as unknown as Args
  void freshEntryOnRetry.afterLoadSnapshot!(args)
  return (args.remoteSnapshot as { remoteEntry: string }).remoteEntry
}

describe('a retry reaches the remote entry under a fresh URL', () => {
  const manifest = 'http://site/remotes/remote-blog/mf-manifest.json'

  it('leaves the first attempt alone', () => {
    expect(afterLoadSnapshot(manifest, 'remoteEntry.js')).toBe('remoteEntry.js')
  })

  it("carries the manifest's retry number on to the entry the manifest names", () => {
    expect(afterLoadSnapshot(`${manifest}?retry=2`, 'remoteEntry.js')).toBe('remoteEntry.js?retry=2')
  })

  it('keeps a query the entry already has, and sets the number once however often it runs', () => {
    const once = afterLoadSnapshot(`${manifest}?retry=3`, 'remoteEntry.js?v=1')
    expect(once).toBe('remoteEntry.js?v=1&retry=3')
    expect(afterLoadSnapshot(`${manifest}?retry=3`, once)).toBe(once)
  })
})
