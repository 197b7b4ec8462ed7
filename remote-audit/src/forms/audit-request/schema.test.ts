import { describe, expect, it } from 'vitest'
import { emptyAuditForm } from './form-values'
import { auditRequestSchema, type AuditFormInput } from './schema'

const valid: AuditFormInput = {
  ...emptyAuditForm,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@glowmedspa.com',
  phone: '(512) 555-0199',
  businessName: 'Glow Med Spa',
  monthlyBudget: '2k-5k',
}

/** The message zod gives for one field, or undefined when the field is valid. */
function messageFor(field: keyof AuditFormInput, value: string): string | undefined {
  const result = auditRequestSchema.safeParse({ ...valid, [field]: value })
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message
}

describe('auditRequestSchema messages (SPEC §5, word for word)', () => {
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
    // The second check's rules, marked at the field as well (its own messages).
    ['phone', 'call me pls', 'Please enter a valid phone number'],
    ['phone', '512-555-0199 ext 2', 'Please enter a valid phone number'],
    ['website', `https://${'x'.repeat(1000)}.com`, 'Website is too long (maximum 1000 characters)'],
    ['businessName', 'G', 'Business name is required'],
    ['businessName', 'G'.repeat(101), 'Business name too long'],
    ['currentMarketing', 'x'.repeat(1001), 'Description too long'],
    ['monthlyBudget', '', 'Please select a budget range'],
    ['monthlyBudget', 'a-lot', 'Please select a budget range'],
    ['goals', 'x'.repeat(1001), 'Goals description too long'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message)
  })

  it('accepts the limits themselves', () => {
    expect(messageFor('firstName', 'Jo')).toBeUndefined()
    expect(messageFor('firstName', 'J'.repeat(50))).toBeUndefined()
    expect(messageFor('phone', '5125550199')).toBeUndefined()
    expect(messageFor('goals', 'x'.repeat(1000))).toBeUndefined()
  })

  it('validates the sanitised value: markup-only or padded input does not count', () => {
    expect(messageFor('firstName', '  <b>J</b>  ')).toBe('First name must be at least 2 characters')
    expect(messageFor('businessName', '<script></script>')).toBe('Business name is required')
  })

  it('outputs sanitised values, with empty optional fields missing', () => {
    const result = auditRequestSchema.parse({ ...valid, firstName: ' <i>Jane</i> ', website: '   ', goals: 'More consults\r\nSecond site' })
    expect(result.firstName).toBe('Jane')
    expect(result.website).toBeUndefined()
    expect(result.currentMarketing).toBeUndefined()
    expect(result.goals).toBe('More consults\nSecond site')
  })
})
