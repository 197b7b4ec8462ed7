// @vitest-environment node
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runReleaseCheck } from './checks'
import type { CheckResult } from './checks'
import { blogRelease, deadUrl, sectionBody, startCdn, startSite } from '../testing/release-check-servers'

let cdn: Awaited<ReturnType<typeof startCdn>>
let site: Awaited<ReturnType<typeof startSite>>
let uploads = 0

const marketingRelease = {
  ...blogRelease().manifest,
  remote: 'remoteMarketing',
  routes: { pages: [{ path: '/', title: 'Home', description: 'd', keywords: [], type: 'website' }], redirects: [] },
  bodies: { '/': 'rendered/index.html' },
}

beforeAll(async () => {
  cdn = await startCdn()
  site = await startSite()
})

afterAll(async () => {
  await cdn.close()
  await site.close()
})

beforeEach(() => {
  Object.assign(cdn.options, { cors: true, precompressed: false, assetsCacheControl: 'public, max-age=31536000, immutable', otherCacheControl: 'no-cache' })
  site.files.clear()
  site.files.set('/remotes.json', {
    remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/', '/services', '/services/*'] },
    remoteBlog: { entry: `${cdn.url}/live/remoteEntry.js`, paths: ['/blog', '/blog/*'] },
  })
  site.files.set('/provides.json', { shared: { react: '19.3.1', 'react-dom': '19.3.1', 'shared/ui': '0.1.0', 'shared/router': '0.1.0', 'shared/config': '0.1.0' } })
  site.files.set('/remotes/remote-marketing/release.json', marketingRelease)
})

/** Uploads the release (changed by `edit`) to a new folder and checks it against the site. */
async function check(edit: (release: ReturnType<typeof blogRelease>) => void = () => undefined): Promise<Record<string, CheckResult>> {
  const release = blogRelease()
  edit(release)
  uploads += 1
  const distUrl = cdn.upload(`v${uploads}`, release)
  const results = await runReleaseCheck({ remote: 'remoteBlog', distUrl, siteUrl: site.url })
  return Object.fromEntries(results.map((result) => [result.name, result]))
}

function failing(results: Record<string, CheckResult>): string[] {
  return Object.values(results).filter((result) => !result.ok).map((result) => result.name)
}

describe('runReleaseCheck', () => {
  it('passes a complete release that fits the site', async () => {
    const results = await check()
    expect(Object.keys(results)).toEqual(['manifest', 'delivery', 'shared-versions', 'routes', 'rendered-pages'])
    expect(failing(results)).toEqual([])
    expect(results.manifest?.detail).toContain(`points it at ${cdn.url}/live/remoteEntry.js`)
    expect(results.delivery?.detail).toContain(`8 files answer 200 with CORS for ${site.url}`)
    expect(results['rendered-pages']?.detail).toBe('2 pages, each body one well-formed section root')
  })

  it('fails the manifest with a clear message when the dist URL answers nothing', async () => {
    const results = await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${await deadUrl()}/v1/`, siteUrl: site.url })
    expect(results.map((result) => result.ok)).toEqual([false, false, false, false, false])
    expect(results[0]?.detail).toMatch(/\/v1\/release\.json could not be fetched \(ECONNREFUSED\): check the dist URL/)
    expect(results[1]?.detail).toBe('not checked: release.json could not be read')
  })

  it('fails the manifest when the folder has no release.json', async () => {
    const results = await runReleaseCheck({ remote: 'remoteBlog', distUrl: `${cdn.url}/nothing-here/`, siteUrl: site.url })
    expect(results[0]?.detail).toMatch(/release\.json answered HTTP 404: check the dist URL/)
  })

  it('fails the manifest for a remote the site does not know, naming the ones it does', async () => {
    site.files.set('/remotes.json', { remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/'] } })
    const results = await check()
    expect(results.manifest).toMatchObject({ ok: false, detail: expect.stringContaining('remoteBlog is not a remote of the site\'s map (known: remoteMarketing)') })
  })

  it("fails the manifest for another remote's release", async () => {
    const results = await check((release) => {
      release.manifest.remote = 'remoteAudit'
    })
    expect(results.manifest?.detail).toContain('is the release of remoteAudit, not remoteBlog')
  })

  it('fails delivery when the CDN sends no CORS header, and passes the rest', async () => {
    cdn.options.cors = false
    const results = await check()
    expect(failing(results)).toEqual(['delivery'])
    expect(results.delivery?.detail).toContain('remoteEntry.js, assets/style-1a2b.css, assets/blog-3c4d.js, rendered/blog.html (+1 more): no Access-Control-Allow-Origin header')
    expect(results.delivery?.detail).toContain(`allow ${site.url}`)
    // The feed and release.json are read by the composition, not by the browser.
    expect(results.delivery?.detail).not.toMatch(/rss\.xml|release\.json/)
  })

  it('fails delivery on short-cached hashed assets and a long-cached entry', async () => {
    cdn.options.assetsCacheControl = 'max-age=600'
    cdn.options.otherCacheControl = 'public, max-age=3600'
    const { delivery } = await check()
    expect(delivery?.ok).toBe(false)
    expect(delivery?.detail).toContain('assets/style-1a2b.css, assets/blog-3c4d.js: "Cache-Control: max-age=600" is short for a hashed asset: serve assets/* with')
    // (+2: rss.xml and og/blog__hello.png, the social card, revalidated like every file without a hashed name)
    expect(delivery?.detail).toContain('release.json, remoteEntry.js, rendered/blog.html, rendered/blog__hello.html (+2 more): "Cache-Control: public, max-age=3600" lets browsers and CDNs keep the old copy')
  })

  it('fails delivery for a file the release names but the folder lacks', async () => {
    const { delivery } = await check((release) => {
      delete release.files['assets/blog-3c4d.js']
    })
    expect(delivery?.detail).toMatch(/^assets\/blog-3c4d\.js: answered HTTP 404: upload the whole dist\/ folder/)
  })

  it('fails delivery for a social card the release names but the folder lacks', async () => {
    const { delivery } = await check((release) => {
      delete release.files['og/blog__hello.png']
    })
    expect(delivery?.detail).toMatch(/^og\/blog__hello\.png: answered HTTP 404: upload the whole dist\/ folder/)
  })

  it('passes precompressed twins of the files, and fails a stale twin a host would send instead of a replaced file', async () => {
    cdn.options.precompressed = true
    const twins = (files: Record<string, string | Buffer>, path: string, content: string | Buffer) => {
      files[`${path}.gz`] = gzipSync(content)
      files[`${path}.br`] = brotliCompressSync(content)
    }
    const fresh = await check((release) => {
      for (const path of ['remoteEntry.js', 'rendered/blog.html', 'rss.xml']) twins(release.files, path, release.files[path]!)
    })
    expect(failing(fresh)).toEqual([])
    // The body and the feed replaced in place after the build wrote their twins.
    const { delivery } = await check((release) => {
      twins(release.files, 'rendered/blog.html', release.files['rendered/blog.html']!)
      twins(release.files, 'rss.xml', release.files['rss.xml']!)
      release.files['rendered/blog.html'] = sectionBody('<main><h1>Blog, fixed by hand</h1></main>')
      release.files['rss.xml'] = '<rss version="2.0"/>\n'
    })
    expect(delivery?.ok).toBe(false)
    expect(delivery?.detail).toContain('rendered/blog.html, rss.xml: a request that accepts gzip or br gets other content than the file itself: a stale precompressed twin (its .gz, .br) left from before the file was replaced?')
  })

  it('fails shared versions the deployed shell does not satisfy', async () => {
    const results = await check((release) => {
      release.manifest.requires['shared/ui'] = '^0.2.0'
      release.manifest.requires['shared/backend/analytics'] = '^0.1.0'
    })
    expect(failing(results)).toEqual(['shared-versions'])
    expect(results['shared-versions']?.detail).toBe(
      'remoteBlog needs shared/ui ^0.2.0, the deployed shell provides 0.1.0: deploy the shell first or build against its version; ' +
        'remoteBlog needs shared/backend/analytics ^0.1.0, the deployed shell does not provide it: deploy a shell that shares shared/backend/analytics first',
    )
  })

  it('fails shared versions when the site has no provides.json', async () => {
    site.files.delete('/provides.json')
    const results = await check()
    expect(results['shared-versions']?.detail).toBe(`${site.url}/provides.json answered HTTP 404: the deployed shell does not publish the versions it provides yet; deploy a shell build that writes provides.json, then run again`)
  })

  it("fails routes on a path another remote's map paths own", async () => {
    const results = await check((release) => {
      release.manifest.routes.redirects.push({ path: '/services/blog', to: '/blog' })
    })
    expect(failing(results)).toEqual(['routes'])
    expect(results.routes?.detail).toContain("/services/blog is owned by remoteMarketing in the site's map (/services/*)")
    expect(results.routes?.detail).toContain("remoteBlog's map paths do not cover /services/blog")
  })

  it("asks for the map's paths to cover a new page before flipping", async () => {
    const results = await check((release) => {
      release.manifest.routes.pages.push({ ...release.manifest.routes.pages[0]!, path: '/journal' })
      release.manifest.bodies['/journal'] = 'rendered/blog.html'
    })
    expect(results.routes?.detail).toBe("remoteBlog's map paths do not cover /journal: add it to the map's paths before flipping")
  })

  it("fails routes on a page another remote's deployed release has", async () => {
    site.files.set('/remotes/remote-marketing/release.json', { ...marketingRelease, routes: { pages: [{ path: '/blog/hello' }], redirects: [] } })
    const { routes } = await check()
    expect(routes?.detail).toBe(`/blog/hello also is a route of remoteMarketing's deployed release (${site.url}/remotes/remote-marketing/release.json): remove the duplicate from one of them`)
  })

  it("passes routes with a note when another remote's release.json cannot be read", async () => {
    site.files.delete('/remotes/remote-marketing/release.json')
    const { routes } = await check()
    expect(routes?.ok).toBe(true)
    expect(routes?.detail).toContain(`remoteMarketing's release.json at ${site.url}/remotes/remote-marketing/release.json answered HTTP 404, so its pages were not compared`)
  })

  it('fails a rendered body the browser would parse differently, naming the page and the first error', async () => {
    const results = await check((release) => {
      release.files['rendered/blog__hello.html'] = '<div data-section-root><p>unclosed</div></span>'
    })
    expect(failing(results)).toEqual(['rendered-pages'])
    expect(results['rendered-pages']?.detail).toBe('/blog/hello (rendered/blog__hello.html): line 1 col 24: <p> is never closed (the browser closes it on its own) (+1 more). The browser would not build the tree React hydrates from these bodies: fix what the section renders and rebuild')
  })

  it('fails a rendered body that does not start with the section root, and a page without a body', async () => {
    const results = await check((release) => {
      release.files['rendered/blog.html'] = `<p>intro</p>${sectionBody('<h1>Blog</h1>')}`
      delete release.manifest.bodies['/blog/hello']
    })
    expect(results['rendered-pages']?.detail).toBe(
      "/blog (rendered/blog.html): it starts with <p>, not the section root (an element with data-section-root); /blog/hello has no rendered body in release.json's bodies: rebuild the remote. The browser would not build the tree React hydrates from these bodies: fix what the section renders and rebuild",
    )
  })
})
