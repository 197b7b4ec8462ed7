import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures'
import { fillAuditForm, lead, openAuditPage, submitButton, toast, uniqueDomain } from './audit-page'

test('the 6th submission within the hour shows Rate Limit Exceeded and stores nothing', async ({ page, serviceClient }) => {
  test.setTimeout(120_000)
  const domain = uniqueDomain('ratelimit')
  const countStored = async () => {
    const { data, error } = await serviceClient.from('contacts').select('id').like('email', `%@${domain}`)
    expect(error).toBeNull()
    return data?.length ?? 0
  }

  // The page fixture sends one X-Forwarded-For for the whole test: one client.
  for (let i = 1; i <= 5; i += 1) {
    await openAuditPage(page)
    await fillAuditForm(page, lead(`lead${i}@${domain}`))
    await submitButton(page).click()
    await expect(toast(page, 'Success!').first()).toBeVisible()
  }
  expect(await countStored()).toBe(5)

  await openAuditPage(page)
  await fillAuditForm(page, lead(`lead6@${domain}`))
  await submitButton(page).click()
  await expect(toast(page, 'Too Many Requests')).toContainText('Please wait before submitting another form. Try again in an hour.')

  // The whole page is replaced.
  await expect(page.getByRole('heading', { level: 1, name: 'Rate Limit Exceeded' })).toBeVisible()
  await expect(page.getByText("You've submitted too many requests recently. Please wait an hour before trying again.")).toBeVisible()
  await expect(page.getByRole('form')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  expect(await countStored()).toBe(5)
  // The screen, without the toast over it: the toast is the shell's Toaster, scanned with the form's toasts.
  await expectNoSeriousA11yViolations(page, '[data-sonner-toaster]')

  // Not a dead end: call or text now; what was typed is there when the visitor comes back.
  await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+\d+$/)
  await expect(page.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', /^sms:\+\d+\?body=/)
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL('/')
  await openAuditPage(page)
  await expect(page.getByRole('form', { name: 'Get your free marketing audit' }).getByLabel('Email')).toHaveValue(`lead6@${domain}`)
})
