import { leadFieldNames, leadFields } from './lead-contract'
import type { MarketingAuditRequest } from './marketing-audit'

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The RPC's named arguments (docs/product.md §8): every field of the lead contract, then the quiz. */
export function toArgs(request: MarketingAuditRequest): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      leadFieldNames.map((name) => [leadFields[name].arg, leadFields[name].required ? request[name] : optional(request[name])]),
    ),
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
