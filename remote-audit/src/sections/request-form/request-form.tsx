import { useCallback, useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from 'shared/ui'
import { FormField } from 'shared/ui/form-field'
import { auditFormContent as copy } from '../../content/audit-form'
import { clearDraft, loadDraft, saveDraft } from '../../forms/audit-request/draft'
import { auditResolver, preloadFormCode } from '../../forms/audit-request/load-validation'
import { emptyAuditForm, type AuditFormInput, type AuditRequestValues } from '../../forms/audit-request/form-values'
import { useAuditSubmission } from '../../forms/audit-request/use-audit-submission'

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'businessName' | 'website'

const textFields: { name: TextFieldName; type: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'businessName', type: 'text', autoComplete: 'organization' },
  { name: 'website', type: 'url', autoComplete: 'url', optional: true },
]

export interface RequestFormProps {
  quiz: { score: number; answers: Record<string, number> }
  /** Called after a stored submission, once the form itself is cleared. */
  onStored: () => void
  onRateLimited: () => void
}

/**
 * The audit request form (docs/product.md §6). Validation runs on submit, then again on blur for a field
 * once the visitor has tried to submit; errors sit at their field.
 */
export function RequestForm({ quiz, onStored, onRateLimited }: RequestFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<AuditFormInput, unknown, AuditRequestValues>({
    resolver: auditResolver,
    defaultValues: emptyAuditForm,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  })
  // What the visitor typed earlier in this tab comes back (after the prerendered, empty first render).
  useEffect(() => {
    const saved = loadDraft().form
    if (saved) reset({ ...emptyAuditForm, ...saved }, { keepDefaultValues: true })
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft({ form: values }) })
  }, [reset, subscribe])
  const handleStored = useCallback(() => {
    reset(emptyAuditForm)
    clearDraft()
    onStored()
  }, [reset, onStored])
  const { submit, submitting, failed } = useAuditSubmission({ quiz, onStored: handleStored, onRateLimited })
  const busy = submitting || isSubmitting

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preloadFormCode} aria-labelledby="audit-request-heading" className="grid gap-5 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={`audit-${field.name}`}
          label={copy.fields[field.name]}
          optionalLabel={field.optional ? copy.optional : undefined}
          hint={field.name === 'website' ? copy.hints.website : undefined}
          error={errors[field.name]?.message}
        >
          {(control) => <input type={field.type} autoComplete={field.autoComplete} {...control} {...register(field.name)} />}
        </FormField>
      ))}
      <FormField id="audit-monthlyBudget" label={copy.fields.monthlyBudget} error={errors.monthlyBudget?.message} className="sm:col-span-2">
        {(control) => (
          <select {...control} {...register('monthlyBudget')}>
            <option value="">{copy.budgetPlaceholder}</option>
            {copy.budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(['currentMarketing', 'goals'] as const).map((name) => (
        <FormField
          key={name}
          id={`audit-${name}`}
          label={copy.fields[name]}
          optionalLabel={copy.optional}
          hint={copy.hints[name]}
          error={errors[name]?.message}
          className="sm:col-span-2"
        >
          {(control) => <textarea rows={4} {...control} {...register(name)} />}
        </FormField>
      ))}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body> mid-send. */}
        <Button type="submit" size="lg" aria-disabled={busy} className="w-full sm:w-auto" data-cta="audit-request-submit">
          {busy ? copy.submitting : copy.submit}
        </Button>
        {failed && !busy && <p className="mt-3 font-semibold text-red-700">{copy.failedNote}</p>}
        <p className="mt-3 text-sm text-ink-600">{copy.privacy}</p>
      </div>
    </form>
  )
}
