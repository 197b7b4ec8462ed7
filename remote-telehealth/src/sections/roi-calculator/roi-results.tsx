import { memo } from 'react'
import { formatPercent, formatUsd } from 'shared/helpers/format'
import { roiCalculatorContent as copy } from '../../content/roi-calculator'
import type { RoiResult } from './roi-math'

/** The four live figures as a description list: each value is read together with its label. */
export const RoiResults = memo(function RoiResults({ result }: { result: RoiResult }) {
  const figures = [
    { label: copy.currentRevenueLabel, value: formatUsd(result.currentMonthlyRevenue) },
    { label: copy.projectedRevenueLabel, tag: copy.multiplierTag, value: formatUsd(result.projectedMonthlyRevenue), highlight: true },
    { label: copy.annualIncreaseLabel, value: formatUsd(result.annualRevenueIncrease) },
    { label: copy.roiLabel, value: formatPercent(result.firstYearRoiPercent), highlight: true },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {figures.map((figure) => (
        // Figures sit at the foot of equal-height cards: a label that wraps (or carries a tag) does not push its figure below its neighbour's.
        <div key={figure.label} className="flex flex-col justify-between rounded-xl bg-ink-900 p-4 ring-1 ring-ink-700">
          <dt className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-200">
            {figure.label}
            {figure.tag && <span className="rounded-pill bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink-950">{figure.tag}</span>}
          </dt>
          <dd className={`font-display text-2xl font-bold break-words tabular-nums sm:text-3xl ${figure.highlight ? 'text-accent-300' : 'text-white'}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
})
