import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { openTelehealthPage } from './telehealth-page'

// The calculator's rules, restated here so the test checks the page against the spec, not against its own code.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
function expectedFigures(patients: number, revenuePerPatient: number) {
  const current = patients * revenuePerPatient
  const projected = current * 15
  const annualIncrease = (projected - current) * 12
  return {
    'Current monthly revenue': usd.format(current),
    'Projected monthly revenue': usd.format(projected),
    'Annual revenue increase': usd.format(annualIncrease),
    'First-year ROI': `${Math.round((annualIncrease / 25_000) * 100).toLocaleString('en-US')}%`,
  }
}

function calculator(page: Page) {
  return page.getByRole('region', { name: 'What could your telehealth practice earn?' })
}

async function expectFigures(page: Page, patients: number, revenuePerPatient: number) {
  const region = calculator(page)
  await expect(region.getByRole('slider', { name: 'Current monthly patients' })).toHaveAttribute('aria-valuenow', String(patients))
  await expect(region.getByRole('slider', { name: 'Average revenue per patient' })).toHaveAttribute('aria-valuenow', String(revenuePerPatient))
  for (const [label, value] of Object.entries(expectedFigures(patients, revenuePerPatient))) {
    // Each figure is a <dd> read with the <dt> label before it.
    await expect(region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'), label).toHaveText(value)
  }
}

test.beforeEach(async ({ page }) => {
  await openTelehealthPage(page)
})

test('starts at 100 patients and $150 with the documented figures', async ({ page }) => {
  await expectFigures(page, 100, 150)
  const region = calculator(page)
  await expect(region.locator('dt', { hasText: 'Current monthly revenue' }).locator('xpath=following-sibling::dd[1]')).toHaveText('$15,000')
  await expect(region.locator('dt', { hasText: 'First-year ROI' }).locator('xpath=following-sibling::dd[1]')).toHaveText('10,080%')
  await expect(region.getByText('15x increase')).toBeVisible()
  await expect(region.getByText('Total Investment Required: $25,000')).toBeVisible()
})

test('the patients slider moves by keyboard and every figure follows', async ({ page }) => {
  const slider = calculator(page).getByRole('slider', { name: 'Current monthly patients' })
  await slider.focus()
  await slider.press('ArrowRight')
  await expectFigures(page, 110, 150)
  await slider.press('ArrowLeft')
  await slider.press('ArrowLeft')
  await expectFigures(page, 90, 150)
  await slider.press('PageUp')
  await expectFigures(page, 190, 150)
  await slider.press('End')
  await expectFigures(page, 500, 150)
  await slider.press('Home')
  await expectFigures(page, 50, 150)
  // Already at the bound: a further step down changes nothing.
  await slider.press('ArrowLeft')
  await expectFigures(page, 50, 150)
})

test('the revenue slider moves by keyboard and every figure follows', async ({ page }) => {
  const slider = calculator(page).getByRole('slider', { name: 'Average revenue per patient' })
  await expect(slider).toHaveAttribute('aria-valuetext', '$150')
  await slider.focus()
  await slider.press('ArrowUp')
  await expectFigures(page, 100, 155)
  await expect(slider).toHaveAttribute('aria-valuetext', '$155')
  await slider.press('PageDown')
  await expectFigures(page, 100, 105)
  await slider.press('End')
  await expectFigures(page, 100, 300)
  await slider.press('Home')
  await expectFigures(page, 100, 100)
})

test('both sliders at their upper and lower bounds', async ({ page }) => {
  const region = calculator(page)
  await region.getByRole('slider', { name: 'Current monthly patients' }).press('End')
  await region.getByRole('slider', { name: 'Average revenue per patient' }).press('End')
  await expectFigures(page, 500, 300)
  await region.getByRole('slider', { name: 'Current monthly patients' }).press('Home')
  await region.getByRole('slider', { name: 'Average revenue per patient' }).press('Home')
  await expectFigures(page, 50, 100)
})

test('shows each slider value beside its label and in the chart', async ({ page }) => {
  const region = calculator(page)
  await region.getByRole('slider', { name: 'Average revenue per patient' }).press('End')
  await expect(region.getByText('$300', { exact: true }).first()).toBeVisible()
  const chart = region.getByRole('figure')
  await expect(chart).toContainText('Current $30,000')
  await expect(chart).toContainText('Projected $450,000')
})
