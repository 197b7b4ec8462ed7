import { z } from 'zod'

import { leadFields, type LeadFieldRules, type LeadInput, type LeadValues } from 'shared/helpers/lead-contract'
import { leadRules } from 'shared/helpers/lead-rules'

/**
 * The browser's one check of a lead (docs/product.md §6), for the visitor's sake: what the form
 * marks at a field before anything is sent. The database checks the request again and is the
 * truth (`submit_marketing_audit`, docs/backend.md); a disagreement comes back as its "Validation
 * Error" toast. This module is the only browser code that applies the lead contract's rules or
 * cleans the visitor's text (`supabase/test/lead-path.test.ts` holds that), and it loads only when
 * the form is used (./load-validation.ts).
 */

// This remote bundles its own zod: keep it from probing `new Function` (the CSP forbids eval).
z.config({ jitless: true })

/*
 * Cleaning: the one sanitising rule for text the visitor sends (docs/product.md §6):
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
 *   4. leading and trailing white space is trimmed;
 *   5. a value with nothing visible becomes empty: one made only of characters that show nothing
 *      (zero-width joiners, direction marks, Hangul fillers, the Braille blank, soft hyphens,
 *      variation selectors, invisible operators, tag characters) and white space. Inside real
 *      text they stay: they build emoji sequences, Persian and Indic words and flags.
 *
 * A value that is empty after this counts as missing: required fields then fail validation and
 * optional ones are not sent. Minimum lengths count what shows (`visibleLength`), as the
 * database does. The rule is idempotent, so applying it twice changes nothing.
 * Why strip rather than escape: the values end up in a CRM, emails and an automation webhook that
 * may render HTML; plain text is what a practice owner types anyway. The database cleans what it
 * stores once more (`private.clean_text`: line breaks, control and invisible characters, trim),
 * and is the truth; stripping HTML is this rule's alone (docs/backend.md keeps markup as data).
 */

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

/**
 * Characters with no glyph of their own, the database's list (private.visible_text): soft
 * hyphen, CGJ, Arabic letter mark, Hangul fillers, Mongolian selectors, zero-width and direction
 * marks, bidi controls, word joiner and invisible operators, Braille blank, variation selectors,
 * BOM, tag characters.
 */
const INVISIBLE =
  // The class lists code points one by one (combining ones on purpose), not graphemes.
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu

/** What shows of a value: without invisible characters, trimmed (Unicode white space too). */
function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').trim()
}

/** Characters that show, one per code point (what the database's length checks count). */
export function visibleLength(value: string): number {
  return Array.from(visibleText(value)).length
}

export function sanitizeText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const normalised = value.replace(/\r\n?/g, '\n')
  const withoutControls = normalised.replace(multiline ? CONTROL_CHARS_EXCEPT_NEWLINE : CONTROL_CHARS, '')
  const clean = stripTags(withoutControls).trim()
  return visibleText(clean) === '' ? '' : clean
}

/**
 * One field's check, from its entry in the lead contract: lengths first, then its own rule, in the
 * database's order, so each message is the one the backend would give. Every value is sanitised
 * first, so the limits apply to what is actually sent: "  <b>A</b> " is one character, and a
 * value that sanitises to "" is missing.
 */
function fieldSchema({ kind, min, max, rule, required, messages, choices }: LeadFieldRules) {
  if (kind === 'choice') {
    const values = (choices ?? []).map((choice) => choice.value)
    return z.string().refine((value) => values.includes(value), messages.invalid)
  }
  let text = z.string()
  // At least `min` characters that show: invisible marks and fillers do not count.
  if (min) text = text.refine((value) => visibleLength(value) >= min, messages.tooShort ?? messages.required)
  if (max) text = text.max(max, messages.tooLong)
  // An optional field left empty is not checked further (it is not sent).
  if (rule) text = text.refine((value) => (!required && value === '') || leadRules[rule](value), messages.invalid)
  return z
    .string()
    .transform((value) => sanitizeText(value, { multiline: kind === 'multiline' }))
    .pipe(text)
    .transform((value) => (required || value !== '' ? value : undefined))
}

const shape = Object.fromEntries(Object.entries(leadFields).map(([name, rules]) => [name, fieldSchema(rules)]))

/** The audit request form (docs/product.md §6): every field of the lead contract, messages word for word. */
export const auditRequestSchema = z.object(shape) as unknown as z.ZodType<LeadValues, LeadInput>
