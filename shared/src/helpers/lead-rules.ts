import type { LeadFieldRules } from './lead-contract'

/*
 * The rules the lead contract's fields name (./lead-contract), apart from it so that the audit
 * page's first load, which needs the contract's labels, does not carry them.
 */

/**
 * An email address: something, "@", a domain with at least one dot, no blanks. The database's
 * `contacts_email_format` constraint and `submit_marketing_audit` use the same pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Digits with the usual separators, an optional leading "+". */
const PHONE_CHARS = /^\+?[\d\s().-]+$/

/** 7-15 digits (E.164's maximum), as the database counts them. */
export function hasPhoneDigits(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

/**
 * The form's phone rule: the digits, and only the usual separators. The database checks the digits
 * only, so a number sent to the API directly may carry an extension or other text.
 */
export function isValidPhone(phone: string): boolean {
  return PHONE_CHARS.test(phone) && hasPhoneDigits(phone)
}

/*
 * Websites the owner's tools may show as links: http:// or https:// with a host, or a bare domain
 * (labels joined by dots, an optional port, then a path) that the form reads as https. No other
 * scheme can match: a bare domain's host has no ":" and needs a dot. The database's rule
 * (private.is_allowed_website), character for character.
 */
const WEBSITE_WITH_SCHEME = /^https?:\/\/[^/?#\\\u0001-\u0020\u007F.:@][^/?#\\\u0001-\u0020\u007F]*([/?#].*)?$/i
const BARE_DOMAIN = /^[^/?#\\:@.\u0001-\u0020\u007F]+(\.[^/?#\\:@.\u0001-\u0020\u007F]+)+(:\d{1,5})?([/?#].*)?$/

export function isAllowedWebsite(website: string): boolean {
  return WEBSITE_WITH_SCHEME.test(website) || BARE_DOMAIN.test(website)
}

/** The rule of each `rule` name of the lead contract, run on the cleaned value. */
export const leadRules: Record<NonNullable<LeadFieldRules['rule']>, (value: string) => boolean> = {
  email: (value) => EMAIL_PATTERN.test(value),
  phone: isValidPhone,
  website: isAllowedWebsite,
}
