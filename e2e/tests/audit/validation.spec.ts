import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { fillAuditForm, lead, openAuditPage, submitButton, uniqueDomain } from './audit-page'

test.beforeEach(async ({ page }) => {
  await openAuditPage(page)
})

function form(page: Page) {
  return page.getByRole('form', { name: 'Get your free marketing audit' })
}

test('an empty submit shows every required message at its field and sends nothing', async ({ page }) => {
  let backendCalls = 0
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && !request.url().includes('analytics_events')) backendCalls += 1
  })
  await submitButton(page).click()
  const expected: [string | RegExp, string][] = [
    ['First name', 'First name must be at least 2 characters'],
    ['Last name', 'Last name must be at least 2 characters'],
    ['Email', 'Please enter a valid email address'],
    ['Phone', 'Please enter a valid phone number'],
    ['Practice or business name', 'Business name is required'],
    ['Monthly marketing budget', 'Please select a budget range'],
  ]
  for (const [label, message] of expected) {
    const field = form(page).getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(message)
  }
  await expect(form(page).getByLabel(/^Website/)).toHaveAttribute('aria-invalid', 'false')
  // The first invalid field gets focus.
  await expect(form(page).getByLabel('First name')).toBeFocused()
  expect(backendCalls).toBe(0)
})

test('every length limit has its message', async ({ page }) => {
  const tooLong: [string | RegExp, string, string][] = [
    ['First name', 'J'.repeat(51), 'First name too long'],
    ['Last name', 'R'.repeat(51), 'Last name too long'],
    ['Email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, 'Email too long'],
    ['Phone', '1'.repeat(21), 'Phone number too long'],
    ['Practice or business name', 'G'.repeat(101), 'Business name too long'],
    [/^What marketing are you doing now/, 'x'.repeat(1001), 'Description too long'],
    [/^What are your goals/, 'y'.repeat(1001), 'Goals description too long'],
  ]
  for (const [label, value] of tooLong) await form(page).getByLabel(label).fill(value)
  await submitButton(page).click()
  // The message comes first; a field's hint may follow it in the description.
  for (const [label, , message] of tooLong) await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(new RegExp(`^${message}`))
})

test('markup-only input counts as missing', async ({ page }) => {
  await form(page).getByLabel('Practice or business name').fill('<b></b>  ')
  await submitButton(page).click()
  await expect(form(page).getByLabel('Practice or business name')).toHaveAccessibleDescription('Business name is required')
})

test('after the first submit a field is re-checked when it loses focus', async ({ page }) => {
  await submitButton(page).click()
  const firstName = form(page).getByLabel('First name')
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await firstName.fill('Jane')
  await firstName.blur()
  await expect(firstName).toHaveAttribute('aria-invalid', 'false')
  await expect(form(page).getByText('First name must be at least 2 characters')).toHaveCount(0)
})

test("the second check's rules are marked at their fields too: letters in the phone, a website over the cap", async ({ page, serviceClient }) => {
  const email = `second@${uniqueDomain('check')}`
  await fillAuditForm(page, lead(email, { phone: 'call me later', website: `https://example.com/${'w'.repeat(1001)}` }))
  await submitButton(page).click()
  const phone = form(page).getByLabel('Phone')
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number')
  await expect(form(page).getByLabel(/^Website/)).toHaveAccessibleDescription(/^Website is too long \(maximum 1000 characters\)/)
  await expect(phone).toBeFocused()
  // Typed values stay for the fix.
  await expect(phone).toHaveValue('call me later')
  const { data } = await serviceClient.from('contacts').select('id').eq('email', email)
  expect(data).toHaveLength(0)
})
