import { getSiteConfig } from 'shared/config'

export function telHref(e164: string = getSiteConfig().phone.e164): string {
  return `tel:${e164}`
}

/**
 * An sms: link with a prefilled body. `?body=` is the RFC 5724 form that both iOS (15+) and
 * Android accept.
 */
export function smsHref(body?: string, e164: string = getSiteConfig().textNumber.e164): string {
  return body ? `sms:${e164}?body=${encodeURIComponent(body)}` : `sms:${e164}`
}

export function mailtoHref(subject?: string, email: string = getSiteConfig().email): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}
