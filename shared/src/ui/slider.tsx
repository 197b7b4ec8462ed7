import * as SliderPrimitive from '@radix-ui/react-slider'
import { useSyncExternalStore, type CSSProperties } from 'react'

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

const thumbClass =
  'block size-7 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow-md transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-900 active:cursor-grabbing'
/** Half the thumb's width (size-7): Radix keeps the thumb inside the track by this much at either end. */
const thumbHalfWidth = 14

const subscribeNever = () => () => undefined
/** False in the server's HTML and while the page hydrates, true once it is live. */
function useLive(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * One-thumb slider over Radix: Radix supplies the keyboard model (arrows: one step, Page Up/Down:
 * ten steps, Home/End: bounds) and the slider role and values; we add the name and spoken value.
 * Radix can place its thumb only once it is in the document (it hides it and leaves out its value
 * until then), so the server's HTML and the hydrating render show the same handle as plain markup:
 * at its value, with the slider's role, name and values, for readers before (or without) scripts.
 */
export function Slider({ value, min, max, step, onValueChange, labelledBy, valueText }: SliderProps) {
  const live = useLive()
  const thumbProps = { 'aria-labelledby': labelledBy, 'aria-valuetext': valueText, className: thumbClass }
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
      {live ? (
        <SliderPrimitive.Thumb {...thumbProps} />
      ) : (
        // Radix's own thumb markup and placement (inside the track by half its width at either end).
        <span style={placedAt(((value - min) / (max - min)) * 100)}>
          <span role="slider" aria-valuemin={min} aria-valuenow={value} aria-valuemax={max} aria-orientation="horizontal" data-orientation="horizontal" tabIndex={0} {...thumbProps} />
        </span>
      )}
    </SliderPrimitive.Root>
  )
}

function placedAt(percent: number): CSSProperties {
  const inBounds = thumbHalfWidth - (percent / 50) * thumbHalfWidth
  return { transform: 'var(--radix-slider-thumb-transform)', position: 'absolute', left: `calc(${percent}% + ${inBounds}px)` }
}
