import { z } from 'zod/mini'
import { leadFieldNames, leadFields } from 'shared/helpers/lead-contract'
import type { MarketingAuditRequest } from './marketing-audit-types'

/*
 * The lead client's side of the wire, loaded with the first submission (not with every page that
 * imports the client): what submit_marketing_audit is sent, and the checks of what it answers.
 * Values go as the form hands them over: the database cleans and checks them, so nothing is
 * trimmed or checked here.
 */

/** The RPC's named arguments (docs/product.md §8): every field of the lead contract (null when not given), then the quiz. */
export function toArgs(request: MarketingAuditRequest): Record<string, unknown> {
  return {
    ...Object.fromEntries(leadFieldNames.map((name) => [leadFields[name].arg, request[name] ?? null])),
    // Sent as text, as docs/product.md §8 records it; the database accepts "67" and 67 alike.
    questionnaire_score: String(request.questionnaireScore),
    answers: request.answers,
  }
}

const names: Record<string, string> = { questionnaire_score: 'questionnaireScore', answers: 'answers' }
for (const name of leadFieldNames) names[leadFields[name].arg] = name

/** The form's name of an RPC argument the database reported a problem with (`first_name` -> `firstName`). */
export function fieldNameOf(arg: string): string {
  return names[arg] ?? arg
}

/** What submit_marketing_audit answers: the stored ids, or (on 400) its field errors as JSON details. */
export const idsSchema = z.object({ contact_id: z.string().check(z.minLength(1)), audit_id: z.string().check(z.minLength(1)) })
export const fieldErrorsSchema = z.array(z.object({ field: z.string(), message: z.string() }))
