import { describe, expect, it } from 'vitest'
import { calculateRoi, DEFAULT_ROI_INPUTS, PATIENT_SLIDER, REVENUE_SLIDER, type SliderBounds } from './roi-math'

describe('calculateRoi', () => {
  it('gives the documented figures at the defaults (100 patients, $150)', () => {
    expect(DEFAULT_ROI_INPUTS).toEqual({ monthlyPatients: 100, revenuePerPatient: 150 })
    expect(calculateRoi(DEFAULT_ROI_INPUTS)).toEqual({
      currentMonthlyRevenue: 15_000,
      projectedMonthlyRevenue: 225_000,
      annualRevenueIncrease: 2_520_000,
      firstYearRoiPercent: 10_080,
    })
  })

  it('gives the figures at the lower bounds (50 patients, $100)', () => {
    expect(calculateRoi({ monthlyPatients: 50, revenuePerPatient: 100 })).toEqual({
      currentMonthlyRevenue: 5_000,
      projectedMonthlyRevenue: 75_000,
      annualRevenueIncrease: 840_000,
      firstYearRoiPercent: 3_360,
    })
  })

  it('gives the figures at the upper bounds (500 patients, $300)', () => {
    expect(calculateRoi({ monthlyPatients: 500, revenuePerPatient: 300 })).toEqual({
      currentMonthlyRevenue: 150_000,
      projectedMonthlyRevenue: 2_250_000,
      annualRevenueIncrease: 25_200_000,
      firstYearRoiPercent: 100_800,
    })
  })

  it('holds out-of-range inputs to the slider bounds', () => {
    expect(calculateRoi({ monthlyPatients: 10, revenuePerPatient: 50 })).toEqual(calculateRoi({ monthlyPatients: 50, revenuePerPatient: 100 }))
    expect(calculateRoi({ monthlyPatients: 9_000, revenuePerPatient: 999 })).toEqual(calculateRoi({ monthlyPatients: 500, revenuePerPatient: 300 }))
  })

  it('rounds the ROI percent to a whole number', () => {
    // 60 x $105 = $6,300; increase 6,300 x 14 x 12 = 1,058,400; / 25,000 x 100 = 4233.6
    expect(calculateRoi({ monthlyPatients: 60, revenuePerPatient: 105 }).firstYearRoiPercent).toBe(4_234)
  })
})

describe('slider bounds', () => {
  const onStep = ({ min, max, step, defaultValue }: SliderBounds) => [(defaultValue - min) % step, (max - min) % step]

  it('match docs/product.md §11 (patients 50-500, revenue $100-$300)', () => {
    expect(PATIENT_SLIDER).toMatchObject({ min: 50, max: 500, defaultValue: 100 })
    expect(REVENUE_SLIDER).toMatchObject({ min: 100, max: 300, defaultValue: 150 })
  })

  it('have steps that reach the default and the maximum exactly', () => {
    expect(onStep(PATIENT_SLIDER)).toEqual([0, 0])
    expect(onStep(REVENUE_SLIDER)).toEqual([0, 0])
  })
})
