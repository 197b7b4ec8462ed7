import { leadAttribution } from 'shared/helpers/lead-attribution'
import { submitMarketingAudit, type MarketingAuditRequest, type SubmitAuditOptions } from 'shared/singletons/backend/marketing-audit'
import { track } from 'shared/singletons/backend/analytics'
import type { LeadValues } from 'shared/helpers/lead-contract'

/**
 * The one module of this remote that talks to the backend. It stores the request through
 * `submitMarketingAudit()` and, only once it is stored, fires the follow-ups of docs/product.md §7: the
 * `marketing_audit_submission` analytics event and a gtag event. None of the follow-ups is awaited
 * or can fail the submission. The lead reaches the automation service (CRM) from the server, which
 * queues it with the stored request: nothing else leaves the browser, and closing the tab at once
 * loses nothing.
 */
export type AuditSubmitResult = Awaited<ReturnType<typeof submitMarketingAudit>>

export interface AuditSubmission {
  /** Validated, sanitised form values (the schema's output). */
  values: LeadValues
  /** Quiz score 0-100 (unanswered questions count 0). */
  score: number
  answers: Record<string, number>
}

type Gtag = (command: 'event', eventName: string, params?: Record<string, unknown>) => void

/**
 * Sends a Google tag event when gtag is on the page (it is loaded only when a measurement id is
 * configured). Read from `window` at call time, never declared globally, so this module doesn't
 * clash with another package's gtag typing. Never throws: tracking must not break a submission.
 */
function sendGtagEvent(eventName: 'form_submission' | 'form_error', params: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined') return
    const gtag = (window as Window & { gtag?: Gtag }).gtag
    if (typeof gtag === 'function') gtag('event', eventName, { form_type: 'marketing_audit', ...params })
  } catch {
    // A broken tag manager is not the visitor's problem.
  }
}

function runQuietly(task: () => unknown): void {
  try {
    void Promise.resolve(task()).catch(() => undefined)
  } catch {
    // Follow-up failures are ignored by design (docs/product.md §7).
  }
}

/** `onRetry`: the lead client is retrying on its own (the API is briefly away), so the form can say so. */
export async function submitAuditRequest({ values, score, answers }: AuditSubmission, options: Pick<SubmitAuditOptions, 'onRetry'> = {}): Promise<AuditSubmitResult> {
  const request: MarketingAuditRequest = { ...values, questionnaireScore: score, answers, attribution: leadAttribution() }
  let result: AuditSubmitResult
  try {
    result = await submitMarketingAudit(request, options)
  } catch (error) {
    // The contract says it never throws; if it ever does, the visitor still gets the failure path.
    result = { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }

  if (result.kind === 'ok') {
    const { contactId, auditId } = result
    // Ids and score only: analytics rows hold no contact data (the ids lead to it for those who may read it).
    runQuietly(() => track('marketing_audit_submission', { score, contact_id: contactId, audit_id: auditId }))
    sendGtagEvent('form_submission')
  } else if (result.kind !== 'rate-limited') {
    sendGtagEvent('form_error', { reason: result.kind })
  }
  return result
}
