// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { devOrigin, devPorts, sharedFor, sourceOfSharedModule } from './federation'
import { defaultRemoteMap, remotes } from '../src/helpers/remotes'
import { defineRemoteConfig } from './remote-config'
import { undeclaredSharesPlugin } from './undeclared-shares'

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
    expect(defaultRemoteMap((remote) => `${devOrigin(remote.name, {})}/remoteEntry.js`).remoteAudit?.entry).toBe('http://127.0.0.1:5175/remoteEntry.js')
  })

  it('moves the dev ports together: the site on DEV_PORT, the remotes after it, the backend on DEV_API_PORT', () => {
    expect(devPorts({})).toEqual({ site: 5173, api: 54321, remotes: { remoteMarketing: 5174, remoteAudit: 5175, remotePharmacy: 5176, remoteTelehealth: 5177, remoteBlog: 5178 } })
    const moved = devPorts({ DEV_PORT: '6200', DEV_API_PORT: '6300' })
    expect(moved.site).toBe(6200)
    expect(moved.api).toBe(6300)
    expect(Object.values(moved.remotes)).toEqual([6201, 6202, 6203, 6204, 6205])
    expect(() => devPorts({ DEV_PORT: 'abc' })).toThrow(/DEV_PORT must be a port number.*"abc"/)
    expect(() => devPorts({ DEV_API_PORT: '70000' })).toThrow(/DEV_API_PORT/)
  })

  it('every remote folder of the workspace is in the list, and the list has no folder missing', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const folders = readdirSync(root).filter((name) => name.startsWith('remote-') && existsSync(join(root, name, 'package.json')))
    expect(folders.sort()).toEqual(remotes.map((remote) => remote.pkg).sort())
  })
})

describe('optional singletons', () => {
  const auditSource = sourceOfSharedModule('shared/singletons/backend/marketing-audit')

  it('shares the lead client only with the remotes that declare it', () => {
    const audit = remotes.find((remote) => remote.name === 'remoteAudit')
    const blog = remotes.find((remote) => remote.name === 'remoteBlog')
    expect(audit && Object.keys(sharedFor(audit))).toContain('shared/singletons/backend/marketing-audit')
    expect(blog && Object.keys(sharedFor(blog))).not.toContain('shared/singletons/backend/marketing-audit')
    expect(blog && Object.keys(sharedFor(blog))).toEqual(expect.arrayContaining(['react', 'react-dom', 'shared/singletons/config', 'shared/singletons/ui', 'shared/singletons/router', 'shared/singletons/backend/analytics']))
  })

  it("fails a remote's build that imports a singleton it does not share, naming the fix", () => {
    const blog = undeclaredSharesPlugin('remoteBlog', sharedFor({ name: 'remoteBlog' }))
    const audit = undeclaredSharesPlugin('remoteAudit', sharedFor({ name: 'remoteAudit', shares: ['shared/singletons/backend/marketing-audit'] }))
    const context = { error: (message: string): never => { throw new Error(message) } }
    const transform = (plugin: typeof blog, id: string) => (plugin.transform as (this: typeof context, code: string, id: string) => unknown).call(context, '', id)
    expect(() => transform(blog, auditSource)).toThrow(/remoteBlog imports shared\/singletons\/backend\/marketing-audit.*`shares`.*shared\/src\/helpers\/remotes\.ts/)
    expect(() => transform(blog, `${auditSource}?v=1`)).toThrow(/remoteBlog imports/)
    expect(transform(blog, sourceOfSharedModule('shared/singletons/backend/analytics'))).toBeNull()
    expect(transform(audit, auditSource)).toBeNull()
  })
})
