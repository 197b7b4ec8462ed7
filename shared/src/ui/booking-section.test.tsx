import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { BookingCalendar, Section, SectionHeading } from 'shared/ui'
import { bookingSection } from './booking-section'

const BookingSection = bookingSection({ BookingCalendar, Section, SectionHeading })

describe('BookingSection', () => {
  // The calendar probes its host; in tests that host is never reachable.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))
  afterEach(() => vi.unstubAllGlobals())

  it('is a region named by its heading, under the anchor the Book Call buttons scroll to', async () => {
    renderWithRouter(
      <BookingSection eyebrow="Book" title="Book a strategy call" intro="Pick a time." after={<p>What happens next</p>}>
        <p>Limited spots</p>
      </BookingSection>,
    )
    await act(async () => {})
    const region = screen.getByRole('region', { name: 'Book a strategy call' })
    expect(region).toHaveAttribute('id', 'main-booking-calendar')
    expect(within(region).getByText('Pick a time.')).toBeInTheDocument()
    expect(region).toHaveTextContent(/Limited spots.*What happens next/)
  })

  it('takes the telehealth anchor and heading id', async () => {
    renderWithRouter(<BookingSection id="telehealth-booking-calendar" headingId="tb" title="Claim it" intro="Now." calendar="telehealth" tone="brand" />)
    await act(async () => {})
    expect(screen.getByRole('region', { name: 'Claim it' })).toHaveAttribute('id', 'telehealth-booking-calendar')
    expect(screen.getByRole('heading', { level: 2, name: 'Claim it' })).toHaveAttribute('id', 'tb')
  })
})
