/**
 * The monthly budget choices (docs/product.md §6), in the form's order: the values the form sends,
 * its schema accepts and the database stores. Their readable labels are the form's copy
 * (audit-form.ts `budgetOptions`).
 */
export const MONTHLY_BUDGETS = ['under-2k', '2k-5k', '5k-10k', '10k-plus'] as const
export type MonthlyBudget = (typeof MONTHLY_BUDGETS)[number]
