import { expect, test } from '@playwright/test'
import { jsGrowth, jsGrowthMargin, misses } from '../../bench/targets'
import { devLoopMisses } from '../../bench/dev-loop-targets'
import type { RunMetrics } from '../../bench/lighthouse-run'

/** The bench's verdicts, without a browser: what `npm run bench` names as missed. */
const metrics = (over: Partial<RunMetrics>): RunMetrics => ({
  performance: 100, accessibility: 100, bestPractices: 100, seo: 100,
  fcp: 800, lcp: 900, tbt: 20, cls: 0, jsBytes: 160 * 1024, cssBytes: 20 * 1024, requests: 40, cpu: 1500,
  ...over,
})

test('the bench names a route whose largest paint is over a second', () => {
  expect(misses('/blog', metrics({ lcp: 1000 }))).toEqual([])
  expect(misses('/blog', metrics({ lcp: 1001 }))).toEqual(['lcp 1001 ms > 1000 ms'])
})

test("the bench names a route whose JS grew past the last full bench's", () => {
  const last = { '/': { jsBytes: 164 * 1024 }, '/blog': { jsBytes: 160 * 1024 } }
  const current = {
    '/': { jsBytes: 164 * 1024 + jsGrowthMargin },
    '/blog': { jsBytes: 161 * 1024 },
    '/new-page': { jsBytes: 400 * 1024 },
  }
  expect(jsGrowth(current, last)).toEqual({ '/blog': "jsBytes 161.0 KB > the last full bench's 160.0 KB" })
  expect(jsGrowth(current, undefined)).toEqual({})
})

test('the dev bench names each dev-loop target missed: first pages by their time, hot updates by their median', () => {
  const met = { firstPage: 15_000, firstPageOnly: 8_000, componentSave: [300, 2500, 400], contentSave: [1000, 900, 5000] }
  expect(devLoopMisses(met)).toEqual([])
  expect(devLoopMisses({ ...met, firstPage: 15_100, firstPageOnly: 9_000, componentSave: [1200, 1100, 300], contentSave: [1001, 1001, 10] })).toEqual([
    'first composed page 15.1 s > 15.0 s',
    'first composed page with --only 9.0 s > 8.0 s',
    'component save to the updated page: median 1100 ms > 1000 ms',
    'content save to the reloaded page: median 1001 ms > 1000 ms',
  ])
})
