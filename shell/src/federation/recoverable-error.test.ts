import { afterEach, describe, expect, it, vi } from 'vitest'
import { recoverableErrorLogger } from './section-slot'

describe('recoverableErrorLogger', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reports a mismatch with React\'s error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = new Error('Hydration failed')
    recoverableErrorLogger('Section remoteBlog')(error)
    expect(warn).toHaveBeenCalledWith('Section remoteBlog: rendered again on the client (its HTML differed, or its code threw).', error)
  })

  it('logs what threw while hydrating, which React passes as the cause', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const thrown = new TypeError('cannot read x of undefined')
    const error = new Error('There was an error while hydrating this Suspense boundary.', { cause: thrown })
    recoverableErrorLogger('The page')(error)
    expect(warn).toHaveBeenCalledWith('The page: rendered again on the client (its HTML differed, or its code threw).', error, thrown)
  })
})
