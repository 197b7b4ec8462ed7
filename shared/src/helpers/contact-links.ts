// The numbers come from the caller's site config (getSiteConfig()): importing the config here would
// bundle a second copy of it into every remote that uses these (a kit module's import of a share is
// not routed to the page's instance; docs/architecture.md, "Shared").

export function telHref(e164: string): string {
  return `tel:${e164}`
}

/**
 * An sms: link with a prefilled body. `?body=` is the RFC 5724 form that both iOS (15+) and
 * Android accept.
 */
export function smsHref(body: string | undefined, e164: string): string {
  return body ? `sms:${e164}?body=${encodeURIComponent(body)}` : `sms:${e164}`
}

export function mailtoHref(subject: string | undefined, email: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}
