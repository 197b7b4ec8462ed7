import type { LeadAttribution } from 'shared/helpers/lead-attribution'
import type { LeadRequest } from 'shared/helpers/lead-contract'

/**
 * The lead's fields (shared/helpers/lead-contract) with the quiz and the page's attribution: what the
 * lead client takes and its wire mapping sends, declared apart from both so neither imports the other.
 */
export interface MarketingAuditRequest extends LeadRequest {
  questionnaireScore: number
  answers: Record<string, number>
  /**
   * What only the page knows (UTM set, page address, referrer), read by the form that submits
   * (`leadAttribution()` from shared/helpers/lead-attribution): passed in rather than read by the lead
   * client, so that client, which every page loads, stays small.
   */
  attribution?: LeadAttribution
}
