// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { longLivedProblem, revalidationProblem } from './cache-policy'

describe('revalidationProblem', () => {
  it.each(['no-cache', 'public, no-cache', 'max-age=0', 'max-age=60, must-revalidate', 'no-store', 'no-cache, s-maxage=30'])('accepts %s', (header) => {
    expect(revalidationProblem(header)).toBeUndefined()
  })

  it.each([null, 'max-age=61', 'public', 'max-age=0, s-maxage=3600', 'immutable'])('refuses %s', (header) => {
    expect(revalidationProblem(header)).toMatch(/no-cache/)
  })
})

describe('longLivedProblem', () => {
  it.each(['public, max-age=31536000, immutable', 'max-age=86400', 'immutable'])('accepts %s', (header) => {
    expect(longLivedProblem(header)).toBeUndefined()
  })

  it.each([null, 'max-age=86399', 'no-cache', 'max-age=31536000, no-store', 'public'])('refuses %s', (header) => {
    expect(longLivedProblem(header)).toMatch(/max-age=31536000, immutable/)
  })
})
