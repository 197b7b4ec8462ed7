import { z } from 'zod/mini'

/** What submit_marketing_audit answers: the stored ids, or (on 400) its field errors as JSON details. */
export const idsSchema = z.object({ contact_id: z.string().check(z.minLength(1)), audit_id: z.string().check(z.minLength(1)) })
export const fieldErrorsSchema = z.array(z.object({ field: z.string(), message: z.string() }))
