import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureUtm, parseUtm, readUtm, UTM_STORAGE_KEY } from './utm'

afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('parseUtm', () => {
  it('reads the five UTM parameters and leaves the rest null', () => {
    expect(parseUtm('?utm_source=meta&utm_medium=cpc&gclid=abc')).toEqual({
      utm_source: 'meta',
      utm_medium: 'cpc',
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
    })
  })

  it('returns null when the query has no (non-empty) UTM parameter', () => {
    expect(parseUtm('')).toBeNull()
    expect(parseUtm('?page=2')).toBeNull()
    expect(parseUtm('?utm_source=%20')).toBeNull()
  })

  it('accepts a query without the leading question mark and decodes values', () => {
    expect(parseUtm('utm_campaign=spring%20botox')?.utm_campaign).toBe('spring botox')
  })

  it('caps very long values', () => {
    expect(parseUtm(`?utm_term=${'x'.repeat(500)}`)?.utm_term).toHaveLength(200)
  })

  it('caps by characters, never cutting an emoji in half', () => {
    expect(parseUtm(`?utm_term=${encodeURIComponent('😀'.repeat(300))}`)?.utm_term).toBe('😀'.repeat(200))
  })
})

describe('captureUtm / readUtm', () => {
  it('reads all null before anything was captured', () => {
    expect(readUtm()).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null })
  })

  it('keeps the landing page set for the session', () => {
    captureUtm('?utm_source=e2e&utm_medium=test&utm_campaign=x')
    captureUtm('') // a later page without UTM
    captureUtm('?utm_source=other') // a later campaign link in the same tab
    expect(readUtm()).toMatchObject({ utm_source: 'e2e', utm_medium: 'test', utm_campaign: 'x', utm_term: null })
  })

  it('captures on a later page when the landing page had no UTM', () => {
    captureUtm('?foo=bar')
    captureUtm('?utm_source=newsletter')
    expect(readUtm().utm_source).toBe('newsletter')
  })

  it('treats a corrupt stored entry as no attribution', () => {
    window.sessionStorage.setItem(UTM_STORAGE_KEY, '{not json')
    expect(readUtm().utm_source).toBeNull()
  })

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(() => captureUtm('?utm_source=x')).not.toThrow()
    expect(readUtm().utm_source).toBeNull()
  })
})
