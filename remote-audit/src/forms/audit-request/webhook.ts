import { getSiteConfig } from 'shared/config'
import { readUtm, type UtmParams } from 'shared/lib/utm'
import type { AuditRequestValues } from './schema'
import { sendGtagEvent } from './gtag'

/**
 * The automation webhook (SPEC §7): after a stored submission, the lead goes to the automation
 * service (CRM sequences, notifications) as one JSON object.
 *
 * Transport: `mode: 'no-cors'` so any automation endpoint works without CORS set-up. In no-cors
 * mode a browser only lets CORS-safelisted headers through and would silently replace
 * `Content-Type: application/json` with text/plain, so the body is the JSON text and the header
 * says honestly `text/plain;charset=UTF-8`; receivers parse the body as JSON. The response is
 * opaque and never read. `keepalive` lets the request finish while the page navigates away
 * (the success path leaves for the home page 2 s later).
 */
export interface WebhookPayload extends UtmParams {
  firstName: string
  lastName: string
  email: string
  phone: string
  businessName: string
  website: string
  currentMarketing: string
  monthlyBudget: string
  goals: string
  form_type: 'marketing_audit'
  timestamp: string
  origin: string
  source: 'website_form'
  site_name: string
  page_url: string
  path: string
  referrer: string
  user_agent: string
  questionnaireScore: number
  answers: Record<string, number>
  contact_id: string
  audit_id: string
}

export interface StoredSubmission {
  values: AuditRequestValues
  score: number
  answers: Record<string, number>
  contactId: string
  auditId: string
}

/** Builds the body from a stored submission; reads the page (location, referrer, UTM) at call time. */
export function buildWebhookPayload(submission: StoredSubmission, now: Date = new Date()): WebhookPayload {
  const { values } = submission
  const { location, navigator, document } = window
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    businessName: values.businessName,
    website: values.website ?? '',
    currentMarketing: values.currentMarketing ?? '',
    monthlyBudget: values.monthlyBudget,
    goals: values.goals ?? '',
    form_type: 'marketing_audit',
    timestamp: now.toISOString(),
    origin: location.origin,
    source: 'website_form',
    site_name: getSiteConfig().businessName,
    page_url: location.href,
    path: location.pathname,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    ...readUtm(),
    questionnaireScore: submission.score,
    answers: submission.answers,
    contact_id: submission.contactId,
    audit_id: submission.auditId,
  }
}

/**
 * Posts the payload when a webhook URL is configured. Fire and forget: returns at once, the
 * success path never waits for it, and every error (network, blocked, bad URL) is swallowed
 * apart from a gtag form_error.
 */
export function sendAutomationWebhook(payload: WebhookPayload, url: string | null = getSiteConfig().webhookUrl): void {
  if (!url) return
  try {
    fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(payload),
      keepalive: true,
    }).catch(() => sendGtagEvent('form_error', { step: 'webhook' }))
  } catch {
    // fetch itself threw (e.g. an invalid URL): same as a failed request.
    sendGtagEvent('form_error', { step: 'webhook' })
  }
}
