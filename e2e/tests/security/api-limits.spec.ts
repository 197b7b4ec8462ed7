import { e2eKeys, expect, test } from '../../fixtures'

const apiHeaders = (ip: string) => {
  const anon = e2eKeys().anonKey
  return { apikey: anon, authorization: `Bearer ${anon}`, 'content-type': 'application/json', 'x-forwarded-for': ip }
}

test('the API refuses oversized bodies with a PostgREST-style 413', async ({ request, clientIp }) => {
  const huge = JSON.stringify({ event_name: 'x', page_url: 'http://a', user_agent: 'u', properties: { blob: 'x'.repeat(300_000) } })
  const response = await request.post('/rest/v1/analytics_events', { headers: apiHeaders(clientIp), data: huge })
  expect(response.status()).toBe(413)
  expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
})

test('one client flooding the API is slowed down with 429, others are not', async ({ request, clientIp }) => {
  const row = JSON.stringify({ event_name: 'flood_test', page_url: 'http://127.0.0.1/flood', user_agent: 'e2e', properties: {} })
  const statuses: number[] = []
  for (let i = 0; i < 160; i += 1) {
    statuses.push((await request.post('/rest/v1/analytics_events', { headers: apiHeaders(clientIp), data: row })).status())
  }
  expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(100)
  expect(statuses.slice(-10)).toContain(429)
  // Another client: the same address with its last part changed, so it is a valid address of its own.
  const otherIp = clientIp.replace(/\d+$/, (last) => String((Number(last) % 250) + 1))
  const other = await request.post('/rest/v1/analytics_events', { headers: apiHeaders(otherIp), data: row })
  expect(other.status()).toBe(201)
})

test('anon cannot read leads or analytics through the API', async ({ request, clientIp }) => {
  for (const table of ['contacts', 'marketing_audits', 'analytics_events']) {
    const response = await request.get(`/rest/v1/${table}?select=*`, { headers: apiHeaders(clientIp) })
    expect(response.status(), table).toBe(401)
  }
})
