import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { pricingCopy } from '../../content/pricing'
import { PricingSection } from './pricing-section'

function addSection(id: string) {
  const el = document.createElement('section')
  el.id = id
  el.scrollIntoView = vi.fn()
  document.body.append(el)
  return el
}

describe('Pricing', () => {
  afterEach(() => document.querySelectorAll('body > section').forEach((el) => el.remove()))

  // The one test that holds the packages to the three of docs/product.md §4; the others count pricingCopy.packages.
  it('shows three packages with prices and marks the full-service one Most Popular', () => {
    renderWithRouter(<PricingSection />)
    expect(screen.getAllByRole('article')).toHaveLength(3)
    // Each card is named by its title, and its Get Started button is described by it.
    expect(within(screen.getByRole('article', { name: 'Ad Management (Meta)' })).getByText('$997')).toBeInTheDocument()
    const fullService = screen.getByRole('article', { name: 'Full Service Marketing & Sales' })
    expect(within(fullService).getByText('$1,997')).toBeInTheDocument()
    expect(within(fullService).getByText('Most Popular')).toBeInTheDocument()
    expect(within(fullService).getByRole('button', { name: 'Get Started' })).toHaveAccessibleDescription('Full Service Marketing & Sales')
    expect(within(screen.getByRole('article', { name: 'Website Buildout' })).getByText('$2,000')).toBeInTheDocument()
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
  })

  it('Get Started and Schedule Strategy Call scroll to the main booking calendar', async () => {
    const user = userEvent.setup()
    const calendar = addSection('main-booking-calendar')
    renderWithRouter(<PricingSection />)
    const getStarted = screen.getAllByRole('button', { name: 'Get Started' })
    expect(getStarted).toHaveLength(pricingCopy.packages.length)
    await user.click(getStarted[1]!)
    expect(calendar.scrollIntoView).toHaveBeenCalledTimes(1)
    expect(calendar).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Schedule Strategy Call' }))
    expect(calendar.scrollIntoView).toHaveBeenCalledTimes(2)
  })

  it('the telehealth panel makes the telehealth page’s claim: multi-state, on a 30-day plan', () => {
    renderWithRouter(<PricingSection />)
    expect(screen.getByRole('heading', { name: 'Launch a multi-state telehealth practice on a 30-day plan' })).toBeInTheDocument()
    expect(screen.queryByText(/50-state telehealth/i)).toBeNull()
  })

  it('DOMINATE THE MARKET calls the supplied handler', async () => {
    const user = userEvent.setup()
    const onDominateMarket = vi.fn()
    renderWithRouter(<PricingSection onDominateMarket={onDominateMarket} />)
    await user.click(screen.getByRole('button', { name: 'DOMINATE THE MARKET' }))
    expect(onDominateMarket).toHaveBeenCalledTimes(1)
  })

  it('without a handler, DOMINATE THE MARKET scrolls to the telehealth calendar on the page', async () => {
    const user = userEvent.setup()
    const calendar = addSection('telehealth-booking-calendar')
    renderWithRouter(<PricingSection />)
    await user.click(screen.getByRole('button', { name: 'DOMINATE THE MARKET' }))
    expect(calendar.scrollIntoView).toHaveBeenCalled()
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/)
  })

  it('without a handler or calendar, it goes to the Telehealth Empire booking section', async () => {
    const user = userEvent.setup()
    renderWithRouter(<PricingSection />)
    await user.click(screen.getByRole('button', { name: 'DOMINATE THE MARKET' }))
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/telehealth-empire#telehealth-booking-calendar')
  })
})
