// @vitest-environment node
import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'
import { repoRoot, shellDist } from './paths'
import type { RemoteMapLedger } from './remote-map-source'
import { remoteMapSettingsFromEnv } from './remote-map-source'
import { tokenHash } from './rollouts'
import { startReleaseOrigin, type ReleaseOrigin } from '../testing/release-origin'

/**
 * Behind TLS with the documented nginx block (which sends no X-Forwarded-Proto) the composer sees
 * plain HTTP: the site's public address in its settings (`siteUrl`) is what makes its cookies
 * `Secure` (docs/deploying.md, "Preview and canary").
 */
const token = `rp_${'a'.repeat(64)}`
let origin: ReleaseOrigin
const servers: Server[] = []

/** A ledger with the build's map, a running canary of the blog at 50 % and one preview of it. */
function ledger(entry: string): RemoteMapLedger {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString()
  return {
    source: 'a test ledger',
    readMap: async () => readFileSync(join(shellDist, 'remotes.json'), 'utf8'),
    readRollouts: async () => JSON.stringify({ canaries: { remoteBlog: { id: 5, release: 9, entry, percent: 50 } }, previews: { [tokenHash(token)]: { remote: 'remoteBlog', release: 9, entry, expiresAt } } }),
  }
}

async function site(siteUrl: string): Promise<string> {
  vi.stubEnv('SITE_CONFIG_JSON', JSON.stringify({ siteUrl }))
  vi.stubEnv('SITE_CONFIG_FILE', '')
  const settings = remoteMapSettingsFromEnv({})
  if (settings.kind !== 'ledger') throw new Error('expected the ledger settings')
  const server = createCompositionServer({ api: null, ledger: ledger(`${origin.url}/remoteEntry.js`), settings: { remoteMap: settings } })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.unstubAllEnvs()
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The ledger's canary is read: pages carry the visitor's cohort.
  await vi.waitFor(async () => expect((await fetch(`${url}/blog`)).headers.get('x-release-cohort')).toMatch(/^5[cl]$/))
  return url
}

/** The cookies the composer sets: for a preview link, its end, and a new visitor's first page. */
async function cookies(url: string): Promise<string[]> {
  // What nginx sends (the documented site.conf): no X-Forwarded-Proto; a forged one changes nothing.
  const headers = { 'x-forwarded-proto': 'http' }
  const answers = await Promise.all([`/_preview?token=${token}`, '/_preview/exit', '/_preview?token=rp_unknown', '/blog'].map((path) => fetch(`${url}${path}`, { headers, redirect: 'manual' })))
  return answers.flatMap((answer) => answer.headers.getSetCookie())
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  origin = await startReleaseOrigin({ dir: join(repoRoot, 'remote-blog/dist') })
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  await origin?.close()
})

describe('the cookies the composer sets', () => {
  it('are Secure on a site whose public address is https, whatever the proxy headers say', async () => {
    const set = await cookies(await site('https://www.example.com'))
    expect(set.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['epp_preview', 'epp_cohort']))
    for (const cookie of set) expect(cookie).toMatch(/; Secure$/)
    expect(set.find((cookie) => cookie.startsWith(`epp_preview=${token};`))).toBeDefined()
  })

  it('are not Secure on a site served over plain http (a local start)', async () => {
    const set = await cookies(await site('http://127.0.0.1:4173'))
    expect(set.length).toBeGreaterThanOrEqual(4)
    for (const cookie of set) expect(cookie).not.toContain('Secure')
  })
})
