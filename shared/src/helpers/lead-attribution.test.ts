import { describe, expect, it } from 'vitest'
import { MAX_ADDRESS_LENGTH, webAddress } from './lead-attribution'

describe('webAddress', () => {
  it('keeps an http(s) address as it is', () => {
    expect(webAddress('https://www.google.com/')).toBe('https://www.google.com/')
    expect(webAddress('http://127.0.0.1:4310/marketing-audit?utm_source=e2e#form')).toBe('http://127.0.0.1:4310/marketing-audit?utm_source=e2e#form')
  })

  it('leaves out what is not a web address', () => {
    for (const value of ['', null, undefined, 'about:blank', 'javascript:alert(1)', 'android-app://com.example/', 'not a url', 'data:text/html,x']) {
      expect(webAddress(value)).toBeNull()
    }
  })

  it('never passes on credentials in an address', () => {
    expect(webAddress('https://user:secret@shop.example/a')).toBe('https://shop.example/a')
  })

  it('drops the fragment, then the query, of an address that is too long, and leaves out one that still is', () => {
    const long = 'x'.repeat(MAX_ADDRESS_LENGTH)
    expect(webAddress(`https://a.example/p?q=1#${long}`)).toBe('https://a.example/p?q=1')
    expect(webAddress(`https://a.example/p?q=${long}#f`)).toBe('https://a.example/p')
    expect(webAddress(`https://a.example/${long}`)).toBeNull()
  })
})
