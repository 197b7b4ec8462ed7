// @vitest-environment node
import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { startLocalBackend, type LocalBackend } from 'backend'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { startReleaseOrigin, type ReleaseOrigin } from '../testing/release-origin'
import { createCompositionServer } from './site-server'
import { repoRoot, shellDist } from './paths'
import { apiReleaseLedger, composerCredentialFromEnv } from './release-ledger-map'
import { remoteMapSettingsFromEnv } from './remote-map-source'

/**
 * Previews and canaries on a running composition server reading the local backend's release ledger
 * over HTTP with a composer's credential, as `npm start` runs it (docs/deploying.md, "Preview and
 * canary"): the blog's candidate release is the blog's build on another origin, with its index
 * retitled and one page of its own.
 */
const candidateTitle = 'Practice Growth Blog, the candidate release'
const candidateOnly = '/blog/only-in-the-candidate'

let backend: LocalBackend
/** The composer's reading of the ledger (with its credential), for a second composer below. */
let releases: ReturnType<typeof apiReleaseLedger>
let origin: ReleaseOrigin
let site: Server
let siteUrl = ''
const warnings: string[] = []
const errors: string[] = []

/** The operator's call of a ledger function through the API, as `npm run release` makes it. */
async function ledger<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${fn}: HTTP ${response.status} ${text}`)
  return JSON.parse(text) as T
}

async function page(path: string, cookie?: string) {
  const response = await fetch(`${siteUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, headers: response.headers, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' }
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  vi.stubEnv('RELEASE_GUARD_EVERY_MS', 'off')
  const dist = join(repoRoot, 'remote-blog/dist')
  origin = await startReleaseOrigin({ dir: dist })
  const manifest = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as ReleaseManifest
  const index = manifest.routes.pages.find((p) => p.path === '/blog')!
  index.title = candidateTitle
  manifest.routes.pages.push({ ...index, path: candidateOnly })
  manifest.bodies[candidateOnly] = manifest.bodies['/blog']!
  origin.override('release.json', JSON.stringify(manifest))

  backend = await startLocalBackend({
    dataDir: 'memory://',
    jwtSecret: 'preview-canary-test-secret-with-32-characters!',
    seedMap: JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, unknown>,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  })
  const ledgerSettings = remoteMapSettingsFromEnv({})
  if (ledgerSettings.kind !== 'ledger') throw new Error('expected the ledger')
  const { credential } = await ledger<{ credential: string }>('release_issue_credential', { team: 'composers', label: 'preview-canary-test' })
  const limits = { timeoutMs: 500, maxBytes: 4 * 1024 * 1024 }
  releases = apiReleaseLedger(backend.postgrestUrl, backend.anonKey, ledgerSettings.limits, composerCredentialFromEnv({ RELEASE_COMPOSER_CREDENTIAL: credential })!)
  site = createCompositionServer({ api: { url: backend.postgrestUrl, anonKey: backend.anonKey }, ledger: releases, settings: { remoteMap: { ...ledgerSettings, revalidateMs: 200 }, revalidateMs: 200, limits } })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await new Promise<void>((resolve) => {
    site?.close(() => resolve())
    site?.closeAllConnections()
  })
  await origin?.close()
  await backend?.close()
  vi.unstubAllEnvs()
})

