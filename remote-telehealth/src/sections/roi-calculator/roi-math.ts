/**
 * The ROI calculator's arithmetic (docs/product.md §11), kept free of React so it can be tested on its own.
 *
 * current monthly revenue   = patients x revenue per patient
 * projected monthly revenue = current x 15 (the programme's 15x growth model)
 * annual revenue increase   = (projected - current) x 12
 * first-year ROI %          = annual increase / $25,000 x 100, rounded
 */
export const GROWTH_MULTIPLIER = 15
export const MONTHS_PER_YEAR = 12
export const PROGRAMME_INVESTMENT_USD = 25_000

export interface SliderBounds {
  min: number
  max: number
  /** Arrow-key step; Page Up/Down move 10 steps (Radix), Home/End jump to min/max. */
  step: number
  defaultValue: number
}

/** 10 patients per arrow press: 46 positions from 50 to 500, and the default 100 lies on a step. */
export const PATIENT_SLIDER = { min: 50, max: 500, step: 10, defaultValue: 100 } as const satisfies SliderBounds

/** $5 per arrow press: fine enough for real price points ($145, $155…), and the default $150 lies on a step. */
export const REVENUE_SLIDER = { min: 100, max: 300, step: 5, defaultValue: 150 } as const satisfies SliderBounds

export interface RoiInputs {
  monthlyPatients: number
  revenuePerPatient: number
}

export interface RoiResult {
  currentMonthlyRevenue: number
  projectedMonthlyRevenue: number
  annualRevenueIncrease: number
  /** Whole percent, e.g. 10080 for 10,080%. */
  firstYearRoiPercent: number
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  monthlyPatients: PATIENT_SLIDER.defaultValue,
  revenuePerPatient: REVENUE_SLIDER.defaultValue,
}

export function clampToBounds(value: number, { min, max }: SliderBounds): number {
  return Math.min(max, Math.max(min, value))
}

export function calculateRoi({ monthlyPatients, revenuePerPatient }: RoiInputs): RoiResult {
  // Inputs outside the sliders' ranges (e.g. from a future URL parameter) are held to them.
  const patients = clampToBounds(monthlyPatients, PATIENT_SLIDER)
  const revenue = clampToBounds(revenuePerPatient, REVENUE_SLIDER)
  const currentMonthlyRevenue = patients * revenue
  const projectedMonthlyRevenue = currentMonthlyRevenue * GROWTH_MULTIPLIER
  const annualRevenueIncrease = (projectedMonthlyRevenue - currentMonthlyRevenue) * MONTHS_PER_YEAR
  const firstYearRoiPercent = Math.round((annualRevenueIncrease / PROGRAMME_INVESTMENT_USD) * 100)
  return { currentMonthlyRevenue, projectedMonthlyRevenue, annualRevenueIncrease, firstYearRoiPercent }
}
