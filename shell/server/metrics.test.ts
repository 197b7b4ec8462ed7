// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMetricsServer, metrics } from './metrics'

/** The metrics endpoint's text, as Prometheus scrapes it (docs/deploying.md, "Metrics"). */
let server: Server
let text = ''

beforeAll(async () => {
  server = createMetricsServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // One of each counter, so each has a sample.
  metrics.request({ section: 'remoteBlog', release: '7', cohort: 'live' }, '200')
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)
  expect(response.status).toBe(200)
  text = await response.text()
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Each metric's name and type, from its `# TYPE` line. */
function types(): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]))
}

describe('the metrics endpoint', () => {
  it('names only counters with _total, and keeps the active handles, requests and resources by type', () => {
    const all = types()
    const gauges = [...all].filter(([, type]) => type !== 'counter').map(([name]) => name)
    expect(gauges.filter((name) => name.endsWith('_total'))).toEqual([])
    const counters = [...all].filter(([, type]) => type === 'counter').map(([name]) => name)
    expect(counters).toContain('composer_requests_total')
    expect(counters.filter((name) => !name.endsWith('_total'))).toEqual([])
    expect(all.get('nodejs_active_handles')).toBe('gauge')
    expect(all.get('nodejs_active_requests')).toBe('gauge')
    expect(all.get('nodejs_active_resources')).toBe('gauge')
  })

  it.skipIf(!existsSync('/usr/bin/promtool'))('passes promtool check metrics', () => {
    const checked = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
    expect(`${checked.stdout}${checked.stderr}`).toBe('')
    expect(checked.status).toBe(0)
  })
})
