import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Hero, HeroHeading } from './hero'

describe('Hero', () => {
  it('is a region named by its one h1, with the eyebrow and promise around it', () => {
    render(
      <Hero labelledBy="hero-title">
        <HeroHeading id="hero-title" eyebrow="Free marketing audit" title="Grow your practice" intro="Three improvements, guaranteed." />
      </Hero>,
    )
    const region = screen.getByRole('region', { name: 'Grow your practice' })
    expect(region).toContainElement(screen.getByRole('heading', { level: 1, name: 'Grow your practice' }))
    expect(screen.getAllByRole('heading')).toHaveLength(1)
    expect(screen.getByText('Free marketing audit')).toBeInTheDocument()
    expect(screen.getByText('Three improvements, guaranteed.')).toBeInTheDocument()
  })

  it('leaves out an eyebrow or promise the page does not have', () => {
    render(<HeroHeading id="t" title="Only a title" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Only a title' }).parentElement?.children).toHaveLength(1)
  })
})
