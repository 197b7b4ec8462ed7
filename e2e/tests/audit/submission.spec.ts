import type { SupabaseClient } from '@supabase/supabase-js'
import { expect, test } from '../../fixtures'
import { answerQuiz, fillAuditForm, lead, openAuditPage, quizQuestions, submitButton, toast, uniqueDomain } from './audit-page'

async function storedLead(serviceClient: SupabaseClient, email: string) {
  const contacts = await serviceClient.from('contacts').select('*').eq('email', email)
  expect(contacts.error).toBeNull()
  return contacts.data ?? []
}

test('happy path: UTM from the landing page, stored contact and audit, webhook, then the home calendar', async ({ page, serviceClient, webhook }) => {
  const email = `jane@${uniqueDomain('happy')}`

  // The visitor lands on the home page from a campaign link and clicks through to the audit.
  await page.goto('/?utm_source=e2e&utm_medium=test&utm_campaign=x')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('main').getByRole('link', { name: 'Get My Free Audit' }).first().click()
  await expect(page).toHaveURL('/marketing-audit')

  await answerQuiz(page, [3, 2, 2, 2, 2]) // 11/15 → 73
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  const result = page.getByRole('region', { name: 'Your marketing score' })
  await expect(result).toContainText('73')
  await expect(result).toContainText('Intermediate')

  await fillAuditForm(page, lead(email))
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toContainText('Your form has been submitted successfully.')
  // Below the sticky header, so its navigation and Book Call stay usable meanwhile.
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
  // Polled: the toast slides in from above.
  await expect.poll(() => toast(page, 'Success!').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)

  // Form and quiz are cleared, the result is hidden.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(result).toBeHidden()

  // Two seconds later: the home page, scrolled to its booking calendar.
  await expect(page).toHaveURL('/#main-booking-calendar', { timeout: 5_000 })
  await expect(page.locator('#main-booking-calendar').filter({ visible: true })).toBeInViewport()
  // The success toast is still there on the calendar: it says why the visitor was brought here.
  await expect(toast(page, 'Success!')).toBeVisible()

  const contacts = await storedLead(serviceClient, email)
  expect(contacts).toHaveLength(1)
  const contact = contacts[0]!
  expect(contact).toMatchObject({ first_name: 'Jane', last_name: 'Rivera', phone: '(512) 555-0199', company: 'Glow Aesthetics Med Spa', source: 'marketing_audit' })

  const audits = await serviceClient.from('marketing_audits').select('*').eq('contact_id', contact.id)
  expect(audits.error).toBeNull()
  expect(audits.data).toHaveLength(1)
  expect(audits.data![0]).toMatchObject({ business_name: 'Glow Aesthetics Med Spa', status: 'pending', questionnaire_score: 73, monthly_budget: '2k-5k' })

  await expect.poll(async () => (await webhook.bodiesContaining(email)).length).toBe(1)
  const [body] = await webhook.bodiesContaining(email)
  expect(body).toMatchObject({
    firstName: 'Jane',
    lastName: 'Rivera',
    email,
    phone: '(512) 555-0199',
    businessName: 'Glow Aesthetics Med Spa',
    website: 'https://glowaesthetics.example.com',
    currentMarketing: 'Boosted Instagram posts\nA discount-site deal last spring',
    monthlyBudget: '2k-5k',
    goals: 'Fill weekday injector slots',
    form_type: 'marketing_audit',
    source: 'website_form',
    site_name: 'Elevate Practice Partners',
    path: '/marketing-audit',
    utm_source: 'e2e',
    utm_medium: 'test',
    utm_campaign: 'x',
    utm_content: null,
    utm_term: null,
    questionnaireScore: 73,
    answers: { 'roi-tracking': 3, 'online-presence': 2, 'lead-generation': 2, 'follow-up': 2, 'audience-knowledge': 2 },
    contact_id: contact.id,
    audit_id: audits.data![0].id,
  })
  for (const key of ['timestamp', 'origin', 'page_url', 'referrer', 'user_agent']) expect(body).toHaveProperty(key)
})

test('UTM parameters on the audit page itself are sent too', async ({ page, webhook }) => {
  const email = `direct@${uniqueDomain('utm')}`
  await openAuditPage(page, '/marketing-audit?utm_source=newsletter&utm_term=botox')
  await fillAuditForm(page, lead(email, { website: undefined, currentMarketing: undefined, goals: undefined }))
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  await expect.poll(async () => (await webhook.bodiesContaining(email)).length).toBe(1)
  const [body] = await webhook.bodiesContaining(email)
  expect(body).toMatchObject({ utm_source: 'newsletter', utm_term: 'botox', utm_medium: null, website: '', goals: '', questionnaireScore: 0, answers: {} })
})

