import { createServer } from 'node:http'
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { ClaimHealth, describeRpcFailure, isHealthy } from '../../src/worker/claim-health.ts'
import { freePort } from '../helpers/processes.ts'
import { listen } from '../helpers/targets.ts'

class NoRealtime {
  constructor() {
    throw new Error('unused')
  }
}

/** What supabase-js really returns for a call to `url` that fails. */
async function failedCall(url: string, timeoutMs = 5000) {
  const client = createClient(url, 'key', { auth: { persistSession: false }, realtime: { transport: NoRealtime as never } })
  return client.rpc('claim_lead_deliveries', {}).abortSignal(AbortSignal.timeout(timeoutMs))
}

describe('describeRpcFailure: a failed RPC in a few words, never a body of HTML', () => {
  it('says the status of an HTML error page, the code of a PostgREST error, the cause of a network error and a timeout', async () => {
    const pages = createServer((req, res) => {
      if (req.url?.includes('hang')) return
      if (req.url?.startsWith('/html')) return void res.writeHead(504, { 'content-type': 'text/html' }).end('<html><body><h1>504 Gateway Time-out</h1></body></html>')
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'PGRST001', message: 'Database client error. Retrying the connection.', details: null, hint: null }))
    })
    const base = await listen(pages)
    try {
      const rpc = 'http://api/rest/v1/rpc/claim_lead_deliveries'
      expect(describeRpcFailure(rpc, await failedCall(`${base}/html`), 5000)).toEqual({ url: rpc, status: 504, reason: 'HTTP 504 Gateway Timeout' })
      expect(describeRpcFailure(rpc, await failedCall(base), 5000)).toEqual({ url: rpc, status: 503, reason: 'HTTP 503 Service Unavailable: PGRST001 Database client error. Retrying the connection.' })
      expect(describeRpcFailure(rpc, await failedCall(`http://127.0.0.1:${await freePort()}`), 5000)).toEqual({ url: rpc, status: null, reason: 'fetch failed: ECONNREFUSED' })
      expect(describeRpcFailure(rpc, await failedCall(`${base}/hang`, 200), 200)).toEqual({ url: rpc, status: null, reason: 'timeout after 200 ms' })
    } finally {
      pages.closeAllConnections()
      pages.close()
    }
  })
})

describe('ClaimHealth', () => {
  const failure = { url: 'https://db.example.com/rest/v1/rpc/claim_lead_deliveries', status: 502, reason: 'HTTP 502 Bad Gateway' }

  it('logs a failure when it starts and when its kind changes, then the recovery, and reports each state', () => {
    let now = 1_000_000
    const logged: { level: string; fields: Record<string, unknown>; message: string }[] = []
    const record = (level: string) => (fields: Record<string, unknown>, message: string) => logged.push({ level, fields, message })
    const claims = new ClaimHealth('w1', { info: record('info'), warn: record('warn'), error: record('error') }, { pollMs: 2000, stallMs: 60_000 }, () => now)
    expect(claims.snapshot(0, false).status).toBe('starting')
    claims.succeeded(failure.url)
    expect(claims.snapshot(0, false)).toMatchObject({ status: 'ok', failing: null })
    expect(logged).toEqual([])

    for (let i = 0; i < 3; i++) {
      now += 2000
      claims.failed(failure)
    }
    now += 2000
    claims.failed({ ...failure, status: null, reason: 'fetch failed: ECONNREFUSED' })
    expect(logged.map((line) => [line.level, line.fields.event, line.fields.status])).toEqual([
      ['warn', 'claim-failed', 502],
      ['warn', 'claim-failed', null],
    ])
    expect(logged[1]!.message).toBe(`claiming deliveries failed: ${failure.url} gave no answer (fetch failed: ECONNREFUSED); retrying every 2000 ms`)
    const failing = claims.snapshot(2, false)
    expect(failing).toMatchObject({ status: 'failing', inFlight: 2, failing: { claims: 4, status: null, since: new Date(1_002_000).toISOString() } })
    expect(isHealthy(failing)).toBe(false)

    now += 500
    claims.succeeded(failure.url)
    expect(logged[2]).toEqual({
      level: 'info',
      fields: { event: 'claim-recovered', worker: 'w1', url: failure.url, failedClaims: 4, downMs: 6500 },
      message: `claiming deliveries works again: ${failure.url} answered after 4 failed claims over 6.5 s`,
    })
    expect(isHealthy(claims.snapshot(0, false))).toBe(true)

    // No claim ended for longer than a working loop takes: stalled, whatever the last one said.
    now += 60_001
    expect(claims.snapshot(0, false).status).toBe('stalled')
    expect(claims.snapshot(0, true).status).toBe('stopped')
  })
})
