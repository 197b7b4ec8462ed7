// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { asDeployedMap, localDevMap, siteDevMap } from './dev-map'
import { devModeFromEnv } from './dev-mode'

const env = { DEV_PORT: '6200' }

describe('the dev map', () => {
  it('names every remote at its dev server, or with --only the others at their builds', () => {
    const all = localDevMap(new Set(['remote-marketing', 'remote-audit', 'remote-pharmacy', 'remote-telehealth', 'remote-blog']), env)
    expect(all.remoteMarketing?.entry).toBe('http://127.0.0.1:6201/remoteEntry.js')
    expect(all.remoteBlog).toEqual({ entry: 'http://127.0.0.1:6205/remoteEntry.js', paths: ['/blog', '/blog/*'] })
    const only = localDevMap(new Set(['remote-blog']), env)
    expect(only.remoteBlog?.entry).toBe('http://127.0.0.1:6205/remoteEntry.js')
    expect(only.remoteMarketing?.entry).toBe('/remotes/remote-marketing/remoteEntry.js')
  })

  it("puts a deployed site's remotes behind the dev server's proxy, the one under work at its dev server, and leaves a bad entry to be ignored", () => {
    const site = {
      remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js?v=7', paths: ['/'] },
      remoteBlog: { entry: 'https://cdn.example.com/blog/v3/remoteEntry.js', paths: ['/blog', '/blog/*', '/news'] },
      remotePharmacy: { entry: 'https://cdn.example.com/pharmacy/mf-manifest.json', paths: ['/pharmacy-partners'] },
    }
    const { map, folders } = siteDevMap(site, new Set(['remoteMarketing', 'remoteBlog']), 'https://www.example.com', 'http://localhost:6200', {
      name: 'remoteBlog',
      entry: 'http://127.0.0.1:6205/remoteEntry.js',
      paths: ['/blog', '/blog/*'],
    })
    expect(map.remoteMarketing).toEqual({ entry: 'http://localhost:6200/__site/remoteMarketing/remoteEntry.js?v=7', paths: ['/'] })
    expect(folders.get('remoteMarketing')).toBe('https://www.example.com/remotes/remote-marketing/')
    // The site's paths for it: the site decides what the section owns.
    expect(map.remoteBlog).toEqual({ entry: 'http://127.0.0.1:6205/remoteEntry.js', paths: ['/blog', '/blog/*', '/news'] })
    expect(folders.has('remoteBlog')).toBe(false)
    const deployed = asDeployedMap(map, 'test')
    expect(Object.keys(deployed.remotes ?? {})).toEqual(['remoteMarketing', 'remoteBlog'])
    expect(deployed.rejected.remotePharmacy).toMatch(/remoteEntry\.js/)
    expect(deployed.owners?.remotePharmacy?.paths).toEqual(['/pharmacy-partners'])
  })

  it('adds the remote under work when the site has none of it', () => {
    const { map } = siteDevMap({}, new Set(), 'https://www.example.com', 'http://localhost:6200', { name: 'remoteBlog', entry: 'http://127.0.0.1:6205/remoteEntry.js', paths: ['/blog', '/blog/*'] })
    expect(map).toEqual({ remoteBlog: { entry: 'http://127.0.0.1:6205/remoteEntry.js', paths: ['/blog', '/blog/*'] } })
  })
})

describe('devModeFromEnv', () => {
  it('reads DEV_ONLY by package, short or federation name, and DEV_SITE as its origin', () => {
    expect(devModeFromEnv({})).toEqual({ only: null, site: null })
    expect(devModeFromEnv({ DEV_ONLY: 'blog' }).only?.pkg).toBe('remote-blog')
    expect(devModeFromEnv({ DEV_ONLY: 'remoteAudit' }).only?.pkg).toBe('remote-audit')
    expect(devModeFromEnv({ DEV_ONLY: 'remote-blog', DEV_SITE: 'https://www.example.com/any/path' }).site).toBe('https://www.example.com')
  })

  it('refuses a remote that does not exist, a site without a remote, and a site that is not http(s)', () => {
    expect(() => devModeFromEnv({ DEV_ONLY: 'remote-shop' })).toThrow(/DEV_ONLY names no remote: "remote-shop"/)
    expect(() => devModeFromEnv({ DEV_SITE: 'https://www.example.com' })).toThrow(/DEV_SITE needs DEV_ONLY/)
    expect(() => devModeFromEnv({ DEV_ONLY: 'blog', DEV_SITE: 'file:///etc' })).toThrow(/http:\/\/ or https:\/\//)
  })
})
