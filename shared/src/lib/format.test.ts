import { describe, expect, it } from 'vitest'
import { formatInteger, formatPercent, formatUsd } from './format'

describe('format', () => {
  const reference = {
    usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    integer: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  }
  it('matches en-US Intl formatting for whole numbers and dollars', () => {
    for (const value of [0, 7, 999, 1000, 1500.4, 1500.6, 12345, 999999.5, 1234567, 150000000, -1, -2500, -1234567.8]) {
      expect(formatInteger(value), String(value)).toBe(reference.integer.format(value))
      expect(formatUsd(value), String(value)).toBe(reference.usd.format(value))
    }
  })

  it('writes whole percents with separators', () => {
    expect(formatPercent(10080)).toBe('10,080%')
    expect(formatPercent(3360.4)).toBe('3,360%')
  })
})
