import type { ReactNode } from 'react'

/** Props every control gets so its label, hint and error are announced with it. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
  className: string
}

interface FormFieldProps {
  id: string
  label: string
  /** Shown after the label for optional fields, e.g. "(optional)". */
  optionalLabel?: string
  hint?: string
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

const controlClass =
  'mt-1.5 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-400 aria-invalid:border-red-700'

/**
 * Label, control, hint and error of one form field. The error is tied to the control with
 * aria-describedby and aria-invalid, so screen readers read it when the field gets focus.
 */
export function FormField({ id, label, optionalLabel, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {/* A space, not a margin: when the tag wraps it starts the next line flush with the label. */}
        {optionalLabel && <> <span className="font-normal text-ink-600">{optionalLabel}</span></>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': optionalLabel ? undefined : true,
        className: controlClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
