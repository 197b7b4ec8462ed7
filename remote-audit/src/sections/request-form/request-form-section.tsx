import { memo } from 'react'
import { auditFormContent as copy } from '../../content/audit-form'
import { RequestForm, type RequestFormProps } from './request-form'

interface RequestFormSectionProps extends RequestFormProps {
  /** The score the visitor has seen (the note about sending it), or null before the result. */
  scoreNote: number | null
}

/**
 * Step 2: the request form on a card, headed for the page outline. Memoized: a quiz answer
 * re-renders the quiz, not the form (the form reads the quiz when it sends).
 */
export const RequestFormSection = memo(function RequestFormSection({ scoreNote, ...formProps }: RequestFormSectionProps) {
  return (
    <div id="audit-request-form" className="scroll-mt-4 rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.eyebrow}</p>
      <h2 id="audit-request-heading" className="mt-2 font-display text-3xl font-bold tracking-tight text-ink-900">
        {copy.title}
      </h2>
      <p className="mt-3 text-ink-700">{copy.intro}</p>
      {scoreNote !== null && <p className="mt-2 text-sm font-semibold text-brand-800">{copy.scoreNote(scoreNote)}</p>}
      <div className="mt-8">
        <RequestForm {...formProps} />
      </div>
    </div>
  )
})
