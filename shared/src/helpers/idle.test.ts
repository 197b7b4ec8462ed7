import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs once the browser is idle, with the timeout as its latest moment', () => {
    const idle: { run: () => void; timeout?: number }[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => idle.push({ run, timeout: options?.timeout }))
    const run = vi.fn()
    whenIdle(run, 2000, 300)
    expect(run).not.toHaveBeenCalled()
    expect(idle[0]?.timeout).toBe(2000)
    idle[0]?.run()
    expect(run).toHaveBeenCalledOnce()
  })

  it('cancels the idle callback', () => {
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', cancel)
    whenIdle(() => undefined, 2000, 300)()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer where there is no requestIdleCallback, and cancels it', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    whenIdle(run, 2000, 300)
    vi.advanceTimersByTime(299)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    whenIdle(cancelled, 2000, 300)()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
