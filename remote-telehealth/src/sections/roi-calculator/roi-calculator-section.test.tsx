import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from 'shared/testing/render-with-router'
import { figureValue } from '../../test/figure-value'
import { RoiCalculatorSection } from './roi-calculator-section'
import { ANNOUNCE_DELAY_MS } from './use-roi-announcement'

function figures(container: HTMLElement) {
  return [
    figureValue(container, 'Current monthly revenue'),
    figureValue(container, 'Projected monthly revenue'),
    figureValue(container, 'Annual revenue increase'),
    figureValue(container, 'First-year ROI'),
  ]
}

describe('RoiCalculatorSection', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the default inputs and results', () => {
    const { container } = renderWithRouter(<RoiCalculatorSection />)
    const patients = screen.getByRole('slider', { name: 'Current monthly patients' })
    const revenue = screen.getByRole('slider', { name: 'Average revenue per patient' })
    expect(patients).toHaveAttribute('aria-valuenow', '100')
    expect(patients).toHaveAttribute('aria-valuemin', '50')
    expect(patients).toHaveAttribute('aria-valuemax', '500')
    expect(revenue).toHaveAttribute('aria-valuenow', '150')
    expect(revenue).toHaveAttribute('aria-valuetext', '$150')
    expect(figures(container)).toEqual(['$15,000', '$225,000', '$2,520,000', '10,080%'])
    expect(screen.getByText('15x increase')).toBeInTheDocument()
    expect(screen.getByText('Total Investment Required: $25,000')).toBeInTheDocument()
  })

  it('draws the projection as a full bar and today as its fifteenth', () => {
    renderWithRouter(<RoiCalculatorSection />)
    const chart = screen.getByText('Monthly revenue: today vs projected').closest('figure')!
    const bars = [...chart.querySelectorAll<HTMLElement>('[style]')].map((bar) => parseFloat(bar.style.width))
    expect(bars).toHaveLength(2)
    expect(bars[1]).toBe(100)
    expect(bars[0]).toBeCloseTo(100 / 15, 5)
  })

  it('updates every figure as the sliders move by keyboard', async () => {
    const user = userEvent.setup()
    const { container } = renderWithRouter(<RoiCalculatorSection />)
    // Focus rather than click: a click would be a pointer drag, which jsdom cannot model.
    act(() => screen.getByRole('slider', { name: 'Current monthly patients' }).focus())
    await user.keyboard('{ArrowRight}')
    // 110 x $150 = $16,500; x15 = $247,500; x14x12 = $2,772,000; / 25,000 = 11088%
    expect(figures(container)).toEqual(['$16,500', '$247,500', '$2,772,000', '11,088%'])
    await user.keyboard('{PageUp}')
    expect(screen.getByRole('slider', { name: 'Current monthly patients' })).toHaveAttribute('aria-valuenow', '210')

    const revenue = screen.getByRole('slider', { name: 'Average revenue per patient' })
    act(() => revenue.focus())
    await user.keyboard('{End}')
    expect(revenue).toHaveAttribute('aria-valuenow', '300')
    // 210 x $300 = $63,000
    expect(figures(container)[0]).toBe('$63,000')
    await user.keyboard('{Home}')
    expect(revenue).toHaveAttribute('aria-valuenow', '100')
    await user.keyboard('{ArrowRight}')
    expect(revenue).toHaveAttribute('aria-valuetext', '$105')
  })

  it('announces a summary only after the visitor pauses', async () => {
    vi.useFakeTimers()
    renderWithRouter(<RoiCalculatorSection />)
    // The unnamed live region; the router probe is the status named "current location".
    const status = screen.getByRole('status', { name: '' })
    expect(status).toHaveTextContent('')
    const patients = screen.getByRole('slider', { name: 'Current monthly patients' })
    act(() => patients.focus())
    await act(async () => {
      patients.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    })
    expect(status).toHaveTextContent('')
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS))
    // 500 x $150 = $75,000 a month now; projected $1,125,000; increase $12,600,000; ROI 50400%
    expect(status).toHaveTextContent('Projected monthly revenue $1,125,000, annual revenue increase $12,600,000, first-year roi 50,400%.')
  })

  it('scrolls to the booking section from START BUILDING MY EMPIRE', async () => {
    const user = userEvent.setup()
    renderWithRouter(
      <>
        <RoiCalculatorSection />
        <section id="telehealth-booking-calendar" />
      </>,
    )
    const target = document.getElementById('telehealth-booking-calendar')!
    const scroll = vi.spyOn(target, 'scrollIntoView')
    await user.click(screen.getByRole('button', { name: 'START BUILDING MY EMPIRE' }))
    expect(scroll).toHaveBeenCalledOnce()
    expect(target).toHaveFocus()
  })
})
