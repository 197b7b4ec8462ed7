import { expect, test } from '../../fixtures'
import { answerQuiz, fillAuditForm, lead, openAuditPage, submitButton, toast, uniqueDomain } from '../audit/audit-page'

/**
 * Hostile input through the real form in the browser (the API half of the corpus runs in the
 * backend workspace's tests). Markup and scripts are stored as inert, tag-free text; nothing runs.
 */
const payloads = [
  { field: 'firstName', value: '<script>window.__pwned=1</script>Ana' },
  { field: 'lastName', value: '<img src=x onerror="window.__pwned=1">Lopez' },
  { field: 'businessName', value: "Glow'); DROP TABLE contacts;-- Med Spa" },
  { field: 'goals', value: 'Grow\u0000 weekday\u0007 bookings <svg onload=alert(1)>' },
  { field: 'currentMarketing', value: '=HYPERLINK("http://evil.test","x")\nLine two \u202Eevil' },
] as const

test('script, markup, SQL and control-character payloads are stored sanitised and never run', async ({ page, serviceClient }) => {
  const email = `hostile@${uniqueDomain('hostile')}`
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs += 1
    void d.dismiss()
  })
  await openAuditPage(page)
  await answerQuiz(page, [1, 1, 1, 1, 1])
  const data = lead(email, Object.fromEntries(payloads.map((p) => [p.field, p.value])))
  await fillAuditForm(page, data)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(dialogs).toBe(0)

  const { data: contacts } = await serviceClient.from('contacts').select('id, first_name, last_name, company').eq('email', email)
  expect(contacts).toHaveLength(1)
  const contact = contacts?.[0]
  expect(contact?.first_name).toBe('Ana')
  expect(contact?.last_name).toBe('Lopez')
  expect(contact?.company).toBe("Glow'); DROP TABLE contacts;-- Med Spa")
  const { data: audits } = await serviceClient.from('marketing_audits').select('goals, current_marketing').eq('contact_id', contact?.id)
  const stored = JSON.stringify(audits)
  expect(stored).not.toMatch(/<|>|\\u0000|\\u0007/)
  expect(stored).toContain('Grow weekday bookings')
  // The tables still exist and accept the next lead: the SQL text was only ever data.
  const { data: still, error } = await serviceClient.from('contacts').select('id').limit(1)
  expect(error).toBeNull()
  expect(still).toHaveLength(1)
})

for (const [label, value, message] of [
  ['only markup in the first name', '<b></b>', 'First name must be at least 2 characters'],
  ['only whitespace in the business name', '   \u200B  ', 'Business name is required'],
  ['a 51-character first name', 'A'.repeat(51), 'First name too long'],
  ['an email with a script', 'x@<script>.com', 'Please enter a valid email address'],
] as const) {
  test(`${label}: a clear field message, nothing sent`, async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => r.url().includes('/rpc/') && requests.push(r.url()))
    await openAuditPage(page)
    const field = label.includes('business') ? { businessName: value } : label.includes('email') ? { email: value } : { firstName: value }
    await fillAuditForm(page, lead(`ok@${uniqueDomain('msg')}`, field))
    await submitButton(page).click()
    await expect(page.getByText(message).first()).toBeVisible()
    expect(requests).toEqual([])
  })
}
