import { describe, expect, it } from 'vitest'
import { isTransient, RETRY_FOR_MS, retryDelayMs } from './marketing-audit'

describe('the audit form retry policy', () => {
  it('retries only what says the API is briefly away: no answer, 502, 503, 504', () => {
    expect([0, 502, 503, 504].map(isTransient)).toEqual([true, true, true, true])
    // The rate limit keeps its screen; a refusal or a server error would only be repeated.
    expect([200, 400, 401, 404, 409, 429, 500, 501].map(isTransient)).toEqual(Array(8).fill(false))
  })

  it('waits about 1, 2, 4 and 8 s, then 10 s, each between half and all of that', () => {
    const highest = [1, 2, 3, 4, 5, 6, 20].map((retry) => retryDelayMs(retry, () => 1))
    const lowest = [1, 2, 3, 4, 5, 6, 20].map((retry) => retryDelayMs(retry, () => 0))
    expect(highest).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000])
    expect(lowest).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000])
  })

  it('keeps trying through an outage of a minute and more: two minutes, at most 10 s apart', () => {
    expect(RETRY_FOR_MS).toBe(120_000)
    // Even with the longest waits, a retry comes within 10 s of the API's return after a 60 s outage.
    let at = 0
    let retry = 1
    while (at < 60_000) at += retryDelayMs(retry++, () => 1)
    expect(at).toBeLessThanOrEqual(70_000)
  })
})
