import { memo } from 'react'
import { formatUsd } from 'shared/helpers/format'
import { roiCalculatorContent as copy } from '../../content/roi-calculator'

interface RevenueChartProps {
  current: number
  projected: number
}

/** Share of the projection, which fills the track. */
function barWidth(value: number, projected: number): string {
  return `${projected > 0 ? (value / projected) * 100 : 0}%`
}

/**
 * Two horizontal CSS bars: no chart library for two values. The projection fills the track and
 * today's revenue is drawn to the same scale, so the chart always shows the growth the model
 * claims. (On a fixed scale up to the largest projection the sliders allow, the default figures
 * drew a 1% and a 10% bar: a chart that looked empty.) The bars are decoration for sighted
 * readers; the sentence in the caption is the text alternative.
 */
export const RevenueChart = memo(function RevenueChart({ current, projected }: RevenueChartProps) {
  const bars = [
    { label: copy.chart.currentLabel, value: current, className: 'bg-ink-500' },
    { label: copy.chart.projectedLabel, value: projected, className: 'bg-brand-700' },
  ]
  return (
    <figure className="mt-8">
      <figcaption className="text-sm font-semibold text-ink-900">
        {copy.chart.title}
        <span className="sr-only">
          : {copy.chart.currentLabel} {formatUsd(current)}, {copy.chart.projectedLabel} {formatUsd(projected)}.
        </span>
      </figcaption>
      <div aria-hidden="true" className="mt-3 space-y-3">
        {bars.map((bar) => (
          <div key={bar.label} className="grid grid-cols-[5.5rem_1fr] items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-ink-700">{bar.label}</span>
            <div className="h-6 rounded-r-md bg-ink-100">
              <div className={`h-full rounded-r-md motion-safe:transition-[width] motion-safe:duration-300 ${bar.className}`} style={{ width: barWidth(bar.value, projected) }} />
            </div>
            <span className="col-start-2 font-semibold text-ink-900 tabular-nums">{formatUsd(bar.value)}</span>
          </div>
        ))}
      </div>
    </figure>
  )
})
