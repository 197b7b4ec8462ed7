import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fillValidAuditForm } from '../../testing/fill-audit-form'
import { RequestForm } from './request-form'
import { clearDraft } from '../../forms/audit-request/draft'

const mocks = vi.hoisted(() => ({
  submitAuditRequest: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}))
vi.mock('../../forms/audit-request/submit', () => ({ submitAuditRequest: mocks.submitAuditRequest }))
vi.mock('sonner', () => ({ toast: mocks.toast }))

function Location() {
  const { pathname, hash } = useLocation()
  return <p data-testid="location">{pathname + hash}</p>
}

function setup() {
  const onStored = vi.fn()
  const onRateLimited = vi.fn()
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/marketing-audit']}>
      <Location />
      <Routes>
        <Route path="/marketing-audit" element={<RequestForm getQuiz={() => ({ score: 60, answers: { 'roi-tracking': 2 } })} onStored={onStored} onRateLimited={onRateLimited} />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return { user, onStored, onRateLimited, submit: () => user.click(screen.getByRole('button', { name: 'Get My Free Audit' })) }
}

afterEach(() => {
  vi.clearAllMocks()
  // Unmounted first: a mounted page would read the emptied draft back into the store's memory.
  cleanup()
  clearDraft()
})

describe('RequestForm validation', () => {
  it('shows each required message at its field, tied by aria-describedby', async () => {
    const { submit } = setup()
    await submit()
    // The schema loads with the first validation (or the first focus in the form).
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'))
    const expected = {
      'First name': 'First name must be at least 2 characters',
      'Last name': 'Last name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Phone: 'Please enter a valid phone number',
      'Practice or business name': 'Business name is required',
      'Monthly marketing budget': 'Please select a budget range',
    }
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(message)
    }
    expect(screen.getByLabelText(/^Website/)).toHaveAttribute('aria-invalid', 'false')
    expect(mocks.submitAuditRequest).not.toHaveBeenCalled()
  })

  it('re-checks a field on blur after the first submit', async () => {
    const { user, submit } = setup()
    const firstName = screen.getByLabelText('First name')
    await user.type(firstName, 'J')
    await user.tab()
    expect(firstName).toHaveAttribute('aria-invalid', 'false') // nothing shown before a submit
    await submit()
    // Checked in the task after the frame that says "Submitting...".
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First name must be at least 2 characters'))
    await user.type(firstName, 'ane')
    await user.tab()
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'false'))
  })

  it('offers the four budget ranges with readable labels', () => {
    setup()
    const options = screen.getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])
    expect(options).toEqual([
      ['', 'Select a budget range'],
      ['under-2k', 'Under $2,000 per month'],
      ['2k-5k', '$2,000 to $5,000 per month'],
      ['5k-10k', '$5,000 to $10,000 per month'],
      ['10k-plus', '$10,000+ per month'],
    ])
  })

  it("marks a website over the text cap at its field (the second check's rule and words), nothing sent", async () => {
    const { user, submit } = setup()
    await fillValidAuditForm(user, { website: 'w'.repeat(1001) })
    await submit()
    await waitFor(() => expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(/^Website is too long \(maximum 1000 characters\)/))
    expect(mocks.submitAuditRequest).not.toHaveBeenCalled()
  })

  it('marks a phone number with letters at its field, not only in a toast', async () => {
    const { user, submit } = setup()
    await fillValidAuditForm(user)
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), 'call me pls')
    await submit()
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number'))
    expect(mocks.toast.error).not.toHaveBeenCalled()
    expect(mocks.submitAuditRequest).not.toHaveBeenCalled()
  })
})

describe('RequestForm draft (this tab only)', () => {
  it('brings back what was typed before a reload, and keeps what is typed now', async () => {
    sessionStorage.setItem('marketing-audit-draft', JSON.stringify({ form: { firstName: 'Jane', monthlyBudget: '2k-5k', notAField: 'x' } }))
    const { user } = setup()
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Jane'))
    expect(screen.getByLabelText('Monthly marketing budget')).toHaveValue('2k-5k')
    await user.type(screen.getByLabelText('Last name'), 'Doe')
    expect(JSON.parse(sessionStorage.getItem('marketing-audit-draft') ?? '{}').form).toMatchObject({ firstName: 'Jane', lastName: 'Doe' })
  })

  it('forgets the draft once the request is stored', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'ok', contactId: 'c', auditId: 'a' })
    const { user, submit } = setup()
    await fillValidAuditForm(user)
    expect(sessionStorage.getItem('marketing-audit-draft')).toContain('Jane')
    await submit()
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled())
    expect(sessionStorage.getItem('marketing-audit-draft')).toBeNull()
  })

  it('keeps the draft when the request fails, for the next try', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'failed', message: 'HTTP 503' })
    const { user, submit } = setup()
    await fillValidAuditForm(user)
    await submit()
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalled())
    expect(sessionStorage.getItem('marketing-audit-draft')).toContain('Jane')
  })
})

