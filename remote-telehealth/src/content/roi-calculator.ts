import type { RoiCalculatorContent } from './content-types'

export const roiCalculatorContent = {
  eyebrow: 'ROI calculator',
  title: 'What could your telehealth practice earn?',
  intro: 'Move the sliders to match your practice today and see the revenue our 15x growth model projects once you are live in multiple states.',
  inputsHeading: 'Your practice today',
  patientsLabel: 'Current monthly patients',
  revenueLabel: 'Average revenue per patient',
  resultsHeading: 'Your projected results',
  currentRevenueLabel: 'Current monthly revenue',
  projectedRevenueLabel: 'Projected monthly revenue',
  multiplierTag: '15x increase',
  annualIncreaseLabel: 'Annual revenue increase',
  roiLabel: 'First-year ROI',
  investmentNote: 'Total Investment Required: $25,000',
  cta: 'START BUILDING MY EMPIRE',
  chart: {
    title: 'Monthly revenue: today vs projected',
    currentLabel: 'Current',
    projectedLabel: 'Projected',
  },
  disclaimer:
    'An illustration of the program’s growth model, not a forecast or a guarantee. Your results depend on your launch states, services, pricing, provider capacity and market.',
} satisfies RoiCalculatorContent
