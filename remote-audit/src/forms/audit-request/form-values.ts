import type { MonthlyBudget } from '../../content/budget-ranges'

// Plain values and types the form needs at once; the zod schema (schema.ts) loads only when the form
// is used. This module imports neither the schema nor the checks: they import it (one way).

/** Free-text cap (docs/product.md §6). */
export const TEXT_CAP = 1000

/** What the inputs hold (all strings, '' when empty): the schema's input (schema.ts holds it to this). */
export interface AuditFormInput {
  firstName: string
  lastName: string
  email: string
  phone: string
  businessName: string
  website: string
  currentMarketing: string
  monthlyBudget: string
  goals: string
}

/**
 * What validation hands to submit: sanitised, optional fields undefined when empty. The schema's
 * output (schema.ts holds it to this).
 */
export interface AuditRequestValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  businessName: string
  website?: string | undefined
  currentMarketing: string | undefined
  monthlyBudget: MonthlyBudget
  goals: string | undefined
}

export const emptyAuditForm: AuditFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessName: '',
  website: '',
  currentMarketing: '',
  monthlyBudget: '',
  goals: '',
}
