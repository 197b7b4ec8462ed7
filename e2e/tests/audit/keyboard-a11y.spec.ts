import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures'
import { answerQuiz, openAuditPage, submitButton, toast, uniqueDomain } from './audit-page'

/** Presses Tab until the target has focus, like a keyboard user looking for it. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('Element not reached by Tab')
}

test('the quiz and the form can be completed with the keyboard alone', async ({ page, serviceClient }) => {
  const email = `keys@${uniqueDomain('kbd')}`
  await openAuditPage(page)

  // Hero: the quiz button scrolls to the quiz and puts focus there.
  await tabTo(page, page.getByRole('button', { name: 'Start the 2-Minute Quiz' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'How mature is your practice marketing?' })).toBeFocused()

  // Each question: Tab into the group, Space picks the first option, arrows move to the others.
  const scores = [3, 2, 1, 0, 2]
  for (const score of scores) {
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    for (let i = 0; i < score; i += 1) await page.keyboard.press('ArrowDown')
  }
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(5)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Calculate My Marketing Score' })).toBeFocused()
  await page.keyboard.press('Enter')
  const result = page.getByRole('region', { name: 'Your marketing score' })
  await expect(result.getByRole('heading')).toBeFocused()
  await expect(result).toContainText('53') // 8/15
  await expect(result).toContainText('Developing')

  // The result's call to action leads to the form.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Request My Free Audit' })).toBeFocused()
  await page.keyboard.press('Enter')

  const typeInto = async (label: string | RegExp, text: string) => {
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(label, { exact: typeof label === 'string' })).toBeFocused()
    await page.keyboard.type(text)
  }
  await typeInto('First name', 'Kim')
  await typeInto('Last name', 'Nguyen')
  await typeInto('Email', email)
  await typeInto('Phone', '5125550123')
  await typeInto('Practice or business name', 'Radiance Wellness Clinic')
  await typeInto(/^Website/, 'radiance.example.com')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Monthly marketing budget', { exact: true })).toBeFocused()
  await page.keyboard.press('ArrowDown') // under-2k
  await page.keyboard.press('ArrowDown') // 2k-5k
  await page.keyboard.press('ArrowDown') // 5k-10k
  await expect(page.getByLabel('Monthly marketing budget', { exact: true })).toHaveValue('5k-10k')
  await typeInto(/^What marketing are you doing now/, 'Google Ads only')
  await typeInto(/^What are your goals/, 'Launch a GLP-1 program')
  await page.keyboard.press('Tab')
  await expect(submitButton(page)).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(toast(page, 'Success!')).toBeVisible()
  const { data } = await serviceClient.from('contacts').select('id').eq('email', email)
  expect(data).toHaveLength(1)
  const audits = await serviceClient.from('marketing_audits').select('questionnaire_score, monthly_budget').eq('contact_id', data![0]!.id)
  expect(audits.data).toEqual([{ questionnaire_score: 53, monthly_budget: '5k-10k' }])
})

test('focus is visible on quiz options, fields and buttons', async ({ page }) => {
  await openAuditPage(page)
  const label = page.getByRole('group').first().locator('label').first()
  await label.getByRole('radio').focus()
  // The option's whole row shows the focus ring (has-focus-visible), not only the tiny radio.
  await page.keyboard.press('Space')
  await expect(label).toHaveCSS('outline-style', 'solid')
})

test('no serious accessibility violations: page, quiz result, form errors', async ({ page }) => {
  await openAuditPage(page)
  await expectNoSeriousA11yViolations(page)

  for (const question of await page.getByRole('group').all()) await question.getByRole('radio').nth(2).check()
  await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
  await expect(page.getByRole('region', { name: 'Your marketing score' })).toBeVisible()
  await submitButton(page).click()
  await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the whole result comes into view when the score is calculated', async ({ page }) => {
    await openAuditPage(page)
    await answerQuiz(page, [3, 2, 1, 0, 2])
    await page.getByRole('button', { name: 'Calculate My Marketing Score' }).click()
    const result = page.getByRole('region', { name: 'Your marketing score' })
    await expect(result.getByRole('heading')).toBeFocused()
    // Not just its top edge at the foot of the screen: the score and the next step are on screen.
    await expect(result.getByTestId('quiz-score')).toBeInViewport({ ratio: 1 })
    await expect(result.getByRole('button', { name: 'Request My Free Audit' })).toBeInViewport({ ratio: 1 })
  })
})
