import { describe, expect, it } from 'vitest'
import { countWords, readMinutes } from './read-time'

describe('countWords', () => {
  it('counts visible words only, not link targets or markup', () => {
    expect(countWords('## A heading\n\n- **Bold** item with [a link](/blog/some-long-slug)\n1. Step')).toBe(8)
    expect(countWords('Costs fell 28%-45% — really.')).toBe(4)
  })
})

describe('readMinutes', () => {
  it('rounds up at 225 words a minute within 5-10 minutes', () => {
    expect(readMinutes(1000)).toBe(5)
    expect(readMinutes(1126)).toBe(6)
    expect(readMinutes(2000)).toBe(9)
    expect(readMinutes(100)).toBe(5)
    expect(readMinutes(5000)).toBe(10)
  })
})
