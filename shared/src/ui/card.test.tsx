import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card, cardVariants } from './card'

describe('Card', () => {
  it('renders as the element asked for, keeping its role and content', () => {
    render(
      <ul>
        <Card as="li" tone="muted" className="flex">
          One
        </Card>
      </ul>,
    )
    const item = screen.getByRole('listitem')
    expect(item).toHaveTextContent('One')
    expect(item).toHaveClass('rounded-card', 'bg-ink-50', 'p-6', 'flex')
  })

  it('gives a whole-card link the same look', () => {
    render(<a href="/x" className={cardVariants({ padding: 'lg' })}>Go</a>)
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass('rounded-card', 'bg-white', 'ring-1', 'p-6', 'sm:p-8')
  })
})