test('a double click makes one lead', async ({ page, serviceClient }) => {
  const email = `twice@${uniqueDomain('dbl')}`
  await openAuditPage(page)
  await fillAuditForm(page, lead(email))
  await submitButton(page).dblclick()
  await expect(toast(page, 'Success!')).toBeVisible()
  // Give a hypothetical second request time to land before counting.
  await page.waitForTimeout(1_000)
  expect(await storedLead(serviceClient, email)).toHaveLength(1)
})

test('while sending, the button reads Submitting... and is disabled', async ({ page }) => {
  // Hold the backend's answer so the in-between state can be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/v1/**', async (route) => {
    await held
    await route.continue()
  })
  await openAuditPage(page)
  await fillAuditForm(page, lead(`wait@${uniqueDomain('busy')}`))
  // By keyboard: focus must not drop to <body> while the button is unavailable.
  await submitButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeFocused()
  release()
  await expect(toast(page, 'Success!')).toBeVisible()
})

test('backend down: Submission Failed and everything typed and chosen is still there', async ({ page, serviceClient }) => {
  const email = `down@${uniqueDomain('fail')}`
  await openAuditPage(page)
  await page.route('**/rest/v1/**', (route) => route.abort())
  await answerQuiz(page, [1, 1, 1, 1, 1])
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  const data = lead(email)
  await fillAuditForm(page, data)
  await submitButton(page).click()

  await expect(toast(page, 'Submission Failed')).toContainText('There was an error submitting your form. Please try again.')
  const form = page.getByRole('form', { name: 'Get your free marketing audit' })
  await expect(form.getByLabel('First name')).toHaveValue(data.firstName)
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(form.getByLabel(/^What marketing are you doing now/)).toHaveValue(data.currentMarketing!)
  await expect(form.getByLabel('Monthly marketing budget')).toHaveValue('2k-5k')
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(5)
  await expect(page.getByRole('region', { name: 'Your marketing score' })).toContainText('33')
  await expect(submitButton(page)).toBeEnabled()
  // After the toast has gone, the form still says what happened.
  await expect(form.getByText('Your request was not sent. Everything you typed is still here')).toBeVisible()
  await expect(page).toHaveURL('/marketing-audit')

  // Retrying once the backend is back works with what is on the screen.
  await page.unroute('**/rest/v1/**')
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  expect(await storedLead(serviceClient, email)).toHaveLength(1)
})

test('a reload or a look at another page loses nothing typed or answered; a stored request clears it', async ({ page }) => {
  await openAuditPage(page)
  await page.getByRole('group', { name: quizQuestions[0] }).getByRole('radio').nth(2).check()
  await page.getByRole('group', { name: quizQuestions[1] }).getByRole('radio').nth(3).check()
  const domain = uniqueDomain('draft')
  await fillAuditForm(page, lead(`draft@${domain}`))

  await page.reload()
  await page.getByRole('heading', { level: 1 }).waitFor()
  await expect(page.getByText('2 of 5 answered')).toBeVisible()
  await expect(page.getByRole('group', { name: quizQuestions[0] }).getByRole('radio').nth(2)).toBeChecked()
  const form = page.getByRole('form', { name: 'Get your free marketing audit' })
  await expect(form.getByLabel('Email')).toHaveValue(`draft@${domain}`)
  await expect(form.getByLabel('Monthly marketing budget')).toHaveValue('2k-5k')
  await expect(form.getByLabel(/^What marketing are you doing now/)).toHaveValue('Boosted Instagram posts\nA discount-site deal last spring')

  // Another page and Back: the request is as it was.
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await page.goBack()
  await expect(form.getByLabel('First name')).toHaveValue('Jane')

  await submitButton(page).click()
  await expect(toast(page, 'Success!').first()).toBeVisible()
  await expect(page).toHaveURL('/#main-booking-calendar')
  await openAuditPage(page)
  await expect(form.getByLabel('Email')).toHaveValue('')
  await expect(page.getByText('0 of 5 answered')).toBeVisible()
})

test('a request stored although its answer was lost is not stored again when the visitor retries, even after a reload', async ({ page, serviceClient }) => {
  const email = `lost@${uniqueDomain('lost')}`
  let lostAnswers = 0
  // The first send reaches the database, but its answer never reaches the browser (a dropped
  // connection, a timeout): the visitor is told it failed, though the lead is stored.
  await page.route('**/rest/v1/rpc/submit_marketing_audit', async (route) => {
    if (lostAnswers > 0) return route.continue()
    lostAnswers += 1
    await route.fetch()
    await route.abort('connectionreset')
  })
  await openAuditPage(page)
  await fillAuditForm(page, lead(email))
  await submitButton(page).click()
  await expect(toast(page, 'Submission Failed')).toBeVisible()
  expect(await storedLead(serviceClient, email)).toHaveLength(1)

  await page.reload()
  await page.getByRole('heading', { level: 1 }).waitFor()
  await expect(page.getByRole('form', { name: 'Get your free marketing audit' }).getByLabel('Email')).toHaveValue(email)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  expect(await storedLead(serviceClient, email)).toHaveLength(1)
})
