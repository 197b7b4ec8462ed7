import type { ComponentType, ReactNode } from 'react'
import type { Section, SectionHeading } from 'shared/singletons/ui'
import { bookingCalendar } from './booking-calendar'
import type { EmbedParts } from './embedded-frame'

/**
 * The page's one `shared/singletons/ui` and site config, handed in by the remote. An import of that federation
 * share from inside the `shared` package is not routed to the page's instance: it would bundle a
 * second copy of the layout (and the router) into the remote. Call once per remote, at module scope.
 */
export interface BookingSectionParts extends EmbedParts {
  Section: typeof Section
  SectionHeading: typeof SectionHeading
}

interface Props {
  /** The anchor every "book" button and the shell's Book Call scroll to (docs/product.md §3, §9). */
  id?: 'main-booking-calendar' | 'telehealth-booking-calendar'
  headingId?: string
  eyebrow?: string
  title: string
  intro: ReactNode
  tone?: 'white' | 'muted' | 'brand'
  /** The section before it has the same tone (see Section's `joined`). */
  joined?: boolean
  calendar?: 'main' | 'telehealth'
  /** The calendar frame's accessible title. */
  calendarTitle?: string
  /** Reserved calendar height; at least 600px (docs/product.md §9). */
  height?: number
  /** Shown between the heading and the calendar (highlights, urgency). */
  children?: ReactNode
  /** Shown below the calendar (what happens next). */
  after?: ReactNode
}

export type BookingSectionProps = Props

/** The booking band: a heading and the embedded calendar, under the anchor the page's CTAs scroll to. One per page. */
export function bookingSection({ Section, SectionHeading, ...embed }: BookingSectionParts): ComponentType<Props> {
  const BookingCalendar = bookingCalendar(embed)
  return function BookingSection({
    id = 'main-booking-calendar',
    headingId = 'booking-heading',
    eyebrow,
    title,
    intro,
    tone = 'white',
    joined = false,
    calendar = 'main',
    calendarTitle,
    height = 700,
    children,
    after,
  }: Props) {
    return (
      <Section id={id} tone={tone} joined={joined} aria-labelledby={headingId}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} tone={tone === 'brand' ? 'dark' : 'light'} />
        {children}
        <div className="mx-auto max-w-4xl">
          <BookingCalendar calendar={calendar} title={calendarTitle} height={height} />
        </div>
        {after}
      </Section>
    )
  }
}
