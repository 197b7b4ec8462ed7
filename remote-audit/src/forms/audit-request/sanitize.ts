/**
 * The one sanitising rule for text the visitor sends (SPEC §5 leaves it open; this is ours):
 *
 *   1. line breaks are normalised to "\n" (Windows "\r\n" and old Mac "\r");
 *   2. control characters are dropped: C0 (U+0000-U+001F, tab included), DEL and C1 (U+0080-U+009F).
 *      In the two long free-text fields (current marketing, goals) "\n" is kept so paragraphs
 *      survive; everywhere else it is dropped too;
 *   3. HTML is stripped: `<script>` and `<style>` elements go with their contents (their text is
 *      code, not something the visitor meant to tell us), then anything shaped like a tag, comment
 *      or doctype (`<b>`, `</p>`,
 *      `<img src=x onerror=…>`, `<!-- … -->`), repeated until none is left so nested fragments such
 *      as `<scr<b>ipt>` can't reassemble. A lone "<" or ">" in prose ("budget < $2k") stays;
 *   4. leading and trailing white space is trimmed.
 *
 * A value that is empty after this counts as missing: required fields then fail validation and
 * optional ones are not sent. The rule is idempotent, so applying it twice changes nothing.
 * Why strip rather than escape: the values end up in a CRM, emails and an automation webhook that
 * may render HTML; plain text is what a practice owner types anyway.
 */
export interface SanitizeOptions {
  /** Keep line breaks (the long free-text fields). */
  multiline?: boolean
}

 
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/g
 
const CONTROL_CHARS_EXCEPT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g
/** A tag: "<" then a letter, "/", "!" or "?" and no other "<" before the closing ">". */
const HTML_TAG = /<[a-zA-Z/!?][^<>]*>/g
/** A script or style element with its contents (an unclosed one runs to the end of the value). */
const CODE_ELEMENT = /<(script|style)\b[^<>]*>[\s\S]*?(<\/\1\s*>|$)/gi

function stripTags(value: string): string {
  let previous: string
  let current = value
  do {
    previous = current
    // Code elements first, on their own: stripping plain tags in the same pass could reassemble one.
    current = current.replace(CODE_ELEMENT, '')
    if (current === previous) current = current.replace(HTML_TAG, '')
  } while (current !== previous)
  return current
}

export function sanitizeText(value: string, { multiline = false }: SanitizeOptions = {}): string {
  const normalised = value.replace(/\r\n?/g, '\n')
  const withoutControls = normalised.replace(multiline ? CONTROL_CHARS_EXCEPT_NEWLINE : CONTROL_CHARS, '')
  return stripTags(withoutControls).trim()
}

/** The same rule for an optional field: empty after sanitising means "not given". */
export function sanitizeOptional(value: string | undefined, options?: SanitizeOptions): string | undefined {
  const clean = sanitizeText(value ?? '', options)
  return clean === '' ? undefined : clean
}
