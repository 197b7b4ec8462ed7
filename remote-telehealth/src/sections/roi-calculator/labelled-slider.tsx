import * as Slider from '@radix-ui/react-slider'
import { useId } from 'react'
import type { SliderBounds } from './roi-math'

interface LabelledSliderProps {
  label: string
  bounds: SliderBounds
  value: number
  onValueChange: (value: number) => void
  /** How the value reads on screen and to assistive tech, e.g. "$150". */
  format: (value: number) => string
}

/**
 * One Radix slider with a visible label and its current value beside it. Radix supplies the keyboard
 * model (arrows: one step, Page Up/Down: ten steps, Home/End: bounds) and the slider role and values;
 * we add the name (aria-labelledby) and a spoken value in the same format as the visible one.
 */
export function LabelledSlider({ label, bounds, value, onValueChange, format }: LabelledSliderProps) {
  const labelId = useId()
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-semibold text-ink-900">
          {label}
        </span>
        <span className="font-display text-2xl font-bold text-brand-800 tabular-nums">{format(value)}</span>
      </div>
      <Slider.Root
        value={[value]}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        className="relative mt-2 flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-200 forced-colors:border">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700 forced-colors:bg-[Highlight] forced-colors:[forced-color-adjust:none]" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={format(value)}
          className="block size-7 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow-md transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-900 active:cursor-grabbing"
        />
      </Slider.Root>
      <div aria-hidden="true" className="flex justify-between text-sm text-ink-600 tabular-nums">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  )
}
