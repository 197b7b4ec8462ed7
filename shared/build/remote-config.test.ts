// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { defaultRemoteMap, remotes } from './federation'
import { defineRemoteConfig } from './remote-config'

describe('defineRemoteConfig', () => {
  it('empties dist before each build, so a release folder holds exactly that release', () => {
    const config = defineRemoteConfig('remoteBlog', { pages: [], redirects: [] })
    expect(config.build?.outDir).toBe('dist')
    expect(config.build?.emptyOutDir).toBe(true)
  })
})

describe('one list of remotes', () => {
  const page = (path: string) => ({ path, title: 't', description: 'd', keywords: [], type: 'website' as const })

  it("refuses a remote's build when a page or alias lies outside the paths it owns", () => {
    expect(() => defineRemoteConfig('remoteBlog', { pages: [page('/blog'), page('/blog/new-article')], redirects: [{ path: '/blog/old', to: '/blog' }] })).not.toThrow()
    expect(() => defineRemoteConfig('remoteBlog', { pages: [page('/news/article')], redirects: [] })).toThrow(/remoteBlog has routes outside the paths it owns.*\/news\/article/)
    expect(() => defineRemoteConfig('remoteAudit', { pages: [page('/marketing-audit')], redirects: [{ path: '/audit', to: '/marketing-audit' }] })).toThrow(/\/audit\b/)
  })

  it('derives the default map, with each remote at its folder and the paths it owns', () => {
    const map = defaultRemoteMap()
    expect(Object.keys(map)).toEqual(remotes.map((remote) => remote.name))
    expect(map.remoteBlog).toEqual({ entry: '/remotes/remote-blog/remoteEntry.js', paths: ['/blog', '/blog/*'] })
    expect(defaultRemoteMap((remote) => `http://127.0.0.1:${remote.devPort}/remoteEntry.js`).remoteAudit?.entry).toBe('http://127.0.0.1:5175/remoteEntry.js')
  })

  it('every remote folder of the workspace is in the list, and the list has no folder missing', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const folders = readdirSync(root).filter((name) => name.startsWith('remote-') && existsSync(join(root, name, 'package.json')))
    expect(folders.sort()).toEqual(remotes.map((remote) => remote.pkg).sort())
  })
})
