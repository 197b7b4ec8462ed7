import { formatUsDate, parseIsoDate } from 'shared/helpers/format'

/** "June 16, 2026" (written out in shared/helpers/format: an Intl formatter is slow to build, docs/decisions/first-load-libraries.md). */
export function formatLongDate(iso: string): string {
  return formatUsDate(iso, 'long')
}

/** "Jun 16, 2026" */
export function formatShortDate(iso: string): string {
  return formatUsDate(iso, 'short')
}

/** RFC 822 date for RSS ("Tue, 16 Jun 2026 00:00:00 GMT"). */
export function formatRfc822(iso: string): string {
  return parseIsoDate(iso).toUTCString()
}
