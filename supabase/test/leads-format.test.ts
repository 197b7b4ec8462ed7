import { describe, expect, it } from 'vitest'
import { csvCell, terminalSafe, toCsv, toTable, type LeadRow } from '../src/cli/leads-format.ts'

describe('leads CSV', () => {
  it('neutralises spreadsheet formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+1 512 555 0142')).toBe(`"'+1 512 555 0142"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
    expect(csvCell('Plain, "quoted"\nnext')).toBe('"Plain, ""quoted""\nnext"')
  })

  it('drops control and bidi characters before deciding, so they cannot hide a formula', () => {
    expect(csvCell('\u001b[2J=1+1')).toBe(`"[2J=1+1"`)
    expect(csvCell('\u0001=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('\u202e=cmd')).toBe(`"'=cmd"`)
    expect(csvCell('\u0085@SUM(1)')).toBe(`"'@SUM(1)"`)
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('<script>alert(1)</script>')).toBe('"<script>alert(1)</script>"')
  })

  it('neutralises a formula behind leading invisible, bidi or blank characters', () => {
    // Spreadsheets skip these before parsing, so the apostrophe must come before the formula
    // itself; the marks in front carry nothing and are dropped.
    expect(csvCell('\u200e=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('\u200f\u200d+1+1')).toBe(`"'+1+1"`)
    expect(csvCell('\u061c\u00ad-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('\ufe0f\u2063\u{E0041}@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\u3164\u2800\u00a0 =1+1')).toBe(`"'=1+1"`)
    expect(csvCell('\uff1d1+1')).toBe(`"'\uff1d1+1"`)
    // Not a formula: left as it is, marks and all.
    expect(csvCell('\u200eAnn')).toBe('"\u200eAnn"')
    expect(csvCell('\u{1F469}\u200d\u2695\ufe0f')).toBe('"\u{1F469}\u200d\u2695\ufe0f"')
  })

  it('keeps escape sequences, C1 controls and direction overrides out of the terminal table', () => {
    expect(terminalSafe('a\u001b[31mb\u009b1mc\u202ed\u2066e')).toBe('a [31mb 1mcde')
    const row: LeadRow = {
      audit_id: 'a',
      created_at: '2026-01-02T03:04:05.000+00:00',
      first_name: '\u001b]0;pwned\u0007Ann',
      last_name: 'Lee\u202e',
      business_name: `${'\u{1F600}'.repeat(45)}`,
      email: 'ann@example.com',
      phone: '512-555-0101',
      monthly_budget: '2k-5k',
      questionnaire_score: 67,
      quiz_answers: 5,
      status: 'pending',
      website_url: null,
      current_marketing: null,
      goals: null,
      delivery_state: 'delivered',
      delivery_attempts: 1,
      delivered_at: '2026-01-02T03:04:06.000+00:00',
      delivery_last_error: null,
    }
    const table = toTable([row])
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    expect(table).toContain(' ]0;pwned Ann Lee')
    // Clipped to 40 code points without splitting a surrogate pair.
    expect(table).toContain(`${'\u{1F600}'.repeat(39)}…`)
    expect(table).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })

  it('writes one quoted row per lead with CRLF line ends, a column per field of the lead contract', () => {
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
      quiz_answers: 5,
      status: 'pending',
      website_url: null,
      current_marketing: 'Referrals\nonly',
      goals: null,
      delivery_state: 'delivered',
      delivery_attempts: 1,
      delivered_at: '2026-01-02T03:04:06.000+00:00',
      delivery_last_error: null,
    }
    const dead = { ...row, audit_id: 'b', questionnaire_score: 0, quiz_answers: 0 }
    Object.assign(dead, { delivery_state: 'dead', delivery_attempts: 3, delivered_at: null, delivery_last_error: '=HTTP 400: bad' })
    expect(toCsv([row, dead])).toBe(
      '"time","first name","last name","email","phone","business name","website","current marketing","monthly budget","goals","score","quiz","status","delivery","delivered at","delivery attempts","last delivery error","audit id"\r\n' +
        '"2026-01-02T03:04:05.000Z","Ann","Lee","ann@example.com","512-555-0101","Glow","","Referrals\nonly","2k-5k","","67","5 answers","pending","delivered","2026-01-02T03:04:06.000Z","1","","a"\r\n' +
        '"2026-01-02T03:04:05.000Z","Ann","Lee","ann@example.com","512-555-0101","Glow","","Referrals\nonly","2k-5k","","0","skipped","pending","dead","","3","\'=HTTP 400: bad","b"\r\n',
    )
  })

  it('shows each lead\'s delivery in the table, and the audit id when listing the undelivered', () => {
    const base: LeadRow = {
      audit_id: '6f1c1c1e-0000-4000-8000-000000000001',
      created_at: '2026-01-02T03:04:05.000+00:00',
      first_name: 'Ann',
      last_name: 'Lee',
      business_name: 'Glow',
      email: 'ann@example.com',
      phone: '512-555-0101',
      monthly_budget: '2k-5k',
      questionnaire_score: 67,
      quiz_answers: 5,
      status: 'pending',
      website_url: null,
      current_marketing: null,
      goals: null,
      delivery_state: 'pending',
      delivery_attempts: 0,
      delivered_at: null,
      delivery_last_error: null,
    }
    const table = toTable([
      base,
      { ...base, delivery_attempts: 2, delivery_last_error: 'HTTP 503' },
      { ...base, delivery_state: 'dead', delivery_attempts: 3, delivery_last_error: 'HTTP 400: \u001b[2Jbad' },
      { ...base, delivery_state: null, delivery_attempts: null },
    ])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/STATUS\s+DELIVERY\s+LAST ERROR$/)
    expect(lines[2]).toMatch(/pending\s+queued$/)
    expect(lines[3]).toMatch(/retrying \(2 attempts\)\s+HTTP 503$/)
    expect(lines[4]).toMatch(/dead \(3 attempts\)\s+HTTP 400: {2}\[2Jbad$/)
    expect(lines[5]).toMatch(/pending\s+-$/)
    expect(table).not.toContain(base.audit_id)
    expect(toTable([base], { undeliveredOnly: true })).toMatch(/AUDIT ID\n[\s\S]*6f1c1c1e-0000-4000-8000-000000000001\n$/)
    expect(toTable([], { undeliveredOnly: true })).toBe('No undelivered leads.\n')
  })
})
