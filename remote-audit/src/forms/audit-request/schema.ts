import { z } from 'zod'

import { leadFields, type LeadFieldRules } from 'shared/backend/lead-contract'
import { leadRules } from 'shared/backend/lead-rules'
import type { AuditFormInput, AuditRequestValues } from './form-values'
import { sanitizeText, visibleLength } from './sanitize'

// This remote bundles its own zod: keep it from probing `new Function` (the CSP forbids eval).
z.config({ jitless: true })

/**
 * One field's check, from its entry in the lead contract: lengths first, then its own rule, in the
 * database's order, so each message is the one the backend would give. Every value is sanitised
 * first (see sanitize.ts), so the limits apply to what is actually sent: "  <b>A</b> " is one
 * character, and a value that sanitises to "" is missing.
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
export const auditRequestSchema = z.object(shape) as unknown as z.ZodType<AuditRequestValues, AuditFormInput>
