import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { formatInteger, formatUsd } from 'shared/helpers/format'
import { ScrollButton, Section, SectionHeading } from 'shared/singletons/ui'
import { roiCalculatorContent as copy } from '../../content/roi-calculator'
import { TELEHEALTH_BOOKING_ID } from '../booking-anchor'
import { LabelledSlider } from './labelled-slider'
import { RevenueChart } from './revenue-chart'
import { RoiResults } from './roi-results'
import { calculateRoi, DEFAULT_ROI_INPUTS, PATIENT_SLIDER, REVENUE_SLIDER, type RoiInputs } from './roi-math'
import { useRoiAnnouncement } from './use-roi-announcement'

export function RoiCalculatorSection() {
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS)
  // A key or a drag moves its slider in the next frame; the figures, the chart and the summary
  // follow a deferred copy of the inputs, rendered after that frame. Rendering them inside the
  // key's event held its frame back (docs/decisions/interaction-latency.md).
  const shown = useDeferredValue(inputs)
  const result = useMemo(() => calculateRoi(shown), [shown])
  const announcement = useRoiAnnouncement(shown, result)
  // Stable, so a move re-renders only the slider that moved (LabelledSlider is memoized).
  const setPatients = useCallback((monthlyPatients: number) => setInputs((prev) => ({ ...prev, monthlyPatients })), [])
  const setRevenue = useCallback((revenuePerPatient: number) => setInputs((prev) => ({ ...prev, revenuePerPatient })), [])

  return (
    <Section tone="muted" id="roi-calculator" aria-labelledby="roi-calculator-heading">
      <SectionHeading id="roi-calculator-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8">
          <h3 className="text-xl font-bold text-ink-900">{copy.inputsHeading}</h3>
          <div className="mt-6 space-y-8">
            <LabelledSlider
              label={copy.patientsLabel}
              bounds={PATIENT_SLIDER}
              value={inputs.monthlyPatients}
              onValueChange={setPatients}
              format={formatInteger}
            />
            <LabelledSlider
              label={copy.revenueLabel}
              bounds={REVENUE_SLIDER}
              value={inputs.revenuePerPatient}
              onValueChange={setRevenue}
              format={formatUsd}
            />
          </div>
          <RevenueChart current={result.currentMonthlyRevenue} projected={result.projectedMonthlyRevenue} />
        </div>
        <div className="flex flex-col rounded-card bg-ink-950 p-6 text-white shadow-sm sm:p-8">
          <h3 className="text-xl font-bold">{copy.resultsHeading}</h3>
          <div className="mt-6">
            <RoiResults result={result} />
          </div>
          <p className="mt-6 rounded-xl border border-accent-400 px-4 py-3 text-center font-semibold text-accent-100">{copy.investmentNote}</p>
          <ScrollButton targetId={TELEHEALTH_BOOKING_ID} variant="accent" size="lg" className="mt-6 w-full" data-cta="telehealth-roi-start-building">
            {copy.cta}
          </ScrollButton>
          <p className="mt-4 text-xs text-ink-300">{copy.disclaimer}</p>
        </div>
      </div>
      {/* Results change away from the focused slider, so a short summary is announced once the visitor pauses. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Section>
  )
}
