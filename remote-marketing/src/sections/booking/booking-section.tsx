import { BookingCalendar, Section, SectionHeading } from 'shared/ui'

interface BookingSectionProps {
  eyebrow?: string
  title: string
  intro: string
  /** Reserved calendar height; at least 600px (docs/product.md §9). */
  height?: number
  /** The section before it is also muted (see Section's `joined`). */
  joined?: boolean
}

/**
 * The strategy-call calendar with the `main-booking-calendar` anchor that every "book" button on
 * this remote's pages (and the shell's Book Call) scrolls to. One per page.
 */
export function BookingSection({ eyebrow, title, intro, height = 700, joined = false }: BookingSectionProps) {
  return (
    <Section id="main-booking-calendar" tone="muted" joined={joined} aria-labelledby="booking-title">
      <SectionHeading id="booking-title" eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto max-w-4xl">
        <BookingCalendar height={height} />
      </div>
    </Section>
  )
}
