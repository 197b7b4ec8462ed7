import { describe, expect, it, vi } from 'vitest'
import { emptyLeadInput } from 'shared/helpers/lead-contract'

const mocks = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('shared/singletons/ui', () => ({ notify: { error: mocks.error } }))
// The validation chunk cannot be fetched (offline, or gone after a redeploy).
vi.mock('@hookform/resolvers/zod', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

const { auditResolver } = await import('./load-validation')

describe('validation loaded on demand', () => {
  it('when the validation code cannot load, the submit stops with the failure toast', async () => {
    const result = await auditResolver(emptyLeadInput, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(result.errors).toEqual({ root: { type: 'unavailable', message: 'There was an error submitting your form. Please try again.' } })
    expect(mocks.error).toHaveBeenCalledWith('Submission Failed', { description: 'There was an error submitting your form. Please try again.' })
  })
})
