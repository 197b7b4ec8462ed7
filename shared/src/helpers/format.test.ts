import { describe, expect, it } from 'vitest'
import { formatInteger, formatPercent, formatUsd, formatUsDate } from './format'

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

  it('writes calendar dates as en-US Intl does, in every month, whatever the time zone', () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    const short = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      for (const day of ['01', '09', '28']) {
        const iso = `2026-${String(month).padStart(2, '0')}-${day}`
        expect(formatUsDate(iso), iso).toBe(long.format(new Date(`${iso}T00:00:00Z`)))
        expect(formatUsDate(iso, 'short'), iso).toBe(short.format(new Date(`${iso}T00:00:00Z`)))
      }
    }
    expect(formatUsDate('2024-02-29')).toBe('February 29, 2024')
  })

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2026-13-01', '16/06/2026', '2026-6-1', '']) expect(() => formatUsDate(bad), bad).toThrow('Not an ISO date')
  })
})
