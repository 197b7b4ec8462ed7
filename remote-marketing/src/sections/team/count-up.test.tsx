import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CountUp } from './count-up'
import { countAt, easeOutCubic } from './use-count-up'

/** An IntersectionObserver the test can drive. */
class FakeObserver {
  static instances: FakeObserver[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this)
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return []
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
  }
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList)
}

const visible = () => screen.getByText(/^\d[\d,]*\+$/)

describe('CountUp', () => {
  beforeEach(() => {
    FakeObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('eases out: fast first, landing exactly on the target at 2000 ms', () => {
    expect(easeOutCubic(0)).toBe(0)
    expect(easeOutCubic(1)).toBe(1)
    expect(countAt(1000, 2000, 312)).toBeGreaterThan(312 / 2)
    expect(countAt(2000, 2000, 312)).toBe(312)
    expect(countAt(5000, 2000, 312)).toBe(312)
  })

  it('waits at 0 off screen, then counts to 312+ over 2 s once scrolled into view', () => {
    mockReducedMotion(false)
    render(<CountUp target={312} suffix="+" label="practices helped" durationMs={2000} />)
    const observer = FakeObserver.instances[0]!
    observer.report(false)
    expect(visible()).toHaveTextContent('0+')
    observer.report(true)
    act(() => vi.advanceTimersByTime(1000))
    const midway = Number(visible().textContent?.replace('+', ''))
    expect(midway).toBeGreaterThan(156)
    expect(midway).toBeLessThan(312)
    act(() => vi.advanceTimersByTime(1100))
    expect(visible()).toHaveTextContent('312+')
  })

  it('gives screen readers the final value once, not the moving digits', () => {
    mockReducedMotion(false)
    render(<CountUp target={312} suffix="+" label="practices helped" />)
    FakeObserver.instances[0]!.report(false)
    expect(screen.getByText('312+ practices helped')).toHaveClass('sr-only')
    expect(visible()).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows the final value at once under reduced motion', () => {
    mockReducedMotion(true)
    render(<CountUp target={312} suffix="+" label="practices helped" />)
    expect(FakeObserver.instances).toHaveLength(0)
    expect(visible()).toHaveTextContent('312+')
  })
})
