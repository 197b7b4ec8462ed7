import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'shared/singletons/router'
import { notify } from 'shared/singletons/ui'
import { auditFormContent } from '../../content/audit-form'
import type { LeadValues } from 'shared/helpers/lead-contract'
import { loadSubmit } from './load-validation'

/** Where a stored lead goes next: the home page's booking calendar (the shell scrolls to the hash). */
const SUCCESS_REDIRECT = '/#main-booking-calendar'
/** Redirect delay (docs/product.md §7), so the visitor sees the success toast first. */
const REDIRECT_DELAY_MS = 2000
/** The success toast outlasts the redirect: it is what tells the visitor why the calendar is in front of them. */
const SUCCESS_TOAST_MS = 8000

/** The 'Validation Error' toast's description: the messages joined by periods. */
export function joinMessages(messages: readonly string[]): string {
  return messages.length === 0 ? '' : `${messages.join('. ')}.`
}

export interface UseAuditSubmissionOptions {
  /** The quiz as it is when the request is sent (read then, so the form need not re-render per answer). */
  getQuiz: () => { score: number; answers: Record<string, number> }
  /** After a stored submission: clear the form (the page clears the quiz and hides the result). */
  onStored: () => void
  /** The backend refused for the rate limit: the page swaps itself for the rate-limit screen. */
  onRateLimited: () => void
}

/**
 * The submit states of docs/product.md §7: idle → submitting (→ retrying) → success | rate-limited | failed | invalid.
 * Called by the form with values its schema passed; the form's own guard (request-form.tsx) keeps
 * a second press from calling it while one submission runs.
 */
export function useAuditSubmission({ getQuiz, onStored, onRateLimited }: UseAuditSubmissionOptions) {
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  /** The lead client is retrying on its own: the API was briefly away (docs/product.md §7). */
  const [retrying, setRetrying] = useState(false)
  const [redirectPending, setRedirectPending] = useState(false)
  const { toasts } = auditFormContent

  useEffect(() => {
    if (!redirectPending) return
    const timer = window.setTimeout(() => navigate(SUCCESS_REDIRECT), REDIRECT_DELAY_MS)
    // Leaving the page first cancels the redirect.
    return () => window.clearTimeout(timer)
  }, [redirectPending, navigate])

  const submit = useCallback(
    async (values: LeadValues) => {
      setSubmitting(true)
      setFailed(false)
      try {
        const quiz = getQuiz()
        // The sending code loads on first focus; if it still can't load, that is a failed submission.
        const result = await loadSubmit()
          .then(({ submitAuditRequest }) => submitAuditRequest({ values, score: quiz.score, answers: quiz.answers }, { onRetry: () => setRetrying(true) }))
          .catch(() => null)
        switch (result?.kind) {
          case 'ok':
            void notify.success(toasts.success.title, { description: toasts.success.description, duration: SUCCESS_TOAST_MS })
            onStored()
            setRedirectPending(true)
            break
          case 'rate-limited':
            void notify.error(toasts.rateLimited.title, { description: toasts.rateLimited.description })
            onRateLimited()
            break
          case 'invalid':
            // The database, the truth, disagreed with the form's check: show its messages; the inputs stay for a fix.
            void notify.error(toasts.validation, { description: joinMessages(result.errors.map((e) => e.message)) })
            break
          default:
            void notify.error(toasts.failed.title, { description: toasts.failed.description })
            setFailed(true)
        }
      } finally {
        setSubmitting(false)
        setRetrying(false)
      }
    },
    [getQuiz, onStored, onRateLimited, toasts],
  )

  return { submit, submitting, failed, retrying }
}
