import { describe, expect, it } from 'vitest'
import { emptyLeadInput, type LeadInput } from 'shared/helpers/lead-contract'
import { auditRequestSchema, sanitizeText, visibleLength } from './schema'

const valid: LeadInput = {
  ...emptyLeadInput,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@glowmedspa.com',
  phone: '(512) 555-0199',
  businessName: 'Glow Med Spa',
  monthlyBudget: '2k-5k',
}

/** The message zod gives for one field, or undefined when the field is valid. */
function messageFor(field: keyof LeadInput, value: string): string | undefined {
  const result = auditRequestSchema.safeParse({ ...valid, [field]: value })
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message
}

describe('auditRequestSchema messages (docs/product.md §6, word for word)', () => {
  it.each([
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['firstName', 'J'.repeat(51), 'First name too long'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['lastName', 'D'.repeat(51), 'Last name too long'],
    ['email', 'jane@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.com`, 'Email too long'],
    ['phone', '555-0199', 'Please enter a valid phone number'],
    ['phone', '1'.repeat(21), 'Phone number too long'],
    ['phone', 'call me pls', 'Please enter a valid phone number'],
    ['phone', '512-555-0199 ext 2', 'Please enter a valid phone number'],
    ['website', `https://${'x'.repeat(1000)}.com`, 'Website is too long (maximum 1000 characters)'],
    ['businessName', 'G', 'Business name is required'],
    ['businessName', 'G'.repeat(101), 'Business name too long'],
    ['currentMarketing', 'x'.repeat(1001), 'Description too long'],
    ['monthlyBudget', '', 'Please select a budget range'],
    ['monthlyBudget', 'a-lot', 'Please select a budget range'],
    ['goals', 'x'.repeat(1001), 'Goals description too long'],
    // Only invisible marks, fillers or blanks: missing, with the field's own message.
    ['firstName', '\u200d\u200c', 'First name must be at least 2 characters'],
    ['firstName', '\u3164\u115f', 'First name must be at least 2 characters'],
    ['firstName', 'A\u200d', 'First name must be at least 2 characters'],
    ['lastName', '\u2800\u2800', 'Last name must be at least 2 characters'],
    ['lastName', 'L\u200e\u200f', 'Last name must be at least 2 characters'],
    ['businessName', '\u00ad\u034f\ufe0f', 'Business name is required'],
    ['businessName', 'G\u3164', 'Business name is required'],
    ['email', '\u200e\u2063', 'Please enter a valid email address'],
    // Websites: http, https or a bare domain, nothing else.
    ['website', 'javascript:alert(1)', 'Please enter a valid website address'],
    ['website', 'intent://scan/#Intent;scheme=zxing;end', 'Please enter a valid website address'],
    ['website', 'ms-msdt:/id PCWDiagnostic', 'Please enter a valid website address'],
    ['website', 'search-ms:query=invoice', 'Please enter a valid website address'],
    ['website', 'view-source:javascript:alert(1)', 'Please enter a valid website address'],
    ['website', '//evil.example/x', 'Please enter a valid website address'],
    ['website', 'mailto:ann@glow.example', 'Please enter a valid website address'],
    ['website', 'https://', 'Please enter a valid website address'],
    ['website', 'glow', 'Please enter a valid website address'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message)
  })

  it('accepts the limits themselves', () => {
    expect(messageFor('firstName', 'Jo')).toBeUndefined()
    expect(messageFor('firstName', 'J'.repeat(50))).toBeUndefined()
    expect(messageFor('phone', '5125550199')).toBeUndefined()
    expect(messageFor('goals', 'x'.repeat(1000))).toBeUndefined()
  })

  it('accepts web addresses the way visitors type them', () => {
    for (const website of ['example.com', 'www.yourpractice.com', 'glow.example:8080/book?x=1', 'https://glow.example/path', 'HTTP://Glow.Example', 'https://\u4f8b\u3048.jp/']) {
      expect(messageFor('website', website), website).toBeUndefined()
    }
  })

  it('keeps invisible marks inside real names', () => {
    expect(auditRequestSchema.parse({ ...valid, firstName: 'Ann \u{1F469}\u200d\u2695\ufe0f' }).firstName).toBe('Ann \u{1F469}\u200d\u2695\ufe0f')
    expect(auditRequestSchema.parse({ ...valid, website: '\u200d\u2800' }).website).toBeUndefined()
  })

  it('validates the sanitized value: markup-only or padded input does not count', () => {
    expect(messageFor('firstName', '  <b>J</b>  ')).toBe('First name must be at least 2 characters')
    expect(messageFor('businessName', '<script></script>')).toBe('Business name is required')
  })

  it('outputs sanitized values, with empty optional fields missing', () => {
    const result = auditRequestSchema.parse({ ...valid, firstName: ' <i>Jane</i> ', website: '   ', goals: 'More consults\r\nSecond site' })
    expect(result.firstName).toBe('Jane')
    expect(result.website).toBeUndefined()
    expect(result.currentMarketing).toBeUndefined()
    expect(result.goals).toBe('More consults\nSecond site')
  })
})

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
