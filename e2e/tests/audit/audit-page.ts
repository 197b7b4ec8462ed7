import type { Locator, Page } from '@playwright/test'

/** Helpers shared by the audit specs: locate by role and label, as a visitor would. */
export const AUDIT_PATH = '/marketing-audit'

export const quizQuestions = [
  'How do you track the return on your marketing spend today?',
  'How strong is your practice online?',
  'Where do your new patients come from?',
  'How quickly does your team follow up with a new inquiry?',
  'How well do you know your ideal patient?',
] as const

/** A domain no other test uses, so rows can be counted per test. */
export function uniqueDomain(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.example.com`
}

export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title })
}

export async function openAuditPage(page: Page, path: string = AUDIT_PATH): Promise<void> {
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

/** Picks, in each question in order, the option at this index (its score, 0-3). */
export async function answerQuiz(page: Page, scores: readonly number[]): Promise<void> {
  for (const [index, question] of quizQuestions.entries()) {
    await page.getByRole('group', { name: question }).getByRole('radio').nth(scores[index] ?? 0).check()
  }
}

export interface AuditLead {
  firstName: string
  lastName: string
  email: string
  phone: string
  businessName: string
  website?: string
  currentMarketing?: string
  budgetLabel: string
  goals?: string
}

export function lead(email: string, overrides: Partial<AuditLead> = {}): AuditLead {
  return {
    firstName: 'Jane',
    lastName: 'Rivera',
    email,
    phone: '(512) 555-0199',
    businessName: 'Glow Aesthetics Med Spa',
    website: 'https://glowaesthetics.example.com',
    currentMarketing: 'Boosted Instagram posts\nA discount-site deal last spring',
    budgetLabel: '$2,000 to $5,000 per month',
    goals: 'Fill weekday injector slots',
    ...overrides,
  }
}

export async function fillAuditForm(page: Page, data: AuditLead): Promise<void> {
  const form = page.getByRole('form', { name: 'Get your free marketing audit' })
  await form.getByLabel('First name').fill(data.firstName)
  await form.getByLabel('Last name').fill(data.lastName)
  await form.getByLabel('Email').fill(data.email)
  await form.getByLabel('Phone').fill(data.phone)
  await form.getByLabel('Practice or business name').fill(data.businessName)
  if (data.website !== undefined) await form.getByLabel(/^Website/).fill(data.website)
  if (data.currentMarketing !== undefined) await form.getByLabel(/^What marketing are you doing now/).fill(data.currentMarketing)
  await form.getByLabel('Monthly marketing budget').selectOption({ label: data.budgetLabel })
  if (data.goals !== undefined) await form.getByLabel(/^What are your goals/).fill(data.goals)
}

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Get My Free Audit|Submitting\.\.\.)$/ })
}

/** The line under the button while the form retries on its own (docs/product.md §7). */
export function retryingStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: "Our server is busy. We're retrying on our own for up to 2 minutes: keep this page open, there is no need to press again." })
}

/** The request id of each audit submission the page sends from now on, in order. */
export function requestIdsOf(page: Page): string[] {
  const ids: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/submit_marketing_audit')) ids.push((request.postDataJSON() as { request_id: string }).request_id)
  })
  return ids
}
