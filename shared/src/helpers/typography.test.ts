import { describe, expect, it } from 'vitest'
import { keepTogether } from './typography'

describe('keepTogether', () => {
  it('joins ranges, product codes and phone numbers with a non-breaking hyphen', () => {
    expect(keepTogether('costs by 40-60%.')).toBe('costs by 40\u201160%.')
    expect(keepTogether('GLP-1 programs and PT-141')).toBe('GLP\u20111 programs and PT\u2011141')
    expect(keepTogether('28%-45% on the first invoice')).toBe('28%\u201145% on the first invoice')
    expect(keepTogether('Call (512) 555-0148')).toBe('Call (512) 555\u20110148')
    expect(keepTogether('a 5-step process')).toBe('a 5\u2011step process')
  })

  it('keeps a dose with its unit', () => {
    expect(keepTogether('semaglutide 2.4 mg weekly')).toBe('semaglutide 2.4\u00a0mg weekly')
  })

  it('leaves words, dashes and spaced hyphens alone', () => {
    const text = 'follow-up, mobile-first, in-person — and a spaced - hyphen; 30 minutes'
    expect(keepTogether(text)).toBe(text)
  })
})