describe('a preview and a canary of the blog', () => {
  let release = 0

  it("shows a preview link's browser the candidate, privately, and everyone else the live release", async () => {
    release = (await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${origin.url}/remoteEntry.js`, check_ok: true, check_result: [] })).id
    const { token } = await ledger<{ token: string }>('release_preview', { remote: 'remoteBlog', release_id: release, ttl_seconds: 600 })
    // The server reads the ledger's previews at its next read of the ledger (revalidateMs).
    let link = await page(`/_preview?token=${token}`)
    await vi.waitFor(
      async () => {
        link = await page(`/_preview?token=${token}`)
        expect(link.headers.get('location')).toBe('/blog')
      },
      { timeout: 5000, interval: 100 },
    )
    expect(link.status).toBe(303)
    expect(link.headers.get('set-cookie')).toMatch(new RegExp(`^epp_preview=${token}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`))
    const cookie = `epp_preview=${token}`

    const preview = await page('/blog', cookie)
    expect(preview.title).toContain(candidateTitle)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    expect(preview.headers.get('content-security-policy')).toContain(origin.url)
    expect(preview.html).toContain('aria-label="Release preview"')
    expect(preview.html).toContain(`<strong>remoteBlog</strong> at release <strong>${release}</strong>`)
    expect(preview.html).toContain(`"entry":"${origin.url}/remoteEntry.js"`)
    expect((await page(candidateOnly, cookie)).status).toBe(200)

    const live = await page('/blog')
    expect(live.title).not.toContain(candidateTitle)
    expect(live.headers.get('cache-control')).toContain('public')
    expect(live.html).not.toContain('Release preview')
    expect((await page(candidateOnly)).status).toBe(404)
    // Sitemaps never list the candidate, with or without the cookie.
    const sitemap = await fetch(`${siteUrl}/sitemap.xml`, { headers: { cookie } }).then((r) => r.text())
    expect(sitemap).not.toContain(candidateOnly)
  })

  it('grants nothing to a forged, altered or withdrawn-release token: the live site, one log line, the cookie cleared', async () => {
    const forged = `epp_preview=rp_${'0'.repeat(64)}`
    const refusedBefore = warnings.filter((line) => line.includes('a preview token was refused')).length
    for (let i = 0; i < 3; i++) {
      const response = await page('/blog', forged)
      expect(response.title).not.toContain(candidateTitle)
      expect(response.headers.get('set-cookie')).toContain('epp_preview=; Path=/; Max-Age=0')
    }
    expect(warnings.filter((line) => line.includes('a preview token was refused'))).toHaveLength(refusedBefore + 1)
    const link = await page(`/_preview?token=rp_${'1'.repeat(64)}`)
    expect([link.status, link.headers.get('location')]).toEqual([303, '/'])

    const { token } = await ledger<{ token: string }>('release_preview', { remote: 'remoteBlog', release_id: release })
    const altered = `epp_preview=${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`
    expect((await page('/blog', altered)).title).not.toContain(candidateTitle)
    await vi.waitFor(async () => expect((await page('/blog', `epp_preview=${token}`)).title).toContain(candidateTitle), { timeout: 5000, interval: 100 })
    await ledger('release_withdraw', { remote: 'remoteBlog', release_id: release })
    await vi.waitFor(async () => expect((await page('/blog', `epp_preview=${token}`)).title).not.toContain(candidateTitle), { timeout: 5000, interval: 50 })
  })

  it('splits visitors into sticky cohorts; a failing candidate serves the live page at once, and the guard aborts it', async () => {
    release = (await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${origin.url}/remoteEntry.js`, check_ok: true, check_result: [] })).id
    const { canary } = await ledger<{ canary: number }>('release_canary', { remote: 'remoteBlog', release_id: release, percent: 50, min_views: 5, max_failure_rate: 0.1 })
    await vi.waitFor(async () => expect((await page('/blog')).headers.get('x-release-cohort')).toMatch(/^\d+[cl]$/), { timeout: 5000, interval: 50 })
    const inCanary = `epp_cohort=${canary}c`
    const candidate = await page('/blog', inCanary)
    expect(candidate.title).toContain(candidateTitle)
    expect(candidate.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(candidate.headers.get('set-cookie')).toBeNull()
    expect((await page('/blog', `epp_cohort=${canary}l`)).title).not.toContain(candidateTitle)
    // A first visit is put in one cohort and told so.
    const first = await page('/blog')
    const cohort = /epp_cohort=(\d+[cl]);/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    expect(cohort).toMatch(new RegExp(`^${canary}[cl]$`))
    expect(first.title.includes(candidateTitle)).toBe(cohort?.endsWith('c'))

    // The candidate's origin stops answering: once the server's read of it fails (its fetch limit),
    // its visitors get the live page, not a 503.
    origin.mode = 'hang'
    await vi.waitFor(async () => expect((await page('/blog?visit=first', inCanary)).title).not.toContain(candidateTitle), { timeout: 5000, interval: 100 })
    for (let i = 0; i < 6; i++) {
      const fallback = await page(`/blog?visit=${i}`, inCanary)
      expect(fallback.status).toBe(200)
      expect(fallback.title).not.toContain(candidateTitle)
      expect(fallback.headers.get('x-section-source')).toBe('release')
    }
    expect(errors.join('\n')).toContain(`remoteBlog's canary release ${release} cannot be served`)
    await vi.waitFor(
      async () => {
        const aborted = await ledger<{ reason: string }[]>('release_guard')
        expect(aborted.map((a) => a.reason)).toEqual([expect.stringMatching(/^composition failures: \d+ of \d+ candidate requests/)])
      },
      { timeout: 15_000, interval: 500 },
    )
    await vi.waitFor(async () => expect((await page('/blog', inCanary)).headers.get('x-release-cohort')).toBeNull(), { timeout: 5000, interval: 50 })
    origin.mode = 'ok'
  }, 60_000)

  it('a preview link works the moment it is issued, though the composer reads the ledger only hourly: an unknown token makes it read again first', async () => {
    const ledgerSettings = remoteMapSettingsFromEnv({})
    if (ledgerSettings.kind !== 'ledger') throw new Error('expected the ledger')
    const slow = createCompositionServer({ api: { url: backend.postgrestUrl, anonKey: backend.anonKey }, ledger: releases, settings: { remoteMap: { ...ledgerSettings, revalidateMs: 3_600_000 } } })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
    // A release of its own, on an origin of its own (each folder is registered once).
    const second = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist') })
    try {
      // Its first read, at its start, is done once it serves the live map.
      await vi.waitFor(async () => expect((await fetch(`${slowUrl}/remotes.json`)).status).toBe(200), { timeout: 5000, interval: 50 })
      const fresh = (await ledger<{ id: number }>('release_register', { remote: 'remoteBlog', entry: `${second.url}/remoteEntry.js`, check_ok: true, check_result: [] })).id
      const { token } = await ledger<{ token: string }>('release_preview', { remote: 'remoteBlog', release_id: fresh, ttl_seconds: 600 })
      const link = await fetch(`${slowUrl}/_preview?token=${token}`, { redirect: 'manual' })
      expect([link.status, link.headers.get('location')]).toEqual([303, '/blog'])
      await ledger('release_withdraw', { remote: 'remoteBlog', release_id: fresh })
    } finally {
      await second.close()
      await new Promise<void>((resolve) => {
        slow.close(() => resolve())
        slow.closeAllConnections()
      })
    }
  })
})
