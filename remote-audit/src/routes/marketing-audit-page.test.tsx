import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { quizContent } from '../content/quiz'
import { fillValidAuditForm } from '../testing/fill-audit-form'
import { MarketingAuditPage } from './marketing-audit-page'
import { clearDraft } from '../forms/audit-request/draft'

const mocks = vi.hoisted(() => ({ submitAuditRequest: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('../forms/audit-request/submit', () => ({ submitAuditRequest: mocks.submitAuditRequest }))
vi.mock('sonner', () => ({ toast: mocks.toast }))

function setup() {
  const user = userEvent.setup()
  renderWithRouter(<MarketingAuditPage />, '/marketing-audit')
  return user
}

/** Picks the option with this score in every question. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, scores: number[]) {
  for (const [index, question] of quizContent.questions.entries()) {
    const group = screen.getByRole('group', { name: new RegExp(question.question.replace(/[?]/g, '\\?')) })
    const option = question.options[scores[index] ?? 0]
    await user.click(within(group).getByRole('radio', { name: option?.label }))
  }
}

afterEach(() => {
  vi.clearAllMocks()
  // Unmounted first: a mounted page would read the emptied draft back into the store's memory.
  cleanup()
  clearDraft()
})

describe('MarketingAuditPage', () => {
  it('has one h1 and the sections of docs/product.md §5', () => {
    setup()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const name of ['How mature is your practice marketing?', 'Get your free marketing audit', 'What your free audit covers', 'Our audit guarantee']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { name: 'What owners say about the audit' })).toBeInTheDocument()
  })

  it('brings back the answers given earlier in this tab, and forgets them once the request is stored', async () => {
    const [first, second] = quizContent.questions
    sessionStorage.setItem('marketing-audit-draft', JSON.stringify({ answers: { [first!.id]: 2, [second!.id]: 3, 'not-a-question': 1 } }))
    const user = setup()
    await waitFor(() => expect(screen.getByText('2 of 5 answered')).toBeInTheDocument())
    expect(screen.getByRole('radio', { name: first!.options[2]!.label })).toBeChecked()
    await answerAll(user, [2, 3, 1, 1, 1])
    expect(JSON.parse(sessionStorage.getItem('marketing-audit-draft') ?? '{}').answers).toEqual(
      Object.fromEntries(quizContent.questions.map((q, i) => [q.id, [2, 3, 1, 1, 1][i]])),
    )
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'ok', contactId: 'c', auditId: 'a' })
    await fillValidAuditForm(user)
    await user.click(screen.getByRole('button', { name: 'Get My Free Audit' }))
    await waitFor(() => expect(screen.getByText('0 of 5 answered')).toBeInTheDocument())
    expect(sessionStorage.getItem('marketing-audit-draft')).toBeNull()
  })

  it('offers Calculate only when all five questions are answered, then shows score and band', async () => {
    const user = setup()
    expect(screen.queryByRole('button', { name: 'Calculate My Marketing Score' })).not.toBeInTheDocument()
    await answerAll(user, [3, 2, 2, 2, 2]) // 11/15 → 73
    await user.click(screen.getByRole('button', { name: 'Calculate My Marketing Score' }))
    const result = screen.getByRole('region', { name: 'Your marketing score' })
    expect(within(result).getByTestId('quiz-score')).toHaveTextContent('73')
    expect(result).toHaveTextContent('Intermediate')
    expect(result).toHaveTextContent(quizContent.result.bands.intermediate.message)
    expect(within(result).getByRole('heading')).toHaveFocus()
  })

  it.each([
    [[3, 3, 3, 3, 0], '80', 'Advanced'],
    [[2, 2, 2, 1, 2], '60', 'Intermediate'],
    [[2, 2, 1, 1, 0], '40', 'Developing'],
    [[1, 1, 1, 1, 1], '33', 'Beginner'],
  ])('answers %j score %s (%s)', async (scores, score, band) => {
    const user = setup()
    await answerAll(user, scores)
    await user.click(screen.getByRole('button', { name: 'Calculate My Marketing Score' }))
    const result = screen.getByRole('region', { name: 'Your marketing score' })
    expect(within(result).getByTestId('quiz-score')).toHaveTextContent(score)
    expect(result).toHaveTextContent(band)
  })

  it('sends the quiz with the form and clears quiz and result after a stored submission', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'ok', contactId: 'c', auditId: 'a' })
    const user = setup()
    await answerAll(user, [3, 3, 3, 3, 3])
    await user.click(screen.getByRole('button', { name: 'Calculate My Marketing Score' }))
    await fillValidAuditForm(user)
    await user.click(screen.getByRole('button', { name: 'Get My Free Audit' }))
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled())
    expect(mocks.submitAuditRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        score: 100,
        answers: { 'roi-tracking': 3, 'online-presence': 3, 'lead-generation': 3, 'follow-up': 3, 'audience-knowledge': 3 },
      }),
      { onRetry: expect.any(Function) },
    )
    expect(screen.queryByRole('region', { name: 'Your marketing score' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Calculate My Marketing Score' })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0)
  })

  it('keeps quiz answers and result when the submission fails', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'failed', message: 'down' })
    const user = setup()
    await answerAll(user, [1, 1, 1, 1, 1])
    await user.click(screen.getByRole('button', { name: 'Calculate My Marketing Score' }))
    await fillValidAuditForm(user)
    await user.click(screen.getByRole('button', { name: 'Get My Free Audit' }))
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Submission Failed', expect.anything()))
    expect(screen.getByRole('region', { name: 'Your marketing score' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(5)
  })

  it('is replaced by the Rate Limit Exceeded screen when rate limited', async () => {
    mocks.submitAuditRequest.mockResolvedValue({ kind: 'rate-limited' })
    const user = setup()
    await fillValidAuditForm(user)
    await user.click(screen.getByRole('button', { name: 'Get My Free Audit' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rate Limit Exceeded' })
    // Focus moves once the screen is committed (an effect), which can come just after it appears.
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText("You've submitted too many requests recently. Please wait an hour before trying again.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument()
    // Not a dead end: call or text now, and what was typed is still there for later.
    expect(screen.getByRole('link', { name: /^Call \(\d{3}\) \d{3}.\d{4}$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/))
    expect(screen.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', expect.stringMatching(/^sms:\+\d+\?body=/))
    expect(JSON.parse(sessionStorage.getItem('marketing-audit-draft') ?? '{}').form).toMatchObject({ firstName: 'Jane', email: 'jane@glowmedspa.com' })
  })
})
