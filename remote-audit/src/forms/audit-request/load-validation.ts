import type { Resolver } from 'react-hook-form'
import type { LeadInput, LeadValues } from 'shared/helpers/lead-contract'
import { notify } from 'shared/singletons/ui'
import { auditFormContent } from '../../content/audit-form'

/**
 * The form's validation (zod, its resolver and the schema) and sending code (backend client,
 * analytics event) are code a visitor reading the page never needs
 * (docs/decisions/first-load-libraries.md): they load on the first focus in the form, or at the
 * latest on submit. If that load fails, the submit
 * stops with the failure toast and every value stays in the form for another try.
 */
let validation: Promise<Resolver<LeadInput, unknown, LeadValues>> | undefined

function loadValidation(): Promise<Resolver<LeadInput, unknown, LeadValues>> {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('./schema')])
    .then(([{ zodResolver }, { auditRequestSchema }]) => zodResolver(auditRequestSchema))
    .catch((error: unknown) => {
      validation = undefined // a later attempt may succeed (connection back)
      throw error
    })
  return validation
}

export const loadSubmit = () => import('./submit')

/** Starts loading what submitting needs, as soon as the visitor starts on the form. */
export function preloadFormCode(): void {
  void loadValidation().catch(() => undefined)
  void loadSubmit().catch(() => undefined)
}

/** react-hook-form's resolver, fetching the schema the first time it validates. */
export const auditResolver: Resolver<LeadInput, unknown, LeadValues> = async (values, context, options) => {
  let resolve: Resolver<LeadInput, unknown, LeadValues>
  try {
    resolve = await loadValidation()
  } catch {
    const { title, description } = auditFormContent.toasts.failed
    void notify.error(title, { description })
    return { values: {}, errors: { root: { type: 'unavailable', message: description } } }
  }
  return resolve(values, context, options)
}
