import { useRef } from 'react'
import { formatInteger } from 'shared/helpers/format'
import { useCountUp } from './use-count-up'

interface CountUpProps {
  target: number
  suffix?: string
  label: string
  durationMs?: number
}

/**
 * An animated statistic. Screen readers get the final value once, as text, instead of a stream of
 * changing numbers; the moving digits are decoration and hidden from them. The digits' box is as
 * wide as the final value from the start, so the count never shifts the layout.
 */
export function CountUp({ target, suffix = '', label, durationMs }: CountUpProps) {
  const ref = useRef<HTMLParagraphElement>(null)
  const value = useCountUp(ref, target, durationMs)
  const final = `${formatInteger(target)}${suffix}`
  return (
    <p ref={ref} className="flex flex-col items-center text-center">
      <span aria-hidden="true" className="inline-block font-display text-5xl font-bold tabular-nums text-accent-300 sm:text-6xl" style={{ minWidth: `${final.length}ch` }}>
        {`${formatInteger(value)}${suffix}`}
      </span>
      <span aria-hidden="true" className="mt-2 text-ink-100">
        {label}
      </span>
      <span className="sr-only">{`${final} ${label}`}</span>
    </p>
  )
}
