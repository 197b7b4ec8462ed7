import type { Page } from '@playwright/test'
import { delayRemoteEntry, expect, fetchSettingsLikeOtherPages, scrollToEmbed, sectionPlaceholder, test, unfinishedSectionNotice, waitForApp } from '../../fixtures'
import { WEBHOOK_PORT } from '../../support/ports'
import { answerQuiz, fillAuditForm, lead, openAuditPage, submitButton, toast, uniqueDomain } from '../audit/audit-page'

/**
 * Faults a visitor can meet: the backend failing in several ways, a remote slow or broken, the
 * booking widget's host unreachable. Each ends in a clear message or a fallback, keeps what the
 * visitor typed, and leaves the rest of the site working.
 */
const RPC = '**/rest/v1/rpc/submit_marketing_audit'

async function fillEverything(page: Page, email: string) {
  await openAuditPage(page)
  await answerQuiz(page, [3, 2, 1, 2, 3])
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  await fillAuditForm(page, lead(email))
}

async function expectInputsKept(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Get your free marketing audit' })
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(form.getByLabel('First name')).toHaveValue('Jane')
  await expect(form.getByLabel(/^What marketing are you doing now/)).toHaveValue('Boosted Instagram posts\nA discount-site deal last spring')
  await expect(page.getByRole('group', { name: 'How quickly does your team follow up with a new inquiry?' }).getByRole('radio').nth(2)).toBeChecked()
}

// Answers a retry would only repeat. A 502/503/504 or no answer is retried on its own for two
// minutes first (tests/audit/submission.spec.ts, "the API away for a while").
for (const [name, fulfil] of [
  ['answers 500', { status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"boom","details":null,"hint":null}' }],
  ['answers garbage', { status: 200, contentType: 'application/json', body: '<html>not json' }],
] as const) {
  test(`backend ${name}: Submission Failed, nothing typed is lost`, async ({ page }) => {
    const email = `fault@${uniqueDomain('fault')}`
    await fillEverything(page, email)
    await page.route(RPC, (route) => route.fulfill(fulfil))
    await submitButton(page).click()
    await expect(toast(page, 'Submission Failed')).toContainText('There was an error submitting your form. Please try again.')
    await expectInputsKept(page, email)
    await expect(page.getByRole('banner')).toBeVisible()
  })
}

test('backend slow (5 s): the button says Submitting... and the lead still lands', async ({ page, serviceClient }) => {
  const email = `slow@${uniqueDomain('slow')}`
  await fillEverything(page, email)
  await page.route(RPC, async (route) => {
    await new Promise((r) => setTimeout(r, 5000))
    await route.continue()
  })
  await submitButton(page).click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(toast(page, 'Success!')).toBeVisible({ timeout: 20_000 })
  const { data } = await serviceClient.from('contacts').select('id').eq('email', email)
  expect(data).toHaveLength(1)
})

for (const [name, body, logged] of [
  ['with a typo', JSON.stringify({ phone: { e164: '512-555-0100', display: '(512) 555-0100' }, bookingCalendarUrl: 'calendar.example.com/book' }), /Ignoring invalid \/config\.json.*bookingCalendarUrl: .*phone\.e164: /],
  ['that is not JSON', '{ "phone": ', /Ignoring unreadable \/config\.json/],
] as const) {
  test(`a deployment's /config.json ${name} is refused whole: the page keeps its own number, works, and the console says why`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await fetchSettingsLikeOtherPages(page)
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }))
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+15125550148')
    await expect.poll(() => errors.join('\n')).toMatch(logged)
    await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Blog' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/blog$/)
  })
}

test('the automation service failing: the visitor is told Success at once, and the server retries until the lead lands, under one webhook-id', async ({ page, serviceClient, webhook }) => {
  const email = `crm-down@${uniqueDomain('crm')}`
  await webhook.failNext(email, 2)
  await fillEverything(page, email)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  await expect.poll(async () => (await webhook.bodiesContaining(email)).length, { timeout: 15_000 }).toBe(1)
  const contact = await serviceClient.from('contacts').select('id').eq('email', email).single()
  const audit = await serviceClient.from('marketing_audits').select('id').eq('contact_id', contact.data!.id).single()
  const attempts = await webhook.requestsContaining(email)
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200])
  expect(new Set(attempts.map((attempt) => attempt.headers['webhook-id']))).toEqual(new Set([audit.data!.id]))
})

test("a deployment's /config.json that still names a webhook: ignored, the page never calls it, the console names the server setting", async ({ page, webhook }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const browserCalls: string[] = []
  page.context().on('request', (request) => {
    if (new URL(request.url()).port === String(WEBHOOK_PORT)) browserCalls.push(request.url())
  })
  const webhookUrl = `http://127.0.0.1:${WEBHOOK_PORT}/webhook`
  await fetchSettingsLikeOtherPages(page)
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>
    // What the server serves (the local backend and its key), plus the setting a static host might still serve.
    const body = JSON.stringify({ ...served, webhookUrl })
    await route.fulfill({ status: 200, contentType: 'application/json', body })
  })
  const email = `leftover@${uniqueDomain('config')}`
  await fillEverything(page, email)
  await expect.poll(() => warnings.join('\n')).toMatch(/webhookUrl.*LEAD_WEBHOOK_URL/s)
  await submitButton(page).click()
  await expect(toast(page, 'Success!')).toBeVisible()
  // The lead still reaches the receiver, from the server.
  await expect.poll(async () => (await webhook.bodiesContaining(email)).length, { timeout: 15_000 }).toBe(1)
  expect(browserCalls).toEqual([])
})

