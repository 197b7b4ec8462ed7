import { readUtm, type UtmParams } from 'shared/helpers/utm'

/**
 * What only the visitor's page knows about where a lead came from: the session's UTM set, the
 * page address and the referrer. The lead client sends it with the request, and the server passes
 * it on with the lead to the CRM.
 *
 * Cleaned and capped here as the database does (UTM values at most 200 characters, addresses at
 * most 2048, http and https only) so the request fits; never refused: attribution is a nice to
 * have, the lead is what matters, so whatever does not fit is clipped or left out.
 */
export interface LeadAttribution extends UtmParams {
  page_url: string | null
  referrer: string | null
}

export const MAX_ADDRESS_LENGTH = 2048

/** Half a surrogate pair is not text: the backend refuses it, so it never goes with a lead. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

function wholeText(value: string | null): string | null {
  return value?.replace(LONE_SURROGATE, '').trim() || null
}

/**
 * An http(s) address without credentials, at most 2048 characters: a longer one loses its
 * fragment, then its query (the page itself is what counts); null when it still does not fit or is
 * not a web address (an app referrer such as `android-app://…`, `about:blank`, empty).
 */
export function webAddress(value: string | null | undefined): string | null {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  url.username = ''
  url.password = ''
  if (url.href.length > MAX_ADDRESS_LENGTH) url.hash = ''
  if (url.href.length > MAX_ADDRESS_LENGTH) url.search = ''
  return url.href.length > MAX_ADDRESS_LENGTH ? null : url.href
}

/** Read at call time; every field null outside a browser. Never throws. */
export function leadAttribution(): LeadAttribution {
  // readUtm() trims and clips each value already (shared/helpers/utm).
  const stored = readUtm()
  const utm = Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, wholeText(value)])) as UtmParams
  let pageUrl: string | null = null
  let referrer: string | null = null
  try {
    if (typeof window !== 'undefined') {
      pageUrl = webAddress(window.location.href)
      referrer = webAddress(window.document.referrer)
    }
  } catch {
    // A page without a readable location or referrer sends the lead without them.
  }
  return { ...utm, page_url: pageUrl, referrer }
}
