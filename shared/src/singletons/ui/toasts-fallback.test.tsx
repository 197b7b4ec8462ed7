import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify, Toaster } from './toasts'

// sonner's chunk cannot be fetched (connection dropped, or gone after a redeploy).
vi.mock('sonner', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false))
afterEach(() => vi.unstubAllGlobals())

describe('toasts without sonner', () => {
  it('still tell the visitor: a plain alert with title and description, which they can close', async () => {
    render(<Toaster />)
    await notify.error('Submission Failed', { description: 'There was an error submitting your form. Please try again.' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Submission Failed')
    expect(alert).toHaveTextContent('There was an error submitting your form. Please try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
