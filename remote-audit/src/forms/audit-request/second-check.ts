import type { AuditRequestValues } from './schema'
import { TEXT_CAP } from './form-values'

/**
 * The second check right before sending (SPEC §5), independent of the form schema: it guards the
 * request itself (values set programmatically, a schema change, autofill quirks). It mirrors the
 * backend's constraints so a request it passes is not rejected for shape.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** Digits with the usual separators, optional leading "+", 7-15 digits (E.164's maximum). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/

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

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return PHONE_CHARS.test(phone) && digits >= 7 && digits <= 15
}

/** The failed rules' messages, in form order; empty when the request may be sent. */
export function secondCheck(values: AuditRequestValues): string[] {
  const messages: string[] = []
  if (!values.firstName) messages.push('First name is required')
  if (!values.lastName) messages.push('Last name is required')
  if (!values.email) messages.push('Email is required')
  else if (!EMAIL.test(values.email)) messages.push('Please enter a valid email address')
  if (values.phone && !isValidPhone(values.phone)) messages.push('Please enter a valid phone number')
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
