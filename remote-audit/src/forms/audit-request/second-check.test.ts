import { describe, expect, it } from 'vitest'
import type { AuditRequestValues } from './form-values'
import { isValidPhone } from 'shared/backend/lead-rules'
import { secondCheck } from './second-check'
import { joinMessages } from './use-audit-submission'

const valid: AuditRequestValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@glowmedspa.com',
  phone: '+1 (512) 555-0199',
  businessName: 'Glow Med Spa',
  monthlyBudget: '2k-5k',
  website: undefined,
  currentMarketing: undefined,
  goals: undefined,
}

describe('secondCheck', () => {
  it('passes a complete, valid request', () => {
    expect(secondCheck(valid)).toEqual([])
  })

  it('requires first name, last name and email', () => {
    expect(secondCheck({ ...valid, firstName: '', lastName: '', email: '' })).toEqual(['First name is required', 'Last name is required', 'Email is required'])
  })

  it('counts a value of invisible marks, fillers or blanks as missing', () => {
    expect(secondCheck({ ...valid, firstName: '\u200d\u3164', lastName: '\u2800 \u200e', email: '\u00ad\u{E0041}' })).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
    ])
  })

  it('takes only http, https or a bare domain as the website', () => {
    for (const website of ['intent://x#Intent;end', 'ms-msdt:/id x', 'search-ms:query=x', 'view-source:javascript:alert(1)', '//evil.example']) {
      expect(secondCheck({ ...valid, website }), website).toEqual(['Please enter a valid website address'])
    }
    expect(secondCheck({ ...valid, website: 'www.glowmedspa.com' })).toEqual([])
    expect(secondCheck({ ...valid, website: 'https://glowmedspa.com/book' })).toEqual([])
  })

  it('requires a valid email', () => {
    expect(secondCheck({ ...valid, email: 'jane@localhost' })).toEqual(['Please enter a valid email address'])
  })

  it('requires a valid phone when one is given', () => {
    expect(secondCheck({ ...valid, phone: 'call me maybe' })).toEqual(['Please enter a valid phone number'])
    expect(secondCheck({ ...valid, phone: '' })).toEqual([])
  })

  it('caps every text value at 1000 characters', () => {
    const long = 'x'.repeat(1001)
    expect(secondCheck({ ...valid, website: long, goals: long })).toEqual([
      'Website is too long (maximum 1000 characters)',
      'Goals is too long (maximum 1000 characters)',
    ])
    expect(secondCheck({ ...valid, currentMarketing: 'x'.repeat(1000) })).toEqual([])
  })
})

describe('isValidPhone', () => {
  it.each([
    ['5125550199', true],
    ['+44 20 7946 0958', true],
    ['512.555.0199', true],
    ['555-CALL-NOW', false],
    ['123456', false],
    ['1234567890123456', false],
  ])('%s → %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok)
  })
})

describe('joinMessages', () => {
  it('joins the messages with periods', () => {
    expect(joinMessages(['First name is required', 'Email is required'])).toBe('First name is required. Email is required.')
    expect(joinMessages([])).toBe('')
  })
})
