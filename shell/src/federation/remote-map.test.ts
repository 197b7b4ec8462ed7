// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultRemoteMap } from 'shared/helpers/remotes'
import { findOwner } from './remote-map'
import { parseRemoteMap, readRemoteMap } from './remote-map-problems'

const productionMap = defaultRemoteMap()
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
})

describe('reading the remote map entry by entry', () => {
  const manifestEntry = "Remote map: remoteBlog is ignored: entry must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read)"

  it('reads the production map whole', () => {
    const reading = readRemoteMap(productionMap)
    expect(reading.problems).toEqual([])
    expect(reading.remotes).toEqual(productionMap)
    expect(Object.keys(reading.owners)).toEqual(Object.keys(productionMap))
  })

  it('ignores only the bad entry: the others load, its paths stay its own, and the problem names it', () => {
    const reading = readRemoteMap({ ...productionMap, remoteBlog: { entry: '/remotes/remote-blog/mf-manifest.json', paths: ['/blog', '/blog/*'] } })
    const others = Object.keys(productionMap).filter((name) => name !== 'remoteBlog')
    expect(others.length).toBeGreaterThan(0)
    expect(Object.keys(reading.remotes)).toEqual(others)
    expect(reading.remotes.remoteMarketing).toEqual(productionMap.remoteMarketing)
    // Its section says it couldn't load (rather than the site claiming a 404).
    expect(findOwner(reading.owners, '/blog/some-article')).toBe('remoteBlog')
    expect(findOwner(reading.owners, '/services')).toBe('remoteMarketing')
    expect(reading.problems).toEqual([manifestEntry])
  })

  it("takes a remote's remoteEntry.js at any origin, with a query", () => {
    const reading = readRemoteMap({ remoteX: { entry: 'https://cdn.test/v2/remoteEntry.js?v=2', paths: ['/x'] } })
    expect(reading.problems).toEqual([])
    expect(reading.remotes.remoteX?.entry).toBe('https://cdn.test/v2/remoteEntry.js?v=2')
  })

  it('says what is wrong with each field of a bad entry', () => {
    const reading = readRemoteMap({
      remoteA: { paths: ['/a'] },
      remoteB: { entry: '/b.js', paths: [] },
      remoteC: { entry: '/c.js', paths: ['/c', 'c/*', '/c*'] },
      remoteD: 'https://d.test/remoteEntry.js',
      'bad name': { entry: '/e.js', paths: ['/e'] },
      remoteF: { entry: 42, paths: ['/f', '/f/*'] },
    })
    expect(reading.remotes).toEqual({})
    expect(reading.problems).toEqual([
      'Remote map: remoteA is ignored: entry is missing',
      'Remote map: remoteB is ignored: paths must list at least one path; it owns no path',
      'Remote map: remoteC is ignored: paths.1 must be a path starting with "/", or a prefix ending in "/*"; paths.2 must be a path starting with "/", or a prefix ending in "/*"',
      'Remote map: remoteD is ignored: must be an object with "entry" and "paths"; it owns no path',
      'Remote map: bad name is ignored: the name must be letters and digits, starting with a letter',
      'Remote map: remoteF is ignored: entry must be a URL (string)',
    ])
    // What it still claims correctly stays its own; a remote with no usable path owns nothing.
    expect(reading.owners).toEqual({ remoteA: { paths: ['/a'] }, remoteC: { paths: ['/c'] }, 'bad name': { paths: ['/e'] }, remoteF: { paths: ['/f', '/f/*'] } })
  })

  it('refuses a map that is not an object of remotes', () => {
    for (const input of [null, [], 'remotes', 42]) expect(() => readRemoteMap(input)).toThrow('Remote map: expected a JSON object of remotes by name')
  })

  it('parseRemoteMap (for the map in this repository) refuses any bad entry, saying which', () => {
    expect(() => parseRemoteMap({ ...productionMap, remoteBlog: { entry: '/remotes/remote-blog/mf-manifest.json', paths: ['/blog'] } })).toThrow(manifestEntry)
  })
})
