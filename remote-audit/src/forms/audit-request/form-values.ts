import { leadFieldNames, type LeadInput, type LeadValues } from 'shared/backend/lead-contract'

// Plain values and types the form needs at once; the zod schema (schema.ts) loads only when the form
// is used. This module imports neither the schema nor the checks: they import it (one way).

/** What the inputs hold (all strings, '' when empty): the schema's input. */
export type AuditFormInput = LeadInput

/** What validation hands to submit: sanitised, optional fields undefined when empty. The schema's output. */
export type AuditRequestValues = LeadValues

export const emptyAuditForm = Object.fromEntries(leadFieldNames.map((name) => [name, ''])) as AuditFormInput
