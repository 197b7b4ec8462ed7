import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { check, Icon, star } from './icons'

describe('Icon', () => {
  it('is hidden from assistive tech: the text beside it carries the meaning', () => {
    const { container } = render(
      <p>
        <Icon path={check} /> Included
      </p>,
    )
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
  })

  it('strokes outlines and fills solid shapes', () => {
    const { container } = render(
      <>
        <Icon path={check} className="size-4" />
        <Icon path={star} filled />
      </>,
    )
    const [outline, solid] = Array.from(container.querySelectorAll('svg'))
    expect(outline).toHaveAttribute('stroke', 'currentColor')
    expect(outline).toHaveAttribute('fill', 'none')
    expect(outline).toHaveClass('size-4')
    expect(solid).toHaveAttribute('fill', 'currentColor')
    expect(solid).not.toHaveAttribute('stroke')
    expect(solid).toHaveClass('size-6')
  })
})
