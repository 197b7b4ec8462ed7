import { describe, expect, it } from 'vitest'
import { sanitizeOptional, sanitizeText, visibleLength } from './sanitize'

describe('sanitizeText', () => {
  it('trims surrounding white space', () => {
    expect(sanitizeText('   Glow Med Spa \t ')).toBe('Glow Med Spa')
  })

  it('drops control characters, line breaks included, in single-line fields', () => {
    expect(sanitizeText('Ja\u0000ne\u0007')).toBe('Jane')
    expect(sanitizeText('Jane\nDoe')).toBe('JaneDoe')
    expect(sanitizeText('a\u007Fb\u0085c')).toBe('abc')
  })

  it('keeps line breaks in multi-line fields and normalizes CRLF', () => {
    expect(sanitizeText('Meta ads\r\nSEO\rEmail\u0000', { multiline: true })).toBe('Meta ads\nSEO\nEmail')
  })

  it('strips HTML tags, comments and attributes but keeps the text', () => {
    expect(sanitizeText('<b>Glow</b> Spa')).toBe('Glow Spa')
    expect(sanitizeText('<img src=x onerror=alert(1)>Hi')).toBe('Hi')
    expect(sanitizeText('a<!-- note -->b')).toBe('ab')
    expect(sanitizeText('<script>alert(1)</script>')).toBe('')
  })

  it('drops script and style elements with their contents', () => {
    expect(sanitizeText('<script>window.__pwned=1</script>Ana')).toBe('Ana')
    expect(sanitizeText('Spa <STYLE type="text/css">body{display:none}</STYLE>Glow')).toBe('Spa Glow')
    expect(sanitizeText('Ana<script>alert(1)')).toBe('Ana')
    expect(sanitizeText('<scr<script>x</script>ipt>alert(1)</script>Bo')).toBe('Bo')
  })

  it('strips tags that reassemble after a first pass', () => {
    // The reassembled fragment is a script element, so it goes with its contents.
    expect(sanitizeText('<scr<b>ipt>x')).toBe('')
    expect(sanitizeText('<b<i>>Glow</b>')).toBe('Glow')
  })

  it('leaves a lone angle bracket in prose alone', () => {
    expect(sanitizeText('budget < $2k and > nothing')).toBe('budget < $2k and > nothing')
  })

  it('turns a value with nothing visible into empty (invisible marks, fillers, blanks)', () => {
    for (const blank of [
      '\u200d\u200c',
      '\u200e\u200f',
      '\u3164\u115f\u1160\uffa0',
      '\u2800',
      '\u00ad\u034f',
      '\ufe0f\ufe0e\u{E0100}',
      '\u2061\u2062\u2063\u2064',
      '\u{E0001}\u{E0041}\u{E007F}',
      '\u180b\u180c\u180d\u180f',
      ' \u200b\u00a0\u3000\ufeff\u2060 ',
    ]) {
      expect(sanitizeText(blank), JSON.stringify(blank)).toBe('')
    }
  })

  it('keeps invisible marks inside real text', () => {
    expect(sanitizeText('Ann \u{1F469}\u200d\u2695\ufe0f')).toBe('Ann \u{1F469}\u200d\u2695\ufe0f')
    expect(sanitizeText('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).toBe('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')
  })

  it('is idempotent', () => {
    const once = sanitizeText(' <i>a</i>\u0001 b\n', { multiline: true })
    expect(sanitizeText(once, { multiline: true })).toBe(once)
  })
})

describe('visibleLength', () => {
  it('counts the characters that show, one per code point', () => {
    expect(visibleLength('A\u200d')).toBe(1)
    expect(visibleLength('\u2800A\u2800')).toBe(1)
    expect(visibleLength('Jo')).toBe(2)
    expect(visibleLength('\u{1F600}')).toBe(1)
    expect(visibleLength('\u{1F469}\u200d\u2695\ufe0f')).toBe(2)
  })
})

describe('sanitizeOptional', () => {
  it('turns a value that sanitizes to nothing into missing', () => {
    expect(sanitizeOptional('  <br/> \u0000')).toBeUndefined()
    expect(sanitizeOptional(undefined)).toBeUndefined()
    expect(sanitizeOptional('\u200d\u2800\u3164')).toBeUndefined()
    expect(sanitizeOptional(' example.com ')).toBe('example.com')
  })
})
