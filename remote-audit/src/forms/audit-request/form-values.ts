import type { AuditFormInput } from './schema'

// Plain values the form needs at once; the zod schema (schema.ts) loads only when the form is used.

/** Budget choices (docs/product.md §6); their readable labels live in content/audit-form.ts. */
export const MONTHLY_BUDGETS = ['under-2k', '2k-5k', '5k-10k', '10k-plus'] as const
export type MonthlyBudget = (typeof MONTHLY_BUDGETS)[number]

/** Free-text cap (docs/product.md §6). */
export const TEXT_CAP = 1000

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
