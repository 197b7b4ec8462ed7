/**
 * Whole numbers with US thousands separators, whole US dollars and US calendar dates. Written out
 * rather than with Intl.NumberFormat / Intl.DateTimeFormat: building the first formatter loads
 * locale data right while the page hydrates (docs/decisions/first-load-libraries.md), and the
 * output must be the same in the prerender (Node) and every browser.
 */
function groupThousands(value: number): string {
  const digits = Math.round(Math.abs(value)).toString()
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function formatInteger(value: number): string {
  return `${Math.round(value) < 0 ? '-' : ''}${groupThousands(value)}`
}

export function formatUsd(value: number): string {
  return `${Math.round(value) < 0 ? '-' : ''}$${groupThousands(value)}`
}

/** A whole percent with thousands separators: 10080 → "10,080%". */
export function formatPercent(value: number): string {
  return `${formatInteger(value)}%`
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A calendar date ("2026-06-16") as midnight UTC, so it is the same day in every time zone; throws on anything else. */
export function parseIsoDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`)
  return date
}

/** A calendar date ("2026-06-16") as en-US writes it: "June 16, 2026", or with `short`, "Jun 16, 2026". */
export function formatUsDate(isoDate: string, month: 'long' | 'short' = 'long'): string {
  const date = parseIsoDate(isoDate)
  const name = monthNames[date.getUTCMonth()]!
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
