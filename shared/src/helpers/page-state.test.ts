import { describe, expect, it } from 'vitest'
import { pageState } from './page-state'

describe('pageState', () => {
  it('gives every caller (every copy of a module) the same object for a key', () => {
    const a = pageState('test-key', () => ({ n: 1 }))
    const b = pageState('test-key', () => ({ n: 2 }))
    expect(b).toBe(a)
    expect(b.n).toBe(1)
    expect(pageState('other-key', () => ({ n: 3 })).n).toBe(3)
  })
})
