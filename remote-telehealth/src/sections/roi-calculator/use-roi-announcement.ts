import { useEffect, useRef, useState } from 'react'
import { formatPercent, formatUsd } from 'shared/helpers/format'
import { roiCalculatorContent as copy } from '../../content/roi-calculator'
import type { RoiInputs, RoiResult } from './roi-math'

/** Pause after the last slider move before announcing, so holding an arrow key does not queue a dozen messages. */
export const ANNOUNCE_DELAY_MS = 800

/**
 * A one-sentence summary of the results for a polite live region, set only after the visitor has
 * changed an input (nothing is announced on page load) and debounced while they keep moving.
 */
export function useRoiAnnouncement(inputs: RoiInputs, result: RoiResult): string {
  const [announcement, setAnnouncement] = useState('')
  const initial = useRef(inputs)

  useEffect(() => {
    if (inputs === initial.current) return
    const timer = setTimeout(() => {
      setAnnouncement(
        `${copy.projectedRevenueLabel} ${formatUsd(result.projectedMonthlyRevenue)}, ${copy.annualIncreaseLabel.toLowerCase()} ${formatUsd(result.annualRevenueIncrease)}, ${copy.roiLabel.toLowerCase()} ${formatPercent(result.firstYearRoiPercent)}.`,
      )
    }, ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [inputs, result.projectedMonthlyRevenue, result.annualRevenueIncrease, result.firstYearRoiPercent])

  return announcement
}
