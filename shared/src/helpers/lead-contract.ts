/**
 * The one description of an audit request (a lead): its fields, their limits, messages and labels
 * (docs/product.md §6 and §8, word for word). The form's schema, the RPC arguments, the leads
 * CSV and the webhook payload are derived from it; the database holds the same limits in its CHECK
 * constraints and in `submit_marketing_audit`, and `supabase/test/lead-contract.test.ts` fails when
 * the two drift. How to add a field: docs/backend.md, "Adding a lead field".
 *
 * Plain data only: the audit page imports it on its first load for the labels and choices. The
 * rules a field names (email, phone, website) are code in ./lead-rules, loaded with the form's
 * validation.
 */
export interface LeadFieldRules {
  /** The RPC argument, snake_case (docs/product.md §8). */
  arg: string
  /** Where the database stores it, `table.column`. */
  column: string
  /** The form's label, also the leads CSV column. */
  label: string
  required: boolean
  /** How the value is cleaned and checked: a single line, free text keeping line breaks, or a fixed choice. */
  kind: 'line' | 'multiline' | 'choice'
  /** A rule of its own beyond the lengths (`leadRules` in ./lead-rules). */
  rule?: 'email' | 'phone' | 'website'
  /** Fewest characters that show (invisible marks do not count). */
  min?: number
  /** Most characters stored (code points), after cleaning; a choice has none. */
  max?: number
  messages: {
    /** Missing, or fewer than `min` visible characters when there is no `tooShort`. */
    required?: string
    tooShort?: string
    tooLong?: string
    /** The field's own rule (email, phone, website, choice) fails. */
    invalid?: string
  }
  choices?: readonly { value: string; label: string }[]
}

/** The cap on every free-text value (docs/product.md §6). */
export const TEXT_CAP = 1000

/** In the form's order, which is also the order of the RPC arguments and of the messages. */
export const leadFields = {
  firstName: {
    arg: 'first_name',
    column: 'contacts.first_name',
    label: 'First name',
    required: true,
    kind: 'line',
    min: 2,
    max: 50,
    messages: { required: 'First name is required', tooShort: 'First name must be at least 2 characters', tooLong: 'First name too long' },
  },
  lastName: {
    arg: 'last_name',
    column: 'contacts.last_name',
    label: 'Last name',
    required: true,
    kind: 'line',
    min: 2,
    max: 50,
    messages: { required: 'Last name is required', tooShort: 'Last name must be at least 2 characters', tooLong: 'Last name too long' },
  },
  email: {
    arg: 'email',
    rule: 'email',
    column: 'contacts.email',
    label: 'Email',
    required: true,
    kind: 'line',
    max: 254,
    messages: { required: 'Email is required', tooLong: 'Email too long', invalid: 'Please enter a valid email address' },
  },
  phone: {
    arg: 'phone',
    rule: 'phone',
    column: 'contacts.phone',
    label: 'Phone',
    required: true,
    kind: 'line',
    min: 10,
    max: 20,
    messages: { tooShort: 'Please enter a valid phone number', tooLong: 'Phone number too long', invalid: 'Please enter a valid phone number' },
  },
  businessName: {
    arg: 'business_name',
    column: 'marketing_audits.business_name',
    label: 'Practice or business name',
    required: true,
    kind: 'line',
    min: 2,
    max: 100,
    messages: { required: 'Business name is required', tooLong: 'Business name too long' },
  },
  website: {
    arg: 'website',
    rule: 'website',
    column: 'marketing_audits.website_url',
    label: 'Website',
    required: false,
    kind: 'line',
    max: TEXT_CAP,
    messages: { tooLong: 'Website is too long (maximum 1000 characters)', invalid: 'Please enter a valid website address' },
  },
  currentMarketing: {
    arg: 'current_marketing',
    column: 'marketing_audits.current_marketing',
    label: 'What marketing are you doing now?',
    required: false,
    kind: 'multiline',
    max: TEXT_CAP,
    messages: { tooLong: 'Description too long' },
  },
  monthlyBudget: {
    arg: 'monthly_budget',
    column: 'marketing_audits.monthly_budget',
    label: 'Monthly marketing budget',
    required: true,
    kind: 'choice',
    messages: { required: 'Please select a budget range', invalid: 'Please select a budget range' },
    choices: [
      { value: 'under-2k', label: 'Under $2,000 per month' },
      { value: '2k-5k', label: '$2,000 to $5,000 per month' },
      { value: '5k-10k', label: '$5,000 to $10,000 per month' },
      { value: '10k-plus', label: '$10,000+ per month' },
    ],
  },
  goals: {
    arg: 'goals',
    column: 'marketing_audits.goals',
    label: 'What are your goals for the next 12 months?',
    required: false,
    kind: 'multiline',
    max: TEXT_CAP,
    messages: { tooLong: 'Goals description too long' },
  },
} as const satisfies Record<string, LeadFieldRules>

export type LeadFieldName = keyof typeof leadFields
export type MonthlyBudget = (typeof leadFields.monthlyBudget.choices)[number]['value']

type RequiredName = { [K in LeadFieldName]: (typeof leadFields)[K]['required'] extends true ? K : never }[LeadFieldName]
type OptionalName = Exclude<LeadFieldName, RequiredName>

/** What the form's inputs hold: every value a string, '' when empty. */
export type LeadInput = Record<LeadFieldName, string>

/** A lead once validated and cleaned: optional fields undefined when empty. */
export type LeadValues = { [K in RequiredName]: K extends 'monthlyBudget' ? MonthlyBudget : string } & {
  [K in OptionalName]: string | undefined
}

/** A lead as a client sends it: optional fields may be left out. */
export type LeadRequest = Omit<LeadValues, OptionalName> & Partial<Pick<LeadValues, OptionalName>>

export const leadFieldNames = Object.keys(leadFields) as LeadFieldName[]

/** The form's inputs before the visitor types: every field empty. */
export const emptyLeadInput = Object.fromEntries(leadFieldNames.map((name) => [name, ''])) as LeadInput
