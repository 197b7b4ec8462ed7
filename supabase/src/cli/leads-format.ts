import { leadFieldNames, leadFields } from 'shared/helpers/lead-contract'

type ColumnName<T> = T extends `${string}.${infer Column}` ? Column : never
/** The columns that hold the lead contract's fields (`contacts.first_name` -> `first_name`). */
type LeadColumn = ColumnName<(typeof leadFields)[keyof typeof leadFields]['column']>

/** One row of `public.list_recent_leads`: every field of the lead contract, and its state. */
export type LeadRow = Record<LeadColumn, string | null> & LeadRowState

interface LeadRowState {
  audit_id: string
  created_at: string | Date
  questionnaire_score: number
  /** Quiz questions answered; 0 = skipped, and its score of 0 means nothing (migration 20261121230000). */
  quiz_answers: number
  status: string
  /** The webhook delivery (migration 20261124140000); null for leads stored before the outbox. */
  delivery_state: 'pending' | 'delivered' | 'dead' | null
  delivery_attempts: number | null
  delivered_at: string | Date | null
  delivery_last_error: string | null
}

const columns = ['time', 'name', 'business', 'email', 'phone', 'budget', 'score', 'quiz', 'status'] as const
/** One CSV column per field of the lead contract, named after its argument (`business_name` -> "business name"). */
const csvFields = leadFieldNames.map((name) => ({
  header: leadFields[name].arg.replace(/_/g, ' '),
  column: leadFields[name].column.split('.')[1] as LeadColumn,
}))
const csvColumns = [
  'time',
  ...csvFields.map((field) => field.header),
  'score',
  'quiz',
  'status',
  'delivery',
  'delivered at',
  'delivery attempts',
  'last delivery error',
  'audit id',
] as const

function isoTime(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}

/** The delivery in words: never tried yet is "queued", tried and waiting is "retrying". */
function deliveryCell(row: LeadRow): string {
  const attempts = row.delivery_attempts ?? 0
  const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`
  switch (row.delivery_state) {
    case 'delivered':
      return attempts > 1 ? `delivered (${tries})` : 'delivered'
    case 'pending':
      return attempts === 0 ? 'queued' : `retrying (${tries})`
    case 'dead':
      return `dead (${tries})`
    default:
      return '-'
  }
}

/** "skipped" rather than a count of 0, so a score of 0 is never read as a result. */
function quizCell(answers: number): string {
  if (answers === 0) return 'skipped'
  return `${answers} ${answers === 1 ? 'answer' : 'answers'}`
}

function cells(row: LeadRow): string[] {
  return [
    isoTime(row.created_at),
    `${row.first_name ?? ''} ${row.last_name ?? ''}`,
    row.business_name ?? '',
    row.email ?? '',
    row.phone ?? '',
    row.monthly_budget ?? '',
    String(row.questionnaire_score),
    quizCell(row.quiz_answers),
    row.status,
  ]
}

/**
 * A CSV cell that a spreadsheet will show as text. Leads are typed by strangers: a value starting
 * with = + - @ (or tab / carriage return, which some spreadsheets skip before parsing) would run
 * as a formula (CSV injection), also behind invisible marks or blanks, so it gets a leading
 * apostrophe. Every cell is quoted, with
 * embedded quotes doubled (RFC 4180), so commas and line breaks stay inside the cell. Control
 * characters other than tab, CR and LF, and bidi/invisible controls, are dropped.
 */
export function csvCell(value: string): string {
  // Control characters other than tab and line breaks (ESC would run as a terminal escape when
  // the CSV is printed) and bidi/invisible controls go first, so what is left is checked.
  const visible = value.replace(csvUnsafe, '').replace(invisible, '')
  // Marks that show nothing (LRM, ZWJ, soft hyphen, fillers, variation selectors, tags) and
  // blanks in front of a formula are skipped by spreadsheets or hide it from a prefix check, so
  // the test runs on what follows them, and a formula cell keeps only that.
  const start = visible.replace(leadingBlank, '')
  const neutral = formulaStart.test(start) ? `'${start}` : visible
  return `"${neutral.replace(/"/g, '""')}"`
}

const csvUnsafe = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
/** The ASCII formula starters, and their full-width forms (some spreadsheets read those too). */
const formulaStart = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/
/** Invisible or bidi marks and white space (not tab or CR: those start a formula themselves). */
const leadingBlank =
  // The class lists code points one by one (combining ones on purpose), not graphemes.
  // eslint-disable-next-line no-misleading-character-class
  /^[\n\u000b\u000c \u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]+/u

function csvCells(row: LeadRow): string[] {
  return [
    isoTime(row.created_at),
    ...csvFields.map((field) => row[field.column] ?? ''),
    String(row.questionnaire_score),
    quizCell(row.quiz_answers),
    row.status,
    row.delivery_state ?? '',
    row.delivered_at ? isoTime(row.delivered_at) : '',
    row.delivery_attempts === null || row.delivery_attempts === undefined ? '' : String(row.delivery_attempts),
    row.delivery_last_error ?? '',
    row.audit_id,
  ]
}

export function toCsv(rows: LeadRow[]): string {
  const lines = [csvColumns.map(csvCell).join(','), ...rows.map((row) => csvCells(row).map(csvCell).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

/**
 * What a terminal must not receive from a stranger's text: C0/C1 control characters (ESC and CSI
 * start escape sequences), and bidi embedding/override/isolate controls and invisible separators
 * (they reorder or hide what the owner reads). The database strips these on the way in since
 * migration 20261121100000; older rows are cleaned here too.
 */
const terminalUnsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const invisible = /[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]/g

export function terminalSafe(text: string): string {
  return text.replace(terminalUnsafe, ' ').replace(invisible, '')
}

/** At most `max` code points (never splits a surrogate pair), with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const points = Array.from(text)
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : text
}

/**
 * Aligned plain-text table for the terminal; control characters are made visible-safe. The
 * delivery and its last error are always shown; `undeliveredOnly` (the rows the owner may want to
 * re-queue) adds the audit id that `--redeliver` takes.
 */
export function toTable(rows: LeadRow[], options: { undeliveredOnly?: boolean } = {}): string {
  if (rows.length === 0) return options.undeliveredOnly ? 'No undelivered leads.\n' : 'No audit requests yet.\n'
  const withId = options.undeliveredOnly === true
  const body = rows.map((row) => {
    const [time = '', ...rest] = cells(row)
    const delivery = [deliveryCell(row), row.delivery_last_error ?? '', ...(withId ? [row.audit_id] : [])]
    return [time.slice(0, 16).replace('T', ' '), ...rest, ...delivery].map(terminalSafe).map((cell) => clip(cell, 40))
  })
  const names = [...columns, 'delivery', 'last error', ...(withId ? ['audit id'] : [])]
  const header = names.map((name) => (name === 'time' ? 'TIME (UTC)' : name.toUpperCase()))
  const widths = header.map((name, i) => Math.max(name.length, ...body.map((line) => line[i]!.length)))
  const render = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()
  return `${[render(header), render(widths.map((w) => '-'.repeat(w))), ...body.map(render)].join('\n')}\n`
}
