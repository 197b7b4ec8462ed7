// UTC on both sides so the server-rendered date matches the hydrated one in every time zone.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

function parseIsoDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${iso}`)
  return date
}

/** "June 16, 2026" */
export function formatLongDate(iso: string): string {
  return longDate.format(parseIsoDate(iso))
}

/** "Jun 16, 2026" */
export function formatShortDate(iso: string): string {
  return shortDate.format(parseIsoDate(iso))
}

/** RFC 822 date for RSS ("Tue, 16 Jun 2026 00:00:00 GMT"). */
export function formatRfc822(iso: string): string {
  return parseIsoDate(iso).toUTCString()
}
