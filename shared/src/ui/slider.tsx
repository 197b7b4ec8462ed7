import * as SliderPrimitive from '@radix-ui/react-slider'

interface SliderProps {
  value: number
  min: number
  max: number
  step: number
  onValueChange: (value: number) => void
  /** The id of the visible label that names the slider. */
  labelledBy: string
  /** How the value reads to assistive tech, in the same format as the visible one (e.g. "$150"). */
  valueText: string
}

/**
 * One-thumb slider over Radix: Radix supplies the keyboard model (arrows: one step, Page Up/Down:
 * ten steps, Home/End: bounds) and the slider role and values; we add the name and spoken value.
 */
export function Slider({ value, min, max, step, onValueChange, labelledBy, valueText }: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
      className="relative mt-2 flex h-11 w-full touch-none items-center select-none"
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-200 forced-colors:border">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-brand-700 forced-colors:bg-[Highlight] forced-colors:[forced-color-adjust:none]" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block size-7 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow-md transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-900 active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  )
}
