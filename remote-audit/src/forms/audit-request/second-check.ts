import { TEXT_CAP, leadFields } from 'shared/backend/lead-contract'
import { leadRules } from 'shared/backend/lead-rules'
import type { AuditRequestValues } from './form-values'
import { visibleLength } from './sanitize'

/**
 * The second check right before sending (docs/product.md §6), independent of the form schema: it
 * guards the request itself (values set programmatically, a schema change, autofill quirks). It
 * applies the lead contract's required fields and rules and the text cap, as the backend does, so
 * a request it passes is not rejected for shape. Returns the failed rules' messages in form order,
 * none when the request may be sent.
 */
export function secondCheck(values: AuditRequestValues): string[] {
  const messages: string[] = []
  const fields = Object.entries(leadFields) as [keyof AuditRequestValues, (typeof leadFields)[keyof AuditRequestValues]][]
  for (const [field, rules] of fields) {
    const value = values[field] ?? ''
    // Nothing visible (only invisible marks or blanks) is missing too.
    if (!visibleLength(value)) {
      if (rules.required && 'required' in rules.messages && rules.kind === 'line') messages.push(rules.messages.required)
      // An over-long value gets only the length message below, as in the database.
    } else if ('rule' in rules && value.length <= TEXT_CAP && !leadRules[rules.rule](value)) {
      messages.push(rules.messages.invalid)
    }
  }
  for (const [field, rules] of fields) {
    const value = values[field]
    if ('name' in rules && typeof value === 'string' && value.length > TEXT_CAP) messages.push(`${rules.name} is too long (maximum ${TEXT_CAP} characters)`)
  }
  return messages
}
