// @vitest-environment node
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startLocalBackend, type LocalBackend } from 'backend'
import { createClientAddressPolicy } from 'backend/client-address'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './compose'

/**
 * The client's address is resolved once per request, by the process's one policy: the composition
 * server resolves it with the embedded backend's policy, counts it in its token bucket and hands
 * it to the API, whose SQL counts the same client for the 5-per-hour audit limit.
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
  // The backend trusts no proxy header: from loopback, every request is 127.0.0.1's.
  backend = await startLocalBackend({ dataDir: 'memory://', jwtSecret: 'client-address-once-test-secret-32-chars!', trustProxyHeader: null, logger: silent })
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
  it("the composition server counts clients by the embedded backend's policy, not one of its own from the environment", async () => {
    // The environment names a header; the backend, started with its own settings, trusts none.
    vi.stubEnv('LOCAL_BACKEND_TRUST_PROXY_HEADER', 'x-forwarded-for')
    const siteUrl = await listen(createCompositionServer({ api: backend }))
    let first429: number | null = null
    for (let i = 0; i < 160 && first429 === null; i++) {
      // A new claimed address each time: by the backend's policy still one client, the socket's.
      const response = await fetch(`${siteUrl}/rest/v1/no_such_table`, { headers: { apikey: backend.anonKey, 'x-forwarded-for': `203.0.113.${i % 250}` } })
      await response.arrayBuffer()
      if (response.status === 429) first429 = i
    }
    expect(first429).not.toBeNull()
    expect(first429!).toBeLessThan(140)
  })

  it("the database counts the address the composition server resolved; the API does not resolve it again", async () => {
    // This composer trusts the loopback proxy's X-Forwarded-For; the backend alone would see 127.0.0.1 each time.
    const clientAddress = createClientAddressPolicy({ header: 'x-forwarded-for', trustedProxies: 'loopback', logger: silent })
    const siteUrl = await listen(createCompositionServer({ api: backend, clientAddress }))
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
