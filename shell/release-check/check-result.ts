/** One line of the report: `PASS <name>: <detail>` or `FAIL <name>: <detail>`. */
export interface CheckResult {
  name: string
  ok: boolean
  detail: string
}

export function pass(name: string, detail: string): CheckResult {
  return { name, ok: true, detail }
}

export function fail(name: string, detail: string): CheckResult {
  return { name, ok: false, detail }
}

/** A check that could not run: it fails, since nothing was verified, and says what it waited for. */
export function notChecked(name: string, because: string): CheckResult {
  return fail(name, `not checked: ${because}`)
}

/** `a, b, c (+4 more)`: keeps a line readable when a whole release shares one problem. */
export function listed(items: readonly string[], max = 4, separator = ', '): string {
  const shown = items.slice(0, max).join(separator)
  return items.length > max ? `${shown} (+${items.length - max} more)` : shown
}

/** Joins problems sharing a message: `a, b: message; c: other message`. */
export function grouped(problems: readonly { subject: string; message: string }[]): string {
  const bySubject = new Map<string, string[]>()
  for (const { subject, message } of problems) bySubject.set(message, [...(bySubject.get(message) ?? []), subject])
  return [...bySubject].map(([message, subjects]) => `${listed(subjects)}: ${message}`).join('; ')
}
