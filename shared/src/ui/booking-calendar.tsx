import type { ComponentType } from 'react'
import { embeddedFrame, type EmbedParts } from './embedded-frame'

export interface BookingCalendarProps {
  /** 'main' is the strategy-call calendar; 'telehealth' the Telehealth Empire one. */
  calendar?: 'main' | 'telehealth'
  /** Reserved height in pixels (docs/product.md §9: at least 600; telehealth 1000). */
  height?: number
  title?: string
}

/** The one booking calendar used by every page that embeds one, from the remote's parts (see `EmbedParts`). Wrap it in a section with the page's anchor id. */
export function bookingCalendar(parts: EmbedParts): ComponentType<BookingCalendarProps> {
  const EmbeddedFrame = embeddedFrame(parts)
  return function BookingCalendar({ calendar = 'main', height = 700, title }: BookingCalendarProps) {
    const config = parts.getSiteConfig()
    const src = calendar === 'telehealth' ? config.telehealthCalendarUrl : config.bookingCalendarUrl
    return (
      <EmbeddedFrame
        src={src}
        title={title ?? (calendar === 'telehealth' ? 'Book your Telehealth Empire strategy call' : 'Book a strategy call')}
        height={Math.max(600, height)}
        scriptSrc={config.bookingEmbedScriptUrl}
        purpose="booking calendar"
      />
    )
  }
}
