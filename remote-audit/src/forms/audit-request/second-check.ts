import { TEXT_CAP, type AuditRequestValues } from './form-values'
import { visibleLength } from './sanitize'

/**
 * The second check right before sending (docs/product.md §6), independent of the form schema: it guards the
 * request itself (values set programmatically, a schema change, autofill quirks). It mirrors the
 * backend's constraints so a request it passes is not rejected for shape.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** Digits with the usual separators, optional leading "+", 7-15 digits (E.164's maximum). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/
/**
 * Websites the owner's tools may show as links: http:// or https:// with a host, or a bare domain
 * (labels joined by dots, an optional port, then a path) that the form reads as https. No other
 * scheme can match: a bare domain's host has no ":" and needs a dot. The database's rule
 * (private.is_allowed_website), character for character.
 */
const WEBSITE_WITH_SCHEME = /^https?:\/\/[^/?#\\\u0001-\u0020\u007F.:@][^/?#\\\u0001-\u0020\u007F]*([/?#].*)?$/i
const BARE_DOMAIN = /^[^/?#\\:@.\u0001-\u0020\u007F]+(\.[^/?#\\:@.\u0001-\u0020\u007F]+)+(:\d{1,5})?([/?#].*)?$/

/** Readable names for '{field} is too long (maximum 1000 characters)'. */
const FIELD_NAMES = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  businessName: 'Business name',
  website: 'Website',
  currentMarketing: 'Current marketing',
  goals: 'Goals',
} as const satisfies Partial<Record<keyof AuditRequestValues, string>>

export function isAllowedWebsite(website: string): boolean {
  return WEBSITE_WITH_SCHEME.test(website) || BARE_DOMAIN.test(website)
}

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return PHONE_CHARS.test(phone) && digits >= 7 && digits <= 15
}

/** The failed rules' messages, in form order; empty when the request may be sent. */
export function secondCheck(values: AuditRequestValues): string[] {
  const messages: string[] = []
  // Nothing visible (only invisible marks or blanks) is missing too.
  if (!visibleLength(values.firstName)) messages.push('First name is required')
  if (!visibleLength(values.lastName)) messages.push('Last name is required')
  if (!visibleLength(values.email)) messages.push('Email is required')
  else if (!EMAIL.test(values.email)) messages.push('Please enter a valid email address')
  if (values.phone && !isValidPhone(values.phone)) messages.push('Please enter a valid phone number')
  // An over-long website gets only the length message below, as in the database.
  if (values.website && values.website.length <= TEXT_CAP && !isAllowedWebsite(values.website)) {
    messages.push('Please enter a valid website address')
  }
  for (const [field, name] of Object.entries(FIELD_NAMES) as [keyof typeof FIELD_NAMES, string][]) {
    const value = values[field]
    if (typeof value === 'string' && value.length > TEXT_CAP) messages.push(`${name} is too long (maximum ${TEXT_CAP} characters)`)
  }
  return messages
}

/** The 'Validation Error' toast's description: the messages joined by periods. */
export function joinMessages(messages: readonly string[]): string {
  return messages.length === 0 ? '' : `${messages.join('. ')}.`
}
