/** One row of `public.list_recent_leads`. */
export interface LeadRow {
  audit_id: string
  created_at: string | Date
  first_name: string
  last_name: string
  business_name: string
  email: string
  phone: string
  monthly_budget: string
  questionnaire_score: number
  status: string
  website_url: string | null
}

const columns = ['time', 'name', 'business', 'email', 'phone', 'budget', 'score', 'status'] as const

function cells(row: LeadRow): string[] {
  const time = row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString()
  return [
    time,
    `${row.first_name} ${row.last_name}`,
    row.business_name,
    row.email,
    row.phone,
    row.monthly_budget,
    String(row.questionnaire_score),
    row.status,
  ]
}

/**
 * A CSV cell that a spreadsheet will show as text. Leads are typed by strangers: a value starting
 * with = + - @ (or tab / carriage return, which some spreadsheets skip before parsing) would run
 * as a formula (CSV injection), so it gets a leading apostrophe. Every cell is quoted, with
 * embedded quotes doubled (RFC 4180), so commas and line breaks stay inside the cell.
 */
export function csvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${neutral.replace(/"/g, '""')}"`
}

export function toCsv(rows: LeadRow[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => cells(row).map(csvCell).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

/** Aligned plain-text table for the terminal; control characters are made visible-safe. */
export function toTable(rows: LeadRow[]): string {
  if (rows.length === 0) return 'No audit requests yet.\n'
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ')
  const body = rows.map((row) => {
    const [time = '', ...rest] = cells(row)
    return [time.slice(0, 16).replace('T', ' '), ...rest].map(clean).map((cell) => (cell.length > 40 ? `${cell.slice(0, 39)}…` : cell))
  })
  const header = columns.map((name) => (name === 'time' ? 'TIME (UTC)' : name.toUpperCase()))
  const widths = header.map((name, i) => Math.max(name.length, ...body.map((line) => line[i]!.length)))
  const render = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()
  return `${[render(header), render(widths.map((w) => '-'.repeat(w))), ...body.map(render)].join('\n')}\n`
}
