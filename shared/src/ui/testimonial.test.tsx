import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Testimonial } from './testimonial'

const testimonial = { quote: 'They called back every lead.', author: 'Dana R.', title: 'Owner', location: 'Austin, TX', initials: 'DR', result: '+20 consults', rating: 5 }

describe('Testimonial', () => {
  it('reads as a quote with its rating in words, its result and who said it', () => {
    render(<Testimonial testimonial={testimonial} ratingLabel="5 out of 5 stars" heading="What owners say" headingId="quote-heading" />)
    const figure = screen.getByRole('figure')
    expect(screen.getByRole('heading', { level: 2, name: 'What owners say' })).toHaveAttribute('id', 'quote-heading')
    expect(screen.getByText('5 out of 5 stars')).toBeInTheDocument()
    expect(figure.querySelector('blockquote')).toHaveTextContent('“They called back every lead.”')
    expect(screen.getByText('+20 consults')).toBeInTheDocument()
    expect(figure.querySelector('figcaption')).toHaveTextContent('Dana R.Owner, Austin, TX')
    // The stars and the initials are decorative: the words above say the same.
    expect(figure.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6)
  })

  it('has no heading unless given one', () => {
    render(<Testimonial variant="feature" testimonial={testimonial} ratingLabel="Rated 5 out of 5" />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByText('Rated 5 out of 5')).toBeInTheDocument()
  })
})
