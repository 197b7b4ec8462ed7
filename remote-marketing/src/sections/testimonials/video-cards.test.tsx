import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getSiteConfig } from 'shared/config'
import { VideoCards } from './video-cards'

describe('Video Testimonials dialog', () => {
  it('opens from either card, offers references by text, and closes with Close', async () => {
    const user = userEvent.setup()
    render(<VideoCards />)
    const cards = screen.getAllByRole('button', { name: /play video/i })
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveAccessibleName(/3 minutes 24 seconds/)
    expect(cards[1]).toHaveAccessibleName(/4 minutes 15 seconds/)
    // Each card shows a poster: decorative (the card's name says what it is) and loaded only near the viewport.
    for (const card of cards) {
      const poster = card.querySelector('img')!
      expect(poster).toHaveAttribute('alt', '')
      expect(poster).toHaveAttribute('loading', 'lazy')
    }

    await user.click(cards[1]!)
    const dialog = screen.getByRole('dialog', { name: 'Video Testimonials' })
    const references = within(dialog).getByRole('link', { name: 'Text Us "References"' })
    expect(references.getAttribute('href')).toMatch(new RegExp(`^sms:\\${getSiteConfig().textNumber.e164}\\?body=References`))

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(cards[1]).toHaveFocus()
  })

  it('closes on Escape and keeps focus inside while open', async () => {
    const user = userEvent.setup()
    render(<VideoCards />)
    await user.click(screen.getAllByRole('button', { name: /play video/i })[0]!)
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 4; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes after the references link is used', async () => {
    const user = userEvent.setup()
    render(<VideoCards />)
    await user.click(screen.getAllByRole('button', { name: /play video/i })[0]!)
    const link = screen.getByRole('link', { name: 'Text Us "References"' })
    // jsdom cannot open a text composer; stop the navigation and check the dialog's own behaviour.
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
