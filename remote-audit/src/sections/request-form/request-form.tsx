import { useCallback, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { emptyLeadInput, leadFields, type LeadFieldName, type LeadInput, type LeadValues } from 'shared/helpers/lead-contract'
import { Button } from 'shared/singletons/ui'
import { FormField, type ControlProps } from 'shared/ui/form-field'
import { auditFormContent as copy } from '../../content/audit-form'
import { clearDraft, loadDraft, saveDraft } from '../../forms/audit-request/draft'
import { auditResolver, preloadFormCode } from '../../forms/audit-request/load-validation'
import { useAuditSubmission } from '../../forms/audit-request/use-audit-submission'

const hints: Partial<Record<LeadFieldName, string>> = copy.hints

/**
 * Each field's control, in the order they show; every field of the lead contract needs one. Label,
 * hint, error and "(optional)" come from the contract and the copy, through FormField.
 */
const controls = {
  firstName: (props) => <input type="text" autoComplete="given-name" {...props} />,
  lastName: (props) => <input type="text" autoComplete="family-name" {...props} />,
  email: (props) => <input type="email" autoComplete="email" {...props} />,
  phone: (props) => <input type="tel" autoComplete="tel" {...props} />,
  businessName: (props) => <input type="text" autoComplete="organization" {...props} />,
  website: (props) => <input type="url" autoComplete="url" {...props} />,
  monthlyBudget: (props) => (
    <select {...props}>
      <option value="">{copy.budgetPlaceholder}</option>
      {leadFields.monthlyBudget.choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  ),
  currentMarketing: (props) => <textarea rows={4} {...props} />,
  goals: (props) => <textarea rows={4} {...props} />,
} satisfies Record<LeadFieldName, (props: ControlProps & UseFormRegisterReturn) => ReactNode>

/** Fields that take the form's whole width. */
const wide = new Set<LeadFieldName>(['monthlyBudget', 'currentMarketing', 'goals'])

/** Marks the submit button pressed (busy) or not. */
type Press = (pressed: boolean) => void

/**
 * The submit button, its failure note and the privacy line. The button's pressed state is its own,
 * set by the form through `pressRef`: in the frame that answers the tap only the button renders
 * again, not the form's nine fields (docs/decisions/interaction-latency.md).
 */
function SubmitFoot({ sending, failed, retrying, pressRef }: { sending: boolean; failed: boolean; retrying: boolean; pressRef: RefObject<Press | null> }) {
  const [pressed, setPressed] = useState(false)
  useImperativeHandle(pressRef, () => setPressed, [])
  const busy = pressed || sending
  return (
    <div className="sm:col-span-2">
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body> mid-send. */}
      <Button type="submit" size="lg" aria-disabled={busy} className="w-full sm:w-auto" data-cta="audit-request-submit">
        {busy ? copy.submitting : copy.submit}
      </Button>
      {/* Always in the page, so a screen reader announces the words when they appear. */}
      <p role="status" className={retrying ? 'mt-3 font-semibold text-ink-800' : undefined}>
        {retrying ? copy.retrying : null}
      </p>
      {failed && !busy && <p className="mt-3 font-semibold text-red-700">{copy.failedNote}</p>}
      <p className="mt-3 text-sm text-ink-600">{copy.privacy}</p>
    </div>
  )
}

export interface RequestFormProps {
  /** The quiz's score and answers, read when the request is sent. */
  getQuiz: () => { score: number; answers: Record<string, number> }
  /** Called after a stored submission, once the form itself is cleared. */
  onStored: () => void
  onRateLimited: () => void
}

/**
 * The audit request form (docs/product.md §6). Validation runs on submit, then again on blur for a field
 * once the visitor has tried to submit; errors sit at their field.
 */
export function RequestForm({ getQuiz, onStored, onRateLimited }: RequestFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<LeadInput, unknown, LeadValues>({
    resolver: auditResolver,
    defaultValues: emptyLeadInput,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  })
  // What the visitor typed earlier in this tab comes back (after the prerendered, empty first render).
  useEffect(() => {
    const saved = loadDraft().form
    if (saved) reset({ ...emptyLeadInput, ...saved }, { keepDefaultValues: true })
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft({ form: values }) })
  }, [reset, subscribe])
  const handleStored = useCallback(() => {
    reset(emptyLeadInput)
    clearDraft()
    onStored()
  }, [reset, onStored])
  const { submit, submitting, failed, retrying } = useAuditSubmission({ getQuiz, onStored: handleStored, onRateLimited })
  const checkAndSend = handleSubmit(submit)
  // The button says "Submitting..." in the frame that answers the tap; checking and sending start
  // after that frame, so they never hold it back (docs/decisions/interaction-latency.md).
  const press = useRef<Press>(null)
  // The one double-submit guard: from the press until the check and the send are over, another
  // press (both clicks of a double click land before React re-renders the button) does nothing.
  const waiting = useRef(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (waiting.current) return
    waiting.current = true
    press.current?.(true)
    requestAnimationFrame(() =>
      setTimeout(() => {
        void checkAndSend().finally(() => {
          waiting.current = false
          press.current?.(false)
        })
      }, 0),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadFormCode} aria-labelledby="audit-request-heading" className="grid gap-5 sm:grid-cols-2">
      {(Object.keys(controls) as LeadFieldName[]).map((name) => (
        <FormField
          key={name}
          id={`audit-${name}`}
          label={leadFields[name].label}
          optionalLabel={leadFields[name].required ? undefined : copy.optional}
          hint={hints[name]}
          error={errors[name]?.message}
          className={wide.has(name) ? 'sm:col-span-2' : undefined}
        >
          {(control) => controls[name]({ ...control, ...register(name) })}
        </FormField>
      ))}
      <SubmitFoot sending={submitting || isSubmitting} failed={failed} retrying={retrying} pressRef={press} />
    </form>
  )
}
