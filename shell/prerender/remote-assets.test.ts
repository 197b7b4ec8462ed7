// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { remoteAssets } from './remote-assets'

/** A remote's build as the federation plugin writes it: the manifest lists the expose's chunks. */
function remoteDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'remote-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets/routes-1.css'), '.a{color:blue}')
  const manifest = { exposes: [{ path: './routes', assets: { js: { sync: ['assets/routes-1.js', 'assets/page-2.js'] }, css: { sync: ['assets/routes-1.css'] } } }] }
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest))
  return dist
}

describe("a prerendered page's remote assets", () => {
  it('preloads the entry the remote map names, query included, and its chunks beside it', () => {
    const assets = remoteAssets(remoteDist(), 'https://blog.cdn.test/v42/remoteEntry.js?v=2')
    expect(assets.preloads).toEqual([
      'https://blog.cdn.test/v42/remoteEntry.js?v=2',
      'https://blog.cdn.test/v42/assets/routes-1.js',
      'https://blog.cdn.test/v42/assets/page-2.js',
    ])
    expect(assets.styles).toEqual([{ href: 'https://blog.cdn.test/v42/assets/routes-1.css', css: '.a{color:blue}' }])
  })

  it('keeps a same-origin entry same-origin', () => {
    expect(remoteAssets(remoteDist(), '/remotes/remote-blog/remoteEntry.js').preloads[0]).toBe('/remotes/remote-blog/remoteEntry.js')
  })
})
