import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, runLoadScenario, type LoadReport, type SubmissionOutcome } from '../../src/bench/load-scenario.ts'
import { startLocalTarget, type ApiTarget } from '../helpers/targets.ts'
import { readLeads } from './invariants.ts'

/**
 * Issue 11, item 2: 500 audit submissions from 100 client IPs, 50 at a time, through supabase-js
 * against the local API over HTTP (PGlite on disk). Then one more per IP (all over the hourly
 * limit), then a submission wave with and without a concurrent burst of 1,000 analytics events.
 * The same scenario feeds `npm run bench` (bench-results/backend.json, "load").
 *
 * Assertions are about correctness. The one timing check is deliberately loose (see below):
 * this file runs next to other PGlite test files on a 2-core machine.
 */
describe('load: 500 submissions from 100 client IPs, and an analytics burst', () => {
  let target: ApiTarget
  let report: Awaited<ReturnType<typeof runLoadScenario>>

  beforeAll(async () => {
    target = await startLocalTarget({ trustProxyHeader: 'x-forwarded-for', fromMigrated: true })
    report = await runLoadScenario(target.url, target, { ipBlock: 50, marker: 'loadtest' })
    const { outcomes: _outcomes, burstStatuses: _statuses, ...figures } = report
    console.info(`[load] ${JSON.stringify(summary(figures))}`)
  })
  afterAll(async () => {
    await target?.stop()
  })

  const byStatus = (outcomes: SubmissionOutcome[]) =>
    outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [`${o.status} ${o.code ?? ''}`.trim()]: (acc[`${o.status} ${o.code ?? ''}`.trim()] ?? 0) + 1 }), {})

  it('admits exactly 5 per IP: all 500 acknowledged, each stored exactly once (contact + audit)', () => {
    expect(report.outcomes.wave).toHaveLength(500)
    expect(byStatus(report.outcomes.wave)).toEqual({ '200': 500 })
    expect(new Set(report.outcomes.wave.map((o) => o.ip)).size).toBe(100)
    expect(report.wave.acknowledged).toBe(500)
    expect(report.wave.storedExactlyOnce).toBe(500)
  })

  it('a 6th submission per IP within the hour is rate-limited (429 / PT429) and stores nothing', () => {
    expect(report.outcomes.rateLimitWave).toHaveLength(100)
    expect(byStatus(report.outcomes.rateLimitWave)).toEqual({ '429 PT429': 100 })
    expect(report.rateLimitWave.stored).toBe(0)
  })

  it('1,000 analytics events alongside a submission wave: every event and every submission stored', () => {
    expect(report.burstStatuses).toEqual(Array(100).fill(201))
    expect(report.analyticsBurst.stored).toBe(1000)
    expect(byStatus(report.outcomes.baseline)).toEqual({ '200': 200 })
    expect(byStatus(report.outcomes.withBurst)).toEqual({ '200': 200 })
  })

  it('the burst does not slow submissions beyond a loose bound (p95 <= 5x + 1 s)', () => {
    // The stated bound is 3x + 50 ms (docs/backend.md, checked by `npm run bench` on a quiet
    // machine). Here other test files share the 2 cores, so only a gross regression fails:
    // e.g. analytics inserts starving the queue, or a lock held across requests.
    const { submissionP95WithoutBurstMs: without, submissionP95WithBurstMs: withBurst } = report.analyticsBurst
    expect(withBurst).toBeLessThanOrEqual(5 * without + 1000)
  })

  it('nothing is half-stored anywhere in the database', async () => {
    const { contacts, audits, pairing } = await readLeads(apiClient(target.url, target.serviceRoleKey))
    expect(pairing).toEqual([])
    // 500 + 200 + 200 acknowledged; the warm-up (invalid) and rate-limited waves added none.
    expect(contacts).toHaveLength(900)
    expect(audits).toHaveLength(900)
  })
})

function summary(report: LoadReport) {
  return {
    wave: `${report.wave.acknowledged}/${report.wave.submissions} ok, ${report.wave.storedExactlyOnce} stored once, p50 ${report.wave.latency.p50Ms} ms, p95 ${report.wave.latency.p95Ms} ms, ${report.wave.latency.perSecond}/s`,
    rateLimited: `${report.rateLimitWave.rateLimited}/${report.rateLimitWave.submissions} 429, ${report.rateLimitWave.stored} stored`,
    burst: `${report.analyticsBurst.stored}/${report.analyticsBurst.events} events, submission p95 ${report.analyticsBurst.submissionP95WithoutBurstMs} -> ${report.analyticsBurst.submissionP95WithBurstMs} ms`,
  }
}
