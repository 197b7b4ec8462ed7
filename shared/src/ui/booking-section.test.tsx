import { act, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { getSiteConfig } from 'shared/singletons/config'
import { BookingCalendar, buttonVariants, PhoneNumber, Section, SectionHeading, smsHref, telHref } from 'shared/singletons/ui'
import { bookingSection } from './booking-section'

const BookingSection = bookingSection({ Section, SectionHeading, buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig })

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

  it('shows how to call or text instead of a calendar whose host cannot be reached', async () => {
    vi.stubGlobal('IntersectionObserver', undefined) // near at once
    renderWithRouter(<BookingSection title="Book a strategy call" intro="Pick a time." />)
    const message = (await screen.findByText('The booking calendar could not load right now.')).closest('[role="status"]') as HTMLElement
    expect(message).toBeInTheDocument()
    const { phone } = getSiteConfig()
    expect(within(message).getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute('href', `tel:${phone.e164}`)
    expect(within(message).getByRole('link', { name: 'Text us' })).toHaveAttribute('href', expect.stringMatching(/^sms:/))
  })
})

describe('BookingCalendar from shared/singletons/ui (remotes built before it left the share)', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline')))))
  afterEach(() => vi.unstubAllGlobals())

  it('still renders the calendar, loaded on first use', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <Suspense fallback={<p>waiting</p>}>
        <BookingCalendar calendar="telehealth" />
      </Suspense>,
    )
    expect(await screen.findByText('The booking calendar could not load right now.')).toBeInTheDocument()
    for (const call of screen.getAllByRole('link', { name: /^Call / })) expect(call).toHaveAttribute('href', `tel:${getSiteConfig().phone.e164}`)
    expect(screen.queryByText('waiting')).not.toBeInTheDocument()
  })
})
