import { describe, expect, it } from 'vitest'
import productionMap from '../../public/remotes.json'
import { findOwner } from './remote-map'
import { parseRemoteMap } from './remote-map-schema'

const map = parseRemoteMap(productionMap)

describe('remote map ownership', () => {
  it.each([
    ['/', 'remoteMarketing'],
    ['/services', 'remoteMarketing'],
    ['/services/local-seo', 'remoteMarketing'],
    ['/onboarding', 'remoteMarketing'],
    ['/marketing-audit', 'remoteAudit'],
    ['/pharmacy-partners', 'remotePharmacy'],
    ['/pharmacy-partners/certified', 'remotePharmacy'],
    ['/telehealth-empire', 'remoteTelehealth'],
    ['/blog', 'remoteBlog'],
    ['/blog/anything', 'remoteBlog'],
    ['/blog/', 'remoteBlog'],
  ])('%s belongs to %s', (path, owner) => {
    expect(findOwner(map, path)).toBe(owner)
  })

  it.each(['/nope', '/blogs', '/telehealth-empire/x', '/services-x'])('%s belongs to no remote', (path) => {
    expect(findOwner(map, path)).toBeUndefined()
  })

  it('rejects a malformed map', () => {
    expect(() => parseRemoteMap({ 'bad name': { entry: '/x', paths: ['/'] } })).toThrow()
    expect(() => parseRemoteMap({ remoteX: { entry: '/x.js', paths: [] } })).toThrow()
  })

  it("takes a remote's remoteEntry.js at any origin, with a query, and says why a manifest is refused", () => {
    expect(() => parseRemoteMap({ remoteX: { entry: 'https://cdn.test/v2/remoteEntry.js?v=2', paths: ['/x'] } })).not.toThrow()
    expect(() => parseRemoteMap({ remoteX: { entry: '/remotes/x/mf-manifest.json', paths: ['/x'] } })).toThrow(
      "must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read)",
    )
  })
})
