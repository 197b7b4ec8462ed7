import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify, Toaster } from './toasts'

beforeEach(() => {
  // sonner updates its list from its own store, outside act(): let React render those updates.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false)
})
afterEach(() => vi.unstubAllGlobals())

describe('toasts', () => {
  it('has no notification area until the visitor interacts, then one before any toast', async () => {
    render(<Toaster />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument()
    // A press alone does not load it: its release does, so the load never sits inside the tap.
    window.dispatchEvent(new Event('pointerdown'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument()
    window.dispatchEvent(new Event('pointerup'))
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument()
  })

  it('shows a toast with its title and description, loading the toaster first if need be', async () => {
    render(<Toaster />)
    await notify.error('Submission Failed', { description: 'Please try again.' })
    const toast = await screen.findByText('Submission Failed')
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent('Please try again.')
  })
})
