import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getSiteConfig } from 'shared/singletons/config'
import { VideoCards } from './video-cards'

/*
 * The dialog is a popover, which jsdom does not implement: opening, focus
 * kept inside, Escape, the backdrop and focus return are tested in Chromium
 * (e2e/tests/marketing/home-interactions.spec.ts).
 */
describe('Video Testimonials cards', () => {
  it('name each video and its length, show a decorative lazy poster, and open one dialog offering references by text', () => {
    render(<VideoCards />)
    const cards = screen.getAllByRole('button', { name: /play video/i })
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveAccessibleName(/3 minutes 24 seconds/)
    expect(cards[1]).toHaveAccessibleName(/4 minutes 15 seconds/)
    const dialog = screen.getByRole('dialog', { hidden: true })
    for (const card of cards) {
      expect(card).toHaveAttribute('aria-haspopup', 'dialog')
      // The browser opens it from the card itself: no script between the tap and the dialog.
      expect(card).toHaveAttribute('popovertarget', dialog.id)
      expect(card).toHaveAttribute('popovertargetaction', 'show')
      const poster = card.querySelector('img')!
      expect(poster).toHaveAttribute('alt', '')
      expect(poster).toHaveAttribute('loading', 'lazy')
    }
    // The dialog is in the page before it opens, so opening it renders nothing new.
    expect(dialog).toHaveAttribute('popover', 'auto')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    // Named by its title and described by its text (jsdom computes no name for a closed dialog).
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent('Video Testimonials')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(/list of references/)
    const references = within(dialog).getByRole('link', { hidden: true, name: 'Text Us "References"' })
    expect(references.getAttribute('href')).toMatch(new RegExp(`^sms:\\${getSiteConfig().textNumber.e164}\\?body=References`))
    expect(within(dialog).getByRole('button', { hidden: true, name: 'Close' })).toHaveAttribute('popovertarget', dialog.id)
    // The browser focuses it when the dialog opens.
    expect(references).toHaveAttribute('autofocus')
  })
})