describe('RequestForm submission', () => {
  it('says Submitting... as soon as it is pressed, before checking the fields, then shows what is wrong', async () => {
    const { submit } = setup()
    const pressed = submit()
    // The press's own update: nothing has been checked yet.
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'false')
    await pressed
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('button', { name: 'Get My Free Audit' })).toHaveAttribute('aria-disabled', 'false')
    expect(mocks.submitAuditRequest).not.toHaveBeenCalled()
  })

  it('shows Submitting... while sending and makes one lead from a double click', async () => {
    let resolve: (value: unknown) => void = () => undefined
    mocks.submitAuditRequest.mockImplementation(() => new Promise((r) => (resolve = r)))
    const { user } = setup()
    await fillValidAuditForm(user)
    await user.dblClick(screen.getByRole('button', { name: 'Get My Free Audit' }))
    const button = await screen.findByRole('button', { name: 'Submitting...' })
    // Unavailable but still focusable: a disabled button would drop keyboard focus to <body>.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await waitFor(() => expect(mocks.submitAuditRequest).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBe(button)
    resolve({ kind: 'failed', message: 'x' })
    await screen.findByRole('button', { name: 'Get My Free Audit' })
    expect(mocks.submitAuditRequest).toHaveBeenCalledTimes(1)
    expect(mocks.submitAuditRequest).toHaveBeenCalledWith(
      {
        values: expect.objectContaining({ firstName: 'Jane', email: 'jane@glowmedspa.com', monthlyBudget: '2k-5k', website: undefined }),
        score: 60,
        answers: { 'roi-tracking': 2 },
      },
      { onRetry: expect.any(Function) },
    )
  })

  it('while the request is retried on its own, a polite status says so under the button, and goes once it is stored', async () => {
    let resolve: (value: unknown) => void = () => undefined
    mocks.submitAuditRequest.mockImplementation((_submission: unknown, { onRetry }: { onRetry: (retry: { retry: number; delayMs: number }) => void }) => {
      onRetry({ retry: 1, delayMs: 1000 })
      return new Promise((r) => (resolve = r))
    })
    const { user, submit } = setup()
    await fillValidAuditForm(user)
    await submit()
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent("Our server is busy. We're retrying on our own for up to 2 minutes: keep this page open, there is no need to press again."))
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true')
    resolve({ kind: 'ok', contactId: 'c', auditId: 'a' })
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled())
    expect(status).toBeEmptyDOMElement()
  })

  it('on success: toast, cleared form, then the home booking calendar after 2 s', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'ok', contactId: 'c', auditId: 'a' })
    const { user, submit, onStored } = setup()
    await fillValidAuditForm(user)
    await submit()
    // It outlasts the redirect: on the calendar it still says why the visitor is there.
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Success!', { description: 'Your form has been submitted successfully.', duration: 8000 }))
    expect(onStored).toHaveBeenCalled()
    expect(screen.getByLabelText('First name')).toHaveValue('')
    expect(screen.getByLabelText('Monthly marketing budget')).toHaveValue('')
    expect(screen.getByTestId('location')).toHaveTextContent('/marketing-audit')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/#main-booking-calendar'), { timeout: 3000 })
  })

  it('when rate limited: Too Many Requests toast and the page is told', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'rate-limited' })
    const { user, submit, onRateLimited } = setup()
    await fillValidAuditForm(user)
    await submit()
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Too Many Requests', { description: 'Please wait before submitting another form. Try again in an hour.' }),
    )
    expect(onRateLimited).toHaveBeenCalled()
  })

  it('on failure: Submission Failed toast and every value stays', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'failed', message: 'HTTP 503' })
    const { user, submit, onStored } = setup()
    await fillValidAuditForm(user, { goals: 'Launch GLP-1 program' })
    await submit()
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Submission Failed', { description: 'There was an error submitting your form. Please try again.' }),
    )
    expect(onStored).not.toHaveBeenCalled()
    expect(screen.getByLabelText('First name')).toHaveValue('Jane')
    expect(screen.getByLabelText('Monthly marketing budget')).toHaveValue('2k-5k')
    expect(screen.getByLabelText(/^What are your goals/)).toHaveValue('Launch GLP-1 program')
    expect(screen.getByRole('button', { name: 'Get My Free Audit' })).toHaveAttribute('aria-disabled', 'false')
    expect(screen.getByText(/^Your request was not sent\. Everything you typed is still here/)).toBeInTheDocument()
  })

  it("shows the server's own validation messages", async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'invalid', errors: [{ field: 'email', message: 'Please enter a valid email address' }] })
    const { user, submit } = setup()
    await fillValidAuditForm(user)
    await submit()
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Validation Error', { description: 'Please enter a valid email address.' }))
  })
})