test("a remote map naming a manifest instead of a remote's remoteEntry.js is refused: sections say so, the rest works, the console says why", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await fetchSettingsLikeOtherPages(page)
  await page.route('**/remotes.json', async (route) => {
    const body = (await (await route.fetch()).text()).replaceAll('/remoteEntry.js', '/mf-manifest.json')
    await route.fulfill({ status: 200, contentType: 'application/json', body })
  })
  await page.goto('/blog')
  // The page the server sent stays readable, and says its section didn't finish loading.
  await expect(unfinishedSectionNotice(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Book Call' })).toBeEnabled()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect.poll(() => errors.join('\n')).toMatch(/Remote map: remoteBlog is ignored: entry must be the remote's remoteEntry\.js/)
})

// The server serves a hung origin's section from its last good copy; the browser's import of the
// same origin's entry would then never settle. It is given up after a bounded wait (8 s).
test("a remote origin that hangs: the served page stays readable and says it didn't finish loading, within a bounded wait", async ({ page }) => {
  await page.route('**/remotes/remote-blog/remoteEntry.js*', () => undefined)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Without the bound the notice never comes: the import stays pending for the life of the page.
  await expect(unfinishedSectionNotice(page)).toBeVisible({ timeout: 25_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Book Call' })).toBeEnabled()
})

test('a slow remote shows a stable placeholder while the header already works', async ({ page }) => {
  await delayRemoteEntry(page, 'remote-pharmacy', 3000)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Primary', exact: true }).getByRole('link', { name: 'Pharm Partners' }).click()
  await expect(sectionPlaceholder(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Book Call' })).toBeEnabled()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(sectionPlaceholder(page)).toHaveCount(0)
})

// A module that failed to parse stays failed for its URL for the life of the page (the browser's
// module map): Retry asks for the remote entry under a fresh URL, and offers a reload if it fails again.
test('a remote serving a broken module shows its error area; the rest works; Retry recovers once fixed', async ({ page }) => {
  let broken = true
  await page.route('**/remotes/remote-telehealth/remoteEntry.js*', (route) =>
    broken ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const = ;' }) : route.continue(),
  )
  await page.goto('/blog')
  const nav = page.getByRole('navigation', { name: 'Primary', exact: true })
  await nav.getByRole('link', { name: 'TeleHealth' }).click()
  await expect(page.getByRole('alert')).toContainText("This part of the page couldn't load")
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await nav.getByRole('link', { name: 'Services' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Still broken: Retry fails again and now offers a full reload as well.
  await nav.getByRole('link', { name: 'TeleHealth' }).click()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', /\/telehealth-empire$/)
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled()

  // The remote is fixed: Retry loads it in place, without a reload.
  broken = false
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
})

test('the booking widget host unreachable: the calendar area offers call and text instead', async ({ page }) => {
  await page.route('https://api.leadconnectorhq.com/**', (route) => route.abort('namenotresolved'))
  await page.goto('/services')
  const calendar = page.locator('#main-booking-calendar')
  // Nothing is asked of the widget host until the visitor nears the calendar.
  await expect(calendar.getByText('Loading the booking calendar…')).toBeAttached()
  await scrollToEmbed(calendar, 'booking calendar')
  await expect(calendar.getByRole('status')).toContainText('could not load right now')
  await expect(calendar.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:\+/)
  await expect(calendar.getByRole('link', { name: 'Text us' }).first()).toHaveAttribute('href', /^sms:\+/)
})

test('a keyboard visitor inside the calendar frame when its host turns out unreachable lands on the message, not the top of the page', async ({ page }) => {
  // The host answers nothing for a while, then fails: the frame shows meanwhile, and the visitor tabs into it.
  await page.route('https://api.leadconnectorhq.com/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.abort('namenotresolved').catch(() => undefined)
  })
  await page.goto('/services')
  await waitForApp(page)
  const calendar = page.locator('#main-booking-calendar')
  await scrollToEmbed(calendar, 'booking calendar')
  const frame = calendar.locator('iframe[title="Book a strategy call"]')
  await frame.focus()
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  const message = calendar.getByRole('status')
  await expect(message).toContainText('could not load right now')
  await expect(message).toBeFocused()
  // The next Tab goes on to its call button, as from anywhere in the message.
  await page.keyboard.press('Tab')
  await expect(calendar.getByRole('link', { name: /^Call / }).first()).toBeFocused()
})

test('the booking widget host reachable: the calendar iframe is shown with a title and reserved height', async ({ page }) => {
  await page.route('https://api.leadconnectorhq.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendar</title>' }))
  await page.route('https://link.msgsndr.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
  const widgetRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'api.leadconnectorhq.com') widgetRequests.push(request.url())
  })
  await page.goto('/services')
  await waitForApp(page)
  expect(widgetRequests, 'the widget host is not asked for anything before the visitor nears the calendar').toEqual([])
  const frame = page.locator('#main-booking-calendar iframe')
  await scrollToEmbed(page.locator('#main-booking-calendar'), 'booking calendar')
  await expect(frame).toHaveAttribute('title', /Book a strategy call/)
  expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(600)
})
