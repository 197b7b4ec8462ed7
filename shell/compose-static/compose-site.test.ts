// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { remotes } from 'shared/helpers/remotes'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompositionServer } from '../server/site-server'
import { repoRoot } from '../server/paths'
import { composeStaticSite, type ComposeStaticSummary } from './compose-site'
import { deadUrl, serveFolder, type FolderServer } from '../testing/static-host'

// The real builds: the shell's dist and each remote's deployed dist (npm run build -w <pkg>).
const distOf = (pkg: string) => join(repoRoot, pkg, 'dist')
const releaseOf = (pkg: string) => JSON.parse(readFileSync(join(distOf(pkg), 'release.json'), 'utf8')) as ReleaseManifest
const blog = releaseOf('remote-blog')
const article = blog.routes.pages.find((p) => p.path === '/blog/how-to-launch-a-telehealth-practice')
const alias = blog.routes.redirects[0]
const homeH1 = readFileSync(join(distOf('remote-marketing'), releaseOf('remote-marketing').bodies['/'] ?? ''), 'utf8').match(/<h1[^>]*>([^<]+)/)?.[1]

const tmp = mkdtempSync(join(tmpdir(), 'compose-static-'))
const read = (site: string, file: string) => readFileSync(join(site, file), 'utf8')
const pagePaths = remotes.flatMap((r) => releaseOf(r.pkg).routes.pages.map((p) => p.path))
const pageFile = (site: string, path: string) => join(site, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('the site from the local releases (the map of the shell build)', () => {
  const site = join(tmp, 'local')
  let summary: ComposeStaticSummary

  beforeAll(async () => {
    summary = await composeStaticSite({ out: site })
  }, 60_000)

  it('writes the home page with its section body, and every page of every release', () => {
    expect(homeH1).toBeTruthy()
    const home = read(site, 'index.html')
    expect(home).toContain(`${homeH1}`)
    expect(home).toContain('<div data-section-root')
    expect(summary.pages).toBe(pagePaths.length)
    for (const path of pagePaths) {
      const html = readFileSync(pageFile(site, path), 'utf8')
      expect(html, path).toContain('<div data-section-root')
      // Never the "couldn't load" area: a static page is not read again.
      expect(html, path).not.toContain('data-section-fallback')
    }
  })

  it('writes a blog article with its title, the not-found page and the site files', () => {
    expect(article).toBeDefined()
    expect(read(site, 'blog/how-to-launch-a-telehealth-practice/index.html')).toContain(`<title>${article?.title}</title>`)
    expect(read(site, '404.html')).toContain('data-not-found')
    expect(read(site, 'sitemap.xml')).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>/)
    expect(read(site, 'news-sitemap.xml')).toContain('<urlset')
    expect(read(site, 'robots.txt')).toContain('Sitemap:')
    expect(read(site, 'blog/rss.xml')).toBe(readFileSync(join(distOf('remote-blog'), 'rss.xml'), 'utf8'))
    expect(summary.siteFiles).toEqual(['/sitemap.xml', '/news-sitemap.xml', '/robots.txt', '/blog/rss.xml'])
  })

  it('writes each alias to _redirects and as a page that refreshes to its target', () => {
    expect(alias).toBeDefined()
    if (!alias) return
    expect(read(site, '_redirects')).toContain(`\n${alias.path} ${alias.to} 301\n`)
    const page = read(site, `${alias.path.slice(1)}/index.html`)
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${alias.to}">`)
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${alias.to}">`))
  })

  it('copies each release beside the shell and points the map at the copies', () => {
    const map = JSON.parse(read(site, 'remotes.json')) as Record<string, { entry: string; paths: string[] }>
    for (const remote of remotes) {
      expect(map[remote.name]).toEqual({ entry: `/remotes/${remote.pkg}/remoteEntry.js`, paths: [...remote.owns] })
      expect(existsSync(join(site, 'remotes', remote.pkg, 'remoteEntry.js'))).toBe(true)
      expect(existsSync(join(site, 'remotes', remote.pkg, 'release.json'))).toBe(true)
    }
    expect(existsSync(join(site, 'remoteEntry.js'))).toBe(true)
    expect(JSON.parse(read(site, 'config.json'))).toEqual({})
  })

  it('writes the security headers and cache rules for the host', () => {
    const headers = read(site, '_headers')
    expect(headers).toMatch(/^\/\*\n {2}content-security-policy: default-src 'self'; script-src 'self' 'sha256-/)
    expect(headers).toContain('\n/assets/*\n  cache-control: public, max-age=31536000, immutable\n')
    expect(headers).toContain('\n/remotes/remote-blog/assets/*\n  cache-control: public, max-age=31536000, immutable\n')
    expect(headers).toContain('\n/remotes.json\n  cache-control: no-cache\n')
    expect(headers).toContain('\n/\n  cache-control: no-cache\n')
    expect(headers).toContain('\n/blog/*\n  cache-control: no-cache\n')
    // One Cache-Control per URL: hosts join the values of overlapping rules.
    expect(headers).not.toMatch(/^\/\*\n(?: {2}.*\n)* {2}cache-control/)
  })

  it('is what the composition server serves for the same releases', async () => {
    const server: Server = createCompositionServer({ api: null })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (const [path, file] of [
        ['/', 'index.html'],
        ['/blog/how-to-launch-a-telehealth-practice', 'blog/how-to-launch-a-telehealth-practice/index.html'],
        ['/no-such-page', '404.html'],
        ['/sitemap.xml', 'sitemap.xml'],
      ] as const) {
        const response = await fetch(`${base}${path}`)
        expect(await response.text(), path).toBe(read(site, file))
      }
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    }
  })

  it('serves from a plain static host', async () => {
    const host = await serveFolder(site)
    try {
      const home = await fetch(`${host.url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('<div data-section-root')
      expect((await fetch(`${host.url}/blog/how-to-launch-a-telehealth-practice`)).status).toBe(200)
      expect((await fetch(`${host.url}/remotes/remote-blog/remoteEntry.js`)).status).toBe(200)
      const missing = await fetch(`${host.url}/blog/no-such-article`)
      expect(missing.status).toBe(404)
      expect(await missing.text()).toContain('data-not-found')
    } finally {
      await host.close()
    }
  })

  it('replaces its own earlier output, and refuses a folder it did not write', async () => {
    writeFileSync(join(site, 'stale.txt'), 'from an older run')
    await composeStaticSite({ out: site })
    expect(existsSync(join(site, 'stale.txt'))).toBe(false)
    const foreign = join(tmp, 'foreign')
    mkdirSync(foreign)
    writeFileSync(join(foreign, 'notes.txt'), 'mine')
    await expect(composeStaticSite({ out: foreign })).rejects.toThrow(/not a site this command wrote/)
    expect(read(foreign, 'notes.txt')).toBe('mine')
  }, 60_000)
})

describe('a release given by URL', () => {
  let cdn: FolderServer
  const site = join(tmp, 'cdn')

  beforeAll(async () => {
    cdn = await serveFolder(distOf('remote-blog'))
    await composeStaticSite({ out: site, remotes: { remoteBlog: `${cdn.url}/` } })
  }, 60_000)
  afterAll(() => cdn.close())

  it('keeps its URL in the map and composes its pages from that origin', () => {
    const map = JSON.parse(read(site, 'remotes.json')) as Record<string, { entry: string }>
    expect(map.remoteBlog?.entry).toBe(`${cdn.url}/remoteEntry.js`)
    expect(map.remoteMarketing?.entry).toBe('/remotes/remote-marketing/remoteEntry.js')
    expect(existsSync(join(site, 'remotes', 'remote-blog'))).toBe(false)
    expect(cdn.requests).toContain('/release.json')
    expect(cdn.requests).toContain(`/${blog.bodies['/blog/how-to-launch-a-telehealth-practice']}`)
    const page = read(site, 'blog/how-to-launch-a-telehealth-practice/index.html')
    expect(page).toContain(`<title>${article?.title}</title>`)
    expect(page).toContain('<div data-section-root')
    expect(page).toContain(`${cdn.url}/remoteEntry.js`)
    expect(read(site, 'blog/rss.xml')).toBe(readFileSync(join(distOf('remote-blog'), 'rss.xml'), 'utf8'))
    // The browser loads the section from there: the policy allows that origin.
    expect(read(site, '_headers')).toMatch(new RegExp(`script-src [^;]*${cdn.url.replace(/[.]/g, '\\.')}`))
  })
})

describe('a release that cannot be read', () => {
  it('fails naming the remote, and writes nothing', async () => {
    const url = await deadUrl()
    const site = join(tmp, 'unreachable')
    await expect(composeStaticSite({ out: site, remotes: { remoteBlog: `${url}/blog/v42/` } })).rejects.toThrow(
      new RegExp(`^remoteBlog: cannot read its release at ${url}/blog/v42/`),
    )
    expect(existsSync(site)).toBe(false)
  })

  it('fails on a folder without a release', async () => {
    const empty = join(tmp, 'empty-release')
    mkdirSync(empty)
    await expect(composeStaticSite({ out: join(tmp, 'unused'), remotes: { remoteAudit: empty } })).rejects.toThrow(/^remoteAudit: cannot read its release at .*empty-release: not found/)
  })
})

describe('a hostile release', () => {
  /** A copy of the blog's release with its release.json changed by `edit`. */
  function hostileBlog(name: string, edit: (manifest: ReleaseManifest) => ReleaseManifest): string {
    const dir = join(tmp, name)
    cpSync(distOf('remote-blog'), dir, { recursive: true })
    rmSync(join(dir, 'release.json.br'))
    rmSync(join(dir, 'release.json.gz'))
    writeFileSync(join(dir, 'release.json'), JSON.stringify(edit(releaseOf('remote-blog'))))
    return dir
  }

  it('cannot write a line of its own into _redirects: the command fails naming the alias, and writes nothing', async () => {
    const release = hostileBlog('injecting-alias', (manifest) => ({
      ...manifest,
      routes: { ...manifest.routes, redirects: [...manifest.routes.redirects, { path: '/blog/go', to: '/x 301\n/* https://evil.example/ 301!\n#' }] },
    }))
    const cdn = await serveFolder(release)
    const site = join(tmp, 'injected-redirects')
    try {
      await expect(composeStaticSite({ out: site, remotes: { remoteBlog: `${cdn.url}/` } })).rejects.toThrow(
        'remoteBlog: its release has entries the site does not serve, so nothing was written: alias /blog/go: has whitespace or a control character in its target ("/x 301\\n/* https://evil.example/ 301!\\n#")',
      )
    } finally {
      await cdn.close()
    }
    expect(existsSync(site)).toBe(false)
  })

  it('cannot write a line of its own into _headers through a file name', async () => {
    const release = hostileBlog('injecting-file', (manifest) => manifest)
    writeFileSync(join(release, 'x\n  location: https:'), 'a file of the release')
    const site = join(tmp, 'injected-headers')
    await expect(composeStaticSite({ out: site, remotes: { remoteBlog: release } })).rejects.toThrow('_headers: the rule for "/remotes/remote-blog/x\\n  location: https:" is not a plain path')
    expect(existsSync(site)).toBe(false)
  }, 60_000)
})

describe('site settings', () => {
  it('renders with them and serves them as /config.json, with the hosted backend given', async () => {
    const file = join(tmp, 'site-config.json')
    const backend = { url: 'https://project.supabase.example', anonKey: 'anon' }
    writeFileSync(file, JSON.stringify({ siteUrl: 'https://static.example.com', backend }))
    const site = join(tmp, 'configured')
    try {
      await composeStaticSite({ out: site, siteConfig: file })
    } finally {
      // Back to the defaults for the other tests of this process.
      await import('shared/helpers/config/schema').then((m) => m.configureSite({}))
    }
    expect(JSON.parse(read(site, 'config.json'))).toEqual({ siteUrl: 'https://static.example.com', backend })
    expect(read(site, 'sitemap.xml')).toContain('<loc>https://static.example.com/blog</loc>')
    expect(read(site, 'index.html')).toContain('https://static.example.com/')
    expect(read(site, '_headers')).toMatch(/connect-src [^;]*https:\/\/project\.supabase\.example/)
  }, 60_000)

  it('refuses invalid settings', async () => {
    const file = join(tmp, 'bad-config.json')
    writeFileSync(file, JSON.stringify({ siteUrl: 42 }))
    await expect(composeStaticSite({ out: join(tmp, 'unused'), siteConfig: file })).rejects.toThrow(/bad-config\.json: invalid: siteUrl/)
  })
})
