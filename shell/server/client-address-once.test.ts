// @vitest-environment node
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startLocalBackend, type LocalBackend } from 'backend'
import { createClientAddressPolicy } from 'shared/server/client-address'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'

/**
 * The client's address is resolved once per request, by the composer in front of the API (as nginx
 * does in production): it counts the client in its token bucket and sends the address to the API in
 * X-Forwarded-For, whose SQL counts the same client for the 5-per-hour audit limit. The backend, as
 * `npm start` runs it, trusts that header from loopback only.
 */
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined }
let backend: LocalBackend
const sites: Server[] = []

async function listen(server: Server): Promise<string> {
  sites.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  vi.stubEnv('RELEASE_GUARD_EVERY_MS', 'off')
  // As npm start runs it: X-Forwarded-For trusted from loopback (the composer) only.
  backend = await startLocalBackend({ dataDir: 'memory://', jwtSecret: 'client-address-once-test-secret-32-chars!', trustProxyHeader: 'x-forwarded-for', trustedProxies: 'loopback', logger: silent })
}, 120_000)

afterAll(async () => {
  for (const site of sites) {
    site.closeAllConnections()
    await new Promise<void>((resolve) => site.close(() => resolve()))
  }
  await backend?.close()
  vi.unstubAllEnvs()
})

function submitAudit(siteUrl: string, forwardedFor: string, i: number): Promise<number> {
  return fetch(`${siteUrl}/rest/v1/rpc/submit_marketing_audit`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      first_name: 'Avery',
      last_name: 'Stone',
      email: `avery.once${i}@glowclinic.example`,
      phone: '(512) 555-0142',
      business_name: 'Glow Aesthetics',
      monthly_budget: '5k-10k',
      questionnaire_score: '67',
      answers: { roi: 2 },
    }),
  }).then(async (response) => (await response.arrayBuffer(), response.status))
}

describe('client address: one policy, resolved once per request', () => {
  it('a visitor who writes X-Forwarded-For itself is still one client: the composer overwrites the header the API trusts', async () => {
    // This composer trusts no proxy header: the client is its socket peer, whatever the request claims.
    const clientAddress = createClientAddressPolicy({ header: null, logger: silent })
    const siteUrl = await listen(createCompositionServer({ api: { url: backend.postgrestUrl, anonKey: backend.anonKey }, clientAddress }))
    const statuses: number[] = []
    for (let i = 20; i <= 25; i++) statuses.push(await submitAudit(siteUrl, `203.0.113.${i}`, i))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it("the database counts the address the composition server resolved; the API does not resolve it again", async () => {
    // This composer trusts the loopback proxy's X-Forwarded-For; the backend alone would see 127.0.0.1 each time.
    const clientAddress = createClientAddressPolicy({ header: 'x-forwarded-for', trustedProxies: 'loopback', logger: silent })
    const siteUrl = await listen(createCompositionServer({ api: { url: backend.postgrestUrl, anonKey: backend.anonKey }, clientAddress }))
    const statuses: number[] = []
    for (let i = 1; i <= 6; i++) statuses.push(await submitAudit(siteUrl, `198.51.100.${i}`, i))
    // Six clients, one lead each: none reaches the 5-per-hour limit.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
    // One client, six leads: the sixth is refused by SQL's limit.
    const same: number[] = []
    for (let i = 7; i <= 12; i++) same.push(await submitAudit(siteUrl, '198.51.100.99', i))
    expect(same).toEqual([200, 200, 200, 200, 200, 429])
  })
})
