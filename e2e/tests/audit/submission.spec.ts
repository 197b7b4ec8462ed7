import type { Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import { expect, test, type WebhookInbox, type WebhookRequest } from '../../fixtures'
import { eventsFor, openMarkedPage, waitForEvents } from '../../support/analytics-events'
import { E2E_PORT, LEAD_WEBHOOK_SECRET, WEBHOOK_PORT } from '../../support/ports'
import { signatureProblem } from '../../support/webhook-signature'
import { answerQuiz, fillAuditForm, lead, openAuditPage, quizQuestions, requestIdsOf, retryingStatus, submitButton, toast, uniqueDomain } from './audit-page'

async function storedLead(serviceClient: SupabaseClient, email: string) {
  const contacts = await serviceClient.from('contacts').select('*').eq('email', email)
  expect(contacts.error).toBeNull()
  return contacts.data ?? []
}

/** The stored contact and its one audit for this email. */
async function storedIds(serviceClient: SupabaseClient, email: string): Promise<{ contactId: string; auditId: string }> {
  const contacts = await storedLead(serviceClient, email)
  expect(contacts).toHaveLength(1)
  const audits = await serviceClient.from('marketing_audits').select('id').eq('contact_id', contacts[0]!.id)
  expect(audits.error).toBeNull()
  expect(audits.data).toHaveLength(1)
  return { contactId: contacts[0]!.id as string, auditId: audits.data![0]!.id as string }
}

/** Every request this page makes to the webhook receiver's port: there must be none. */
function requestsToReceiver(page: Page): string[] {
  const seen: string[] = []
  page.context().on('request', (request) => {
    if (new URL(request.url()).port === String(WEBHOOK_PORT)) seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

/** The state of this lead's delivery as the worker records it (`npm run leads` reads the same). */
async function deliveryState(serviceClient: SupabaseClient, email: string): Promise<string | null> {
  const { data, error } = await serviceClient.rpc('list_recent_leads', { max_rows: 500 })
  if (error) throw new Error(`reading leads: ${error.message}`)
  return (data as { email: string; delivery_state: string | null }[]).find((row) => row.email === email)?.delivery_state ?? null
}

/**
 * Waits for the server's delivery of this lead and for its worker to record it delivered: each
 * send, a retry's included, reaches the receiver before that record, and no lead recorded
 * delivered is sent again. Returns the one request.
 */
async function theOneDelivery(serviceClient: SupabaseClient, webhook: WebhookInbox, email: string): Promise<WebhookRequest> {
  await expect.poll(async () => (await webhook.requestsContaining(email)).length, { timeout: 15_000, message: `a delivery for ${email}` }).toBeGreaterThanOrEqual(1)
  await expect.poll(() => deliveryState(serviceClient, email), { timeout: 15_000, message: `${email} recorded delivered` }).toBe('delivered')
  const requests = await webhook.requestsContaining(email)
  expect(requests, 'one POST per submission').toHaveLength(1)
  return requests[0]!
}

/** What the documented delivery request carries: from the server's worker, JSON, keyed by the audit and signed. */
function expectSignedDelivery(delivery: WebhookRequest, auditId: string): void {
  expect(delivery.method).toBe('POST')
  expect(delivery.malformed).toBe(false)
  expect(delivery.headers['content-type']).toMatch(/^application\/json\b/)
  // The Standard Webhooks id is the audit id: signed, and the same on every attempt.
  expect(delivery.headers['webhook-id']).toBe(auditId)
  expect(delivery.headers['user-agent']).toBe('elevate-lead-worker/1')
  // A page's request would name the page's origin; the worker's does not.
  expect(delivery.headers).not.toHaveProperty('origin')
  // The receiver verified it with the standardwebhooks package, and so does the test.
  expect(delivery.verifyError).toBeNull()
  expect(signatureProblem(LEAD_WEBHOOK_SECRET, delivery.headers, delivery.rawBody)).toBeNull()
  // The same bytes with one character added, under another id, or with another secret must not verify.
  expect(signatureProblem(LEAD_WEBHOOK_SECRET, delivery.headers, `${delivery.rawBody} `)).not.toBeNull()
  expect(signatureProblem(LEAD_WEBHOOK_SECRET, { ...delivery.headers, 'webhook-id': crypto.randomUUID() }, delivery.rawBody)).not.toBeNull()
  expect(signatureProblem('whsec_YW5vdGhlci1zZWNyZXQtMDEyMzQ1Njc4OQ==', delivery.headers, delivery.rawBody)).not.toBeNull()
}

test('happy path: UTM from the landing page, stored contact and audit, the lead sent by the server, then the home calendar', async ({ page, serviceClient, webhook }) => {
  const email = `jane@${uniqueDomain('happy')}`
  const fromPage = requestsToReceiver(page)

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
  expect(audits.data![0]).toMatchObject({
    business_name: 'Glow Aesthetics Med Spa',
    current_marketing: 'Boosted Instagram posts\nA discount-site deal last spring',
    goals: 'Fill weekday injector slots',
    status: 'pending',
    questionnaire_score: 73,
    monthly_budget: '2k-5k',
  })

  const delivery = await theOneDelivery(serviceClient, webhook, email)
  expectSignedDelivery(delivery, audits.data![0].id)
  expect(fromPage).toEqual([])
  const body = delivery.body
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
    // Where the form was sent from: the audit page, reached in the app from the landing page.
    page_url: `http://127.0.0.1:${E2E_PORT}/marketing-audit`,
    origin: `http://127.0.0.1:${E2E_PORT}`,
  })
  for (const key of ['timestamp', 'referrer', 'user_agent']) expect(body).toHaveProperty(key)
})

test('the server, not the page, posts the lead: once, signed, keyed by the audit id, with the UTM set, address and referrer of the page', async ({ page, serviceClient, webhook }) => {
  const email = `direct@${uniqueDomain('utm')}`
  const fromPage = requestsToReceiver(page)
  const address = '/marketing-audit?utm_source=newsletter&utm_term=botox'
  await page.goto(address, { referer: 'https://www.google.com/' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  const referrer = await page.evaluate(() => document.referrer)
  expect(referrer).toMatch(/^https:\/\/www\.google\.com\//)
  const userAgent = await page.evaluate(() => navigator.userAgent)
  await fillAuditForm(page, lead(email, { website: undefined, currentMarketing: undefined, goals: undefined }))
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()

  const { contactId, auditId } = await storedIds(serviceClient, email)
  const delivery = await theOneDelivery(serviceClient, webhook, email)
  expectSignedDelivery(delivery, auditId)
  expect(delivery.body).toMatchObject({
    email,
    utm_source: 'newsletter',
    utm_term: 'botox',
    utm_medium: null,
    utm_campaign: null,
    utm_content: null,
    page_url: `http://127.0.0.1:${E2E_PORT}${address}`,
    path: '/marketing-audit',
    referrer,
    user_agent: userAgent,
    website: '',
    goals: '',
    questionnaireScore: 0,
    answers: {},
    contact_id: contactId,
    audit_id: auditId,
  })
  // Still none after the redirect home: the page never reaches the automation service.
  await expect(page).toHaveURL('/#main-booking-calendar', { timeout: 5_000 })
  expect(fromPage).toEqual([])
})

test('closing the tab the moment the request is stored loses nothing: the server still sends the lead', async ({ page, serviceClient, webhook }) => {
  const email = `gone@${uniqueDomain('closed')}`
  await openAuditPage(page, '/marketing-audit?utm_source=closed-tab')
  await fillAuditForm(page, lead(email))
  const stored = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/submit_marketing_audit'))
  await submitButton(page).click()
  expect((await stored).status()).toBe(200)
  // Before the page could do anything with the answer.
  await page.close()

  const { auditId } = await storedIds(serviceClient, email)
  const delivery = await theOneDelivery(serviceClient, webhook, email)
  expectSignedDelivery(delivery, auditId)
  expect(delivery.body).toMatchObject({ email, audit_id: auditId, utm_source: 'closed-tab' })
})

test('analytics records the submission by score and ids only: no row of the visit holds the email or the business name', async ({ browser, clientIp, serviceClient }) => {
  const { page, id, context } = await openMarkedPage(browser, clientIp)
  const email = `private@${uniqueDomain('analytics')}`
  const data = lead(email, { businessName: `Quiet Clinic ${id}` })
  await openAuditPage(page)
  await answerQuiz(page, [3, 3, 3, 3, 3])
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  await fillAuditForm(page, data)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  const { contactId, auditId } = await storedIds(serviceClient, email)

  const [submission] = await waitForEvents(serviceClient, id, 'marketing_audit_submission')
  expect(submission!.properties).toMatchObject({ score: 100, contact_id: contactId, audit_id: auditId })
  expect(submission!.properties).not.toHaveProperty('email')
  expect(submission!.properties).not.toHaveProperty('business_name')
  // Closing flushes whatever is still batched; then every row of the visit is checked.
  await context.close()
  const visit = JSON.stringify(await eventsFor(serviceClient, id))
  expect(visit).toContain(auditId)
  expect(visit).not.toContain(email)
  expect(visit).not.toContain(data.businessName)
})

test('the public config names no webhook, and the page may not connect to one', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as Record<string, unknown>
  expect(config).not.toHaveProperty('webhookUrl')
  expect(JSON.stringify(config)).not.toContain(`:${WEBHOOK_PORT}`)
  const csp = (await request.get('/marketing-audit')).headers()['content-security-policy'] ?? ''
  expect(csp).toContain('connect-src')
  expect(csp).not.toContain(`127.0.0.1:${WEBHOOK_PORT}`)
})

test('a double click makes one lead', async ({ page, serviceClient }) => {
  const email = `twice@${uniqueDomain('dbl')}`
  const answers: Promise<unknown>[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/submit_marketing_audit')) answers.push(request.response())
  })
  await openAuditPage(page)
  await fillAuditForm(page, lead(email))
  await submitButton(page).dblclick()
  await expect(toast(page, 'Success!')).toBeVisible()
  // A second click's request leaves with the click, before the first one's answer brings the toast:
  // once every request sent is answered, all they stored is there to count.
  expect(answers.length).toBeGreaterThanOrEqual(1)
  await Promise.all(answers)
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

/** nginx's answer while the API behind it is down. */
const badGatewayPage = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

test('the API away for a while: the form says it keeps trying, and the lead is stored once with no second click', async ({ page, serviceClient }) => {
  const email = `outage@${uniqueDomain('outage')}`
  const sent = requestIdsOf(page)
  // Three failed sends, as during a short outage: nginx's 502 page, no connection at all, and one
  // that reached the database but whose answer was lost. Then the API answers again.
  let calls = 0
  await page.route('**/rest/v1/rpc/submit_marketing_audit', async (route) => {
    calls += 1
    if (calls === 1) return route.fulfill({ status: 502, contentType: 'text/html', body: badGatewayPage })
    if (calls === 2) return route.abort('connectionrefused')
    if (calls === 3) {
      await route.fetch()
      return route.abort('connectionreset')
    }
    return route.continue()
  })
  await openAuditPage(page)
  await fillAuditForm(page, lead(email))
  await submitButton(page).click()

  await expect(retryingStatus(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible()
  await expect(toast(page, 'Submission Failed')).toHaveCount(0)
  await expect(toast(page, 'Success!')).toBeVisible({ timeout: 20_000 })
  await expect(retryingStatus(page)).toHaveCount(0)
  // Stored once: the retries carried the first send's request id, so the lead the lost answer
  // stored was returned, not stored again.
  expect(await storedLead(serviceClient, email)).toHaveLength(1)
  expect(sent).toHaveLength(4)
  expect(new Set(sent).size).toBe(1)
  await expect(page).toHaveURL('/#main-booking-calendar', { timeout: 5_000 })
})

test('backend down for good: the form keeps trying for 2 minutes, then Submission Failed and everything typed and chosen is still there', async ({ page, serviceClient }) => {
  // The page's clock, so the two minutes pass at once.
  await page.clock.install()
  const email = `down@${uniqueDomain('fail')}`
  await openAuditPage(page)
  await page.route('**/rest/v1/**', (route) => route.abort())
  await answerQuiz(page, [1, 1, 1, 1, 1])
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  const data = lead(email)
  await fillAuditForm(page, data)
  await submitButton(page).click()

  await expect(retryingStatus(page)).toBeVisible()
  await page.clock.fastForward('01:30')
  // Still trying, as long as a retry can start within the two minutes.
  await expect(retryingStatus(page)).toBeVisible()
  await expect(toast(page, 'Submission Failed')).toHaveCount(0)
  await page.clock.fastForward('00:40')
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
  await expect(retryingStatus(page)).toHaveCount(0)

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
  await page.clock.install()
  const email = `lost@${uniqueDomain('lost')}`
  let lostAnswers = 0
  // The first send reaches the database, but its answer never reaches the browser (a dropped
  // connection, a timeout), and the API stays away while the form retries: the visitor is told
  // it failed, though the lead is stored.
  await page.route('**/rest/v1/rpc/submit_marketing_audit', async (route) => {
    if (lostAnswers > 0) return route.abort('connectionrefused')
    lostAnswers += 1
    await route.fetch()
    await route.abort('connectionreset')
  })
  await openAuditPage(page)
  await fillAuditForm(page, lead(email))
  await submitButton(page).click()
  await expect(retryingStatus(page)).toBeVisible()
  await page.clock.fastForward('02:10')
  await expect(toast(page, 'Submission Failed')).toBeVisible()
  expect(await storedLead(serviceClient, email)).toHaveLength(1)

  await page.unroute('**/rest/v1/rpc/submit_marketing_audit')
  await page.reload()
  await page.getByRole('heading', { level: 1 }).waitFor()
  await expect(page.getByRole('form', { name: 'Get your free marketing audit' }).getByLabel('Email')).toHaveValue(email)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  expect(await storedLead(serviceClient, email)).toHaveLength(1)
})
