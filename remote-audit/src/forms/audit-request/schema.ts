import { z } from 'zod'

import { MONTHLY_BUDGETS } from '../../content/budget-ranges'
import { TEXT_CAP, type AuditFormInput, type AuditRequestValues } from './form-values'
import { sanitizeOptional, sanitizeText, visibleLength } from './sanitize'
import { isAllowedWebsite, isValidPhone } from './second-check'

// This remote bundles its own zod: keep it from probing `new Function` (the CSP forbids eval).
z.config({ jitless: true })

// Every text value is sanitised first (see sanitize.ts), so the limits below apply to what is
// actually sent: "  <b>A</b> " is one character, and a value that sanitises to "" is missing.
const line = () => z.string().transform((v) => sanitizeText(v))
const optionalLine = () => z.string().transform((v) => sanitizeOptional(v))
/** At least `min` characters that show: invisible marks and fillers do not count. */
const visibleAtLeast = (min: number) => (v: string) => visibleLength(v) >= min
const longText = (message: string) =>
  z
    .string()
    .transform((v) => sanitizeText(v, { multiline: true }))
    .pipe(z.string().max(TEXT_CAP, message))
    .transform((v) => (v === '' ? undefined : v))

/** The audit request form (docs/product.md §6); messages word for word. */
export const auditRequestSchema = z.object({
  firstName: line().pipe(z.string().refine(visibleAtLeast(2), 'First name must be at least 2 characters').max(50, 'First name too long')),
  lastName: line().pipe(z.string().refine(visibleAtLeast(2), 'Last name must be at least 2 characters').max(50, 'Last name too long')),
  email: line().pipe(z.email('Please enter a valid email address').max(254, 'Email too long')),
  // The second check's character rule too, so "call me" is marked at the field, not only in a toast.
  phone: line().pipe(
    z
      .string()
      .min(10, 'Please enter a valid phone number')
      .max(20, 'Phone number too long')
      .refine(isValidPhone, 'Please enter a valid phone number'),
  ),
  businessName: line().pipe(z.string().refine(visibleAtLeast(2), 'Business name is required').max(100, 'Business name too long')),
  // Optional. The second check's text cap and website rule, here so they are marked at the field.
  website: optionalLine().pipe(
    z
      .string()
      .max(TEXT_CAP, `Website is too long (maximum ${TEXT_CAP} characters)`)
      .refine(isAllowedWebsite, 'Please enter a valid website address')
      .optional(),
  ),
  currentMarketing: longText('Description too long'),
  monthlyBudget: z
    .string()
    .min(1, 'Please select a budget range')
    .pipe(z.enum(MONTHLY_BUDGETS, { error: 'Please select a budget range' })),
  goals: longText('Goals description too long'),
})

/** True only when A and B are the same type (each assignable to the other is not enough: optional keys). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
// The form's types are written out in form-values.ts, so nothing that needs only them imports this
// module; the type check holds them to the schema's input and output.
const inputMatches: Same<z.input<typeof auditRequestSchema>, AuditFormInput> = true
const outputMatches: Same<z.output<typeof auditRequestSchema>, AuditRequestValues> = true
void inputMatches
void outputMatches
