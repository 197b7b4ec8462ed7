import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditRequestValues } from './form-values'
import { useAuditSubmission } from './use-audit-submission'

const mocks = vi.hoisted(() => ({ submitAuditRequest: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('./submit', () => ({ submitAuditRequest: mocks.submitAuditRequest }))
vi.mock('sonner', () => ({ toast: mocks.toast }))

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

afterEach(() => vi.clearAllMocks())

describe('useAuditSubmission: the second check right before sending (docs/product.md §6)', () => {
  // The form's schema marks these at their fields first; the check still guards the request itself
  // (values set by script, autofill quirks, a schema change).
  it('refuses values the schema let through: Validation Error toast, messages joined by periods, nothing sent', async () => {
    const { result } = renderHook(() => useAuditSubmission({ getQuiz: () => ({ score: 0, answers: {} }), onStored: vi.fn(), onRateLimited: vi.fn() }), { wrapper })
    const values = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@glowmedspa.com',
      phone: 'call me later',
      businessName: 'Glow',
      website: 'w'.repeat(1001),
      monthlyBudget: '2k-5k',
    } as AuditRequestValues
    await act(() => result.current.submit(values))
    expect(mocks.toast.error).toHaveBeenCalledWith('Validation Error', {
      description: 'Please enter a valid phone number. Website is too long (maximum 1000 characters).',
    })
    expect(mocks.submitAuditRequest).not.toHaveBeenCalled()
  })
})
