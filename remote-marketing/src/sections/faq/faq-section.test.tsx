import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { faqItems } from '../../content/faq'
import { FaqSection } from './faq-section'

describe('FAQ accordion', () => {
  it('lists the 8 questions, all closed at first', () => {
    render(<FaqSection />)
    const triggers = screen.getAllByRole('button')
    expect(triggers).toHaveLength(8)
    triggers.forEach((t) => expect(t).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8)
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

  it('carries the FAQ prices of the specification', () => {
    const pricingAnswer = faqItems[5].answer
    for (const price of ['$597', '$697', '$2,000', '$10 per day']) expect(pricingAnswer).toContain(price)
    expect(faqItems[1].answer).toContain('20-minute')
  })
})
