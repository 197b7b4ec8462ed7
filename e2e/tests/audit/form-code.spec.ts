import { expect, test, waitForApp } from '../../fixtures'
import { AUDIT_PATH } from './audit-page'

/**
 * The audit form's validation and sending code (zod, the backend client's response checks) is not
 * part of the page a visitor reads: it loads when they start on the form.
 */
test('the form code loads when the visitor starts on the form, not with the page', async ({ page }) => {
  const formCode: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\/(schema|marketing-audit-schemas)-[^/]+\.js$/.test(path)) formCode.push(path)
  })
  await page.goto(AUDIT_PATH)
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(formCode).toEqual([])

  await page.getByLabel('First name', { exact: true }).focus()
  await expect.poll(() => formCode.some((path) => path.startsWith('/remotes/remote-audit/assets/schema-'))).toBe(true)
})
