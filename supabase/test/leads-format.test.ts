import { describe, expect, it } from 'vitest'
import { csvCell, toCsv, type LeadRow } from '../src/cli/leads-format.ts'

describe('leads CSV', () => {
  it('neutralises spreadsheet formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+1 512 555 0142')).toBe(`"'+1 512 555 0142"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
    expect(csvCell('Plain, "quoted"\nnext')).toBe('"Plain, ""quoted""\nnext"')
  })

  it('writes one quoted row per lead with CRLF line ends', () => {
    const row: LeadRow = {
      audit_id: 'a',
      created_at: '2026-01-02T03:04:05.000+00:00',
      first_name: 'Ann',
      last_name: 'Lee',
      business_name: 'Glow',
      email: 'ann@example.com',
      phone: '512-555-0101',
      monthly_budget: '2k-5k',
      questionnaire_score: 67,
      status: 'pending',
      website_url: null,
    }
    expect(toCsv([row])).toBe(
      '"time","name","business","email","phone","budget","score","status"\r\n' +
        '"2026-01-02T03:04:05.000Z","Ann Lee","Glow","ann@example.com","512-555-0101","2k-5k","67","pending"\r\n',
    )
  })
})
