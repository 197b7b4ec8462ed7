import { expect, test } from '@playwright/test'
import { jsGrowth, jsGrowthMargin, misses } from '../../bench/targets'
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
