import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { faqItems } from '../../content/faq'
import { FaqSection } from './faq-section'

describe('FAQ accordion', () => {
  // The one test that holds the FAQ to the eight questions of docs/product.md §4; the others count faqItems.
  it('lists the 8 questions, all closed at first', () => {
    expect(faqItems).toHaveLength(8)
    render(<FaqSection />)
    const triggers = screen.getAllByRole('button')
    expect(triggers).toHaveLength(faqItems.length)
    triggers.forEach((t) => expect(t).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(faqItems.length)
  })

  it('opens one answer at a time and can close the open one', async () => {
    const user = userEvent.setup()
    render(<FaqSection />)
    const pricing = screen.getByRole('button', { name: faqItems[5].question })
    const guarantees = screen.getByRole('button', { name: faqItems[6].question })

    await user.click(pricing)
    expect(pricing).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: faqItems[5].question })).toHaveTextContent('$597 per month')

    await user.click(guarantees)
    expect(guarantees).toHaveAttribute('aria-expanded', 'true')
    expect(pricing).toHaveAttribute('aria-expanded', 'false')

    await user.click(guarantees)
    expect(guarantees).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: faqItems[6].question })).not.toBeInTheDocument()
  })

  it('moves between the questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    render(<FaqSection />)
    const questions = screen.getAllByRole('button')
    questions[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(questions[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(questions[7]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(questions[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(questions[7]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(questions[0]).toHaveFocus()
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true)
  })

  it('keeps every closed answer in the page, findable: find-in-page opens it', () => {
    render(<FaqSection />)
    const answer = screen.getByText(faqItems[2].answer).parentElement!
    expect(answer).toHaveAttribute('hidden', 'until-found')
    // What the browser fires when its find-in-page reveals a match in a closed answer.
    fireEvent(answer, new Event('beforematch'))
    expect(screen.getByRole('button', { name: faqItems[2].question })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: faqItems[2].question })).toHaveTextContent(faqItems[2].answer)
    expect(answer).not.toHaveAttribute('hidden')
  })

  it('prerenders every answer, hidden by a class that gives way when scripts are off', () => {
    const html = renderToString(<FaqSection />)
    for (const { answer } of faqItems) expect(html).toContain(answer.replaceAll("'", '&#x27;'))
    expect(html.match(/class="hidden noscript:block"/g)).toHaveLength(faqItems.length)
  })

  it('carries the FAQ prices of docs/product.md §4', () => {
    const pricingAnswer = faqItems[5].answer
    for (const price of ['$597', '$697', '$2,000', '$10 per day']) expect(pricingAnswer).toContain(price)
    expect(faqItems[1].answer).toContain('20-minute')
  })
})
