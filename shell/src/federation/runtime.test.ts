import { describe, expect, it } from 'vitest'
import { entryForAttempt } from './runtime'

describe('a retry asks for the remote entry under a fresh URL', () => {
  const entry = 'http://site/remotes/remote-blog/remoteEntry.js'

  it('leaves the first attempt alone', () => {
    expect(entryForAttempt(entry, 0)).toBe(entry)
  })

  it('numbers each retry', () => {
    expect(entryForAttempt(entry, 2)).toBe(`${entry}?retry=2`)
  })

  it('keeps a query the entry already has, and sets the number once', () => {
    expect(entryForAttempt(`${entry}?v=1`, 3)).toBe(`${entry}?v=1&retry=3`)
    expect(entryForAttempt(`${entry}?v=1&retry=2`, 3)).toBe(`${entry}?v=1&retry=3`)
  })
})
