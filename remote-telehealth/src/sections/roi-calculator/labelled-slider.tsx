import { memo, useId } from 'react'
import { Slider } from 'shared/ui/slider'
import type { SliderBounds } from './roi-math'

interface LabelledSliderProps {
  label: string
  bounds: SliderBounds
  value: number
  onValueChange: (value: number) => void
  /** How the value reads on screen and to assistive tech, e.g. "$150". */
  format: (value: number) => string
}

/** A slider with a visible label that names it and its current value beside it, bounds below. */
export const LabelledSlider = memo(function LabelledSlider({ label, bounds, value, onValueChange, format }: LabelledSliderProps) {
  const labelId = useId()
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-semibold text-ink-900">
          {label}
        </span>
        <span className="font-display text-2xl font-bold text-brand-800 tabular-nums">{format(value)}</span>
      </div>
      <Slider value={value} min={bounds.min} max={bounds.max} step={bounds.step} onValueChange={onValueChange} labelledBy={labelId} valueText={format(value)} />
      <div aria-hidden="true" className="flex justify-between text-sm text-ink-600 tabular-nums">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  )
})
